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
        guard isCurrentThread(scheduler) else {
            return Observable.make { sink, scope in
                do { emit(try makeIterator(), on: scheduler, sink, scope) } catch { sink.error(error) }
            }
        }
        return Observable.make { sink, scope in
            do { loopOnTrampoline(try makeIterator(), sink, scope) } catch { sink.error(error) }
        }
    }

    /// Emits the elements of `elements` (iterated anew per subscription), then completes.
    ///
    /// The same as `generateElements(scheduler:) { elements.makeIterator() }`, one
    /// allocation cheaper per observable: the observable holds the sequence itself
    /// (`SequenceProducer` on the trampoline; elsewhere the subscription closure
    /// captures the sequence alone, and an array is then the closure's context).
    @inlinable
    package static func generateElements<Elements: Sequence>(
        scheduler: ImmediateSchedulerType,
        of elements: Elements
    ) -> Observable<Element> where Elements.Element == Element {
        guard isCurrentThread(scheduler) else {
            return Observable.make { sink, scope in
                emit(elements.makeIterator(), on: scheduler, sink, scope)
            }
        }
        return SequenceProducer(elements)
    }

    /// `generateElements(scheduler:of:)` for an array (`of`, `from(array)`): on the
    /// trampoline, an `ArrayProducer`, which says it is a synchronous source.
    @inlinable
    package static func generateElements(scheduler: ImmediateSchedulerType, of elements: [Element]) -> Observable<Element> {
        guard isCurrentThread(scheduler) else {
            return Observable.make { sink, scope in
                emit(elements.makeIterator(), on: scheduler, sink, scope)
            }
        }
        return ArrayProducer(elements)
    }

    /// Whether `scheduler` is `CurrentThreadScheduler`. Decided once per observable, not
    /// per subscription, and without a dynamic cast: the class is final, so comparing
    /// the type is `is`. The trampoline path then does not hold the scheduler existential.
    @inlinable
    static func isCurrentThread(_ scheduler: ImmediateSchedulerType) -> Bool {
        ObjectIdentifier(type(of: scheduler)) == ObjectIdentifier(CurrentThreadScheduler.self)
    }

    /// Queues the loop over `iterator` on this thread's trampoline (active: this runs
    /// inside a subscription). One object per subscription: the task holds the iterator
    /// and the sink.
    @inlinable
    static func loopOnTrampoline<Iterator: IteratorProtocol>(
        _ iterator: Iterator, _ sink: EventSink<Element>, _ scope: SubscriptionScope
    ) where Iterator.Element == Element {
        IteratorLoopTask.enqueue(iterator, sink, scope, on: Trampoline.current)
    }

    /// Emits `iterator`'s elements one recursive step each on `scheduler`.
    @inlinable
    static func emit<Iterator: IteratorProtocol>(
        _ iterator: Iterator, on scheduler: ImmediateSchedulerType,
        _ sink: EventSink<Element>, _ scope: SubscriptionScope
    ) where Iterator.Element == Element {
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

/// `from` / `of` on the trampoline: the observable holds the sequence, and each
/// subscription runs the loop over a new iterator (`IteratorLoopTask.subscribe`: queued
/// behind the running action, or at once when the subscription owns the trampoline).
/// `subscribeOnTrampoline` is a closure without captures, built where the types are
/// concrete, so the loop is specialized and costs no allocation of its own.
///
/// Not `final` only for `ArrayProducer`; its members are.
@usableFromInline
package class SequenceProducer<Elements: Sequence>: TrampolinedSource<Elements.Element>, @unchecked Sendable {
    @usableFromInline final let elements: Elements
    @usableFromInline final let subscribeOnTrampoline: (Elements, EventSink<Elements.Element>, SubscriptionScope) -> Void

    @inlinable init(_ elements: Elements) {
        self.elements = elements
        subscribeOnTrampoline = { elements, sink, scope in
            IteratorLoopTask.subscribe(elements.makeIterator(), sink, scope)
        }
        super.init()
    }

    @usableFromInline
    override package final func subscribeEngine(_ sink: EventSink<Elements.Element>, _ scope: SubscriptionScope) {
        subscribeOnTrampoline(elements, sink, scope)
    }
}

/// `of` / `from(array)` on the trampoline: a `SequenceProducer` of an array that says it
/// is a synchronous source (`Observable.runAsSynchronousSource`), so that `flatMap` can run it
/// as an inner without a subscription.
@usableFromInline
package final class ArrayProducer<Element>: SequenceProducer<[Element]>, @unchecked Sendable {
    @inlinable override init(_ elements: [Element]) { super.init(elements) }

    /// A synchronous source: the array's elements, then completion.
    @usableFromInline
    override package func runAsSynchronousSource(
        just: (JustProducer<Element>) -> Bool, elements: (ArrayProducer<Element>) -> Bool
    ) -> Bool {
        elements(self)
    }
}
