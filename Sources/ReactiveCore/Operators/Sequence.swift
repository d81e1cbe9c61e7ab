/// `from` / `of` / `range` / `repeatElement` / `generate`: a synchronous source that
/// emits the elements of an iterator on a scheduler.
///
/// On `CurrentThreadScheduler` (the default) each element is one trampoline step, as
/// in Rx, so `merge(of(1, 2), of(3, 4))` gives `1, 3, 2, 4`. The steps run in a plain
/// loop while nothing else is queued on the trampoline, so a lone source costs no
/// allocation per element. On other schedulers each element is one recursive step.
extension Engine {
    /// Emits what `makeIterator` produces (a new iterator per subscription), then
    /// completes. A thrown error ends the sequence with that error.
    @inlinable
    package static func generateElements<Iterator: IteratorProtocol>(
        scheduler: ImmediateSchedulerType,
        _ makeIterator: @escaping () throws -> Iterator
    ) -> Observable<Element> where Iterator.Element == Element {
        // Decided once, not per subscription, and without a dynamic cast: the scheduler
        // is final, so comparing the type is `is CurrentThreadScheduler`. The trampoline
        // path then does not hold (nor copy) the scheduler existential.
        guard ObjectIdentifier(type(of: scheduler)) == ObjectIdentifier(CurrentThreadScheduler.self) else {
            return Observable.make { sink, scope in
                var iterator: Iterator
                do { iterator = try makeIterator() } catch { return sink.error(error) }
                scope.add(scheduler.scheduleRecursive(()) { _, recurse in
                    if scope.isDisposed { return }
                    if let element = iterator.next() {
                        sink.next(element)
                        recurse(())
                    } else {
                        sink.completed()
                    }
                })
            }
        }
        return Observable.make { sink, scope in
            let iterator: Iterator
            do { iterator = try makeIterator() } catch { return sink.error(error) }
            // One object per subscription: the task holds the iterator and the sink, and
            // its loop is a closure without captures, built here, where the element type
            // is concrete.
            Trampoline.current.enqueue(IteratorLoopTask(iterator, sink, scope) { task, trampoline in
                unsafeDowncast(task, to: IteratorLoopTask<Iterator>.self).run(trampoline)
            })
        }
    }
}

/// A loop on the trampoline that yields to queued work: `step` returns `true` when it
/// stopped early because work was queued, and is then queued again behind that work.
///
/// `step` receives the task itself, so that a subclass can keep the loop's state in its
/// own stored properties and `step` needs no closure context: one allocation per loop.
@usableFromInline
class TrampolineLoopTask: TrampolineTask {
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let step: (TrampolineLoopTask, Trampoline) -> Bool

    @inlinable init(_ scope: SubscriptionScope, _ step: @escaping (TrampolineLoopTask, Trampoline) -> Bool) {
        self.scope = scope
        self.step = step
        super.init()
    }

    @usableFromInline final override var isCancelled: Bool { scope.isDisposed }

    @usableFromInline final override func invoke(on trampoline: Trampoline) {
        if step(self, trampoline) { trampoline.enqueue(self) }
    }
}

/// The loop of `generateElements` on the trampoline: emits the iterator's elements,
/// one step each, then completes.
///
/// Touched only by the trampoline's thread, one step at a time: `iterator` needs no
/// dynamic exclusivity check (one per element otherwise).
@usableFromInline
final class IteratorLoopTask<Iterator: IteratorProtocol>: TrampolineLoopTask {
    @usableFromInline @exclusivity(unchecked) var iterator: Iterator
    @usableFromInline let sink: EventSink<Iterator.Element>

    @inlinable
    init(_ iterator: Iterator, _ sink: EventSink<Iterator.Element>, _ scope: SubscriptionScope,
         _ step: @escaping (TrampolineLoopTask, Trampoline) -> Bool) {
        self.iterator = iterator
        self.sink = sink
        super.init(scope, step)
    }

    /// Emits elements until the end, the disposal of the scope, or queued work (then
    /// returns `true` to be queued again behind it).
    @inlinable
    func run(_ trampoline: Trampoline) -> Bool {
        while !scope.isDisposed {
            guard let element = iterator.next() else {
                sink.completed()
                return false
            }
            sink.next(element)
            // Work queued by this element runs before the next one, as in Rx.
            if !trampoline.isQueueEmpty { return true }
        }
        return false
    }
}
