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
        Observable.make { handler, scope in
            let iterator: Iterator
            do { iterator = try makeIterator() } catch { return handler(.error(error)) }
            if scheduler is CurrentThreadScheduler {
                let task = TrampolineSequenceTask(iterator, handler, scope)
                Trampoline.current.enqueue(task)
            } else {
                var iterator = iterator
                scope.add(scheduler.scheduleRecursive(()) { _, recurse in
                    if scope.isDisposed { return }
                    if let element = iterator.next() {
                        handler(.next(element))
                        recurse(())
                    } else {
                        handler(.completed)
                    }
                })
            }
        }
    }
}

/// The trampoline steps of a sequence source on `CurrentThreadScheduler`.
@usableFromInline
final class TrampolineSequenceTask<Iterator: IteratorProtocol>: TrampolineTask {
    @usableFromInline var iterator: Iterator
    @usableFromInline let handler: (Event<Iterator.Element>) -> Void
    @usableFromInline let scope: SubscriptionScope

    @inlinable init(_ iterator: Iterator, _ handler: @escaping (Event<Iterator.Element>) -> Void, _ scope: SubscriptionScope) {
        self.iterator = iterator
        self.handler = handler
        self.scope = scope
        super.init()
    }

    @usableFromInline override var isCancelled: Bool { scope.isDisposed }

    @usableFromInline override func invoke() {
        let trampoline = Trampoline.current
        while !scope.isDisposed {
            guard let element = iterator.next() else {
                handler(.completed)
                return
            }
            handler(.next(element))
            // Work queued by this element runs before the next element, as in Rx.
            if !trampoline.isQueueEmpty {
                trampoline.enqueue(self)
                return
            }
        }
    }
}
