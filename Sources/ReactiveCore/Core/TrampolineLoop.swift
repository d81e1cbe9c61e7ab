/// The loop a synchronous source runs on the current-thread trampoline (the engine of
/// `Engine.generateElements`: `from`, `of`, `range`, `generate`, `repeatElement`).

/// A loop on the trampoline that yields to queued work: `step` returns `true` when it
/// stopped early because work was queued, and the trampoline then queues it again
/// behind that work.
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

    @usableFromInline final override func invoke(on trampoline: Trampoline) -> Bool {
        step(self, trampoline)
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
