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
        Observable.make { sink, scope in
            let iterator: Iterator
            do { iterator = try makeIterator() } catch { return sink.error(error) }
            if scheduler is CurrentThreadScheduler {
                var iterator = iterator
                // The loop is built here, where the element type is concrete.
                Trampoline.current.enqueue(TrampolineLoopTask(scope) { trampoline in
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
                })
            } else {
                var iterator = iterator
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
    }
}

/// A loop on the trampoline that yields to queued work: `step` returns `true` when it
/// stopped early because work was queued, and is then queued again behind that work.
@usableFromInline
final class TrampolineLoopTask: TrampolineTask {
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let step: (Trampoline) -> Bool

    @inlinable init(_ scope: SubscriptionScope, _ step: @escaping (Trampoline) -> Bool) {
        self.scope = scope
        self.step = step
        super.init()
    }

    @usableFromInline override var isCancelled: Bool { scope.isDisposed }

    @usableFromInline override func invoke() {
        let trampoline = Trampoline.current
        if step(trampoline) { trampoline.enqueue(self) }
    }
}
