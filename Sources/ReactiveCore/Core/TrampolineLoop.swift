/// The loop a synchronous source runs on the current-thread trampoline (the engine of
/// `Engine.generateElements`: `from`, `of`, `range`, `generate`, `repeatElement`).

/// A loop on the trampoline that yields to queued work: `invoke` returns `true` when it
/// stopped early because work was queued, and the trampoline then queues it again
/// behind that work. Non-generic, so that the trampoline's cancellation test needs no
/// generic code.
@usableFromInline
class TrampolineLoopTask: TrampolineTask {
    @usableFromInline let scope: SubscriptionScope

    @inlinable init(_ scope: SubscriptionScope) {
        self.scope = scope
        super.init()
    }

    @usableFromInline final override var isCancelled: Bool { scope.isDisposed }
}

/// The loop of `generateElements` on the trampoline: emits the iterator's elements,
/// one step each, then completes.
///
/// `step` receives the task itself, typed, so that the loop keeps its state in the
/// task's own stored properties and `step` needs no closure context: one allocation per
/// loop. (`invoke`, an override of a generic class, runs unspecialized: it only calls
/// `step`, which was built where the types are concrete.)
///
/// Touched only by the trampoline's thread, one step at a time: `iterator` needs no
/// dynamic exclusivity check (one per element otherwise).
@usableFromInline
final class IteratorLoopTask<Iterator: IteratorProtocol>: TrampolineLoopTask {
    // Declared first: a fixed offset, read without the class's generic metadata.
    @usableFromInline let step: (IteratorLoopTask, Trampoline) -> Bool
    @usableFromInline let sink: EventSink<Iterator.Element>
    @usableFromInline @exclusivity(unchecked) var iterator: Iterator

    @inlinable
    init(_ iterator: Iterator, _ sink: EventSink<Iterator.Element>, _ scope: SubscriptionScope,
         _ step: @escaping (IteratorLoopTask, Trampoline) -> Bool) {
        self.step = step
        self.iterator = iterator
        self.sink = sink
        super.init(scope)
    }

    @usableFromInline override func invoke(on trampoline: Trampoline) -> Bool {
        step(self, trampoline)
    }

    /// Emits elements until the end, the disposal of the scope, or queued work (then
    /// returns `true` to be queued again behind it).
    @inlinable
    func run(_ trampoline: Trampoline) -> Bool {
        Self.emit(from: &iterator, sink, scope, trampoline)
    }

    /// The loop itself, on an iterator stored anywhere (in a task, or on the stack of a
    /// subscription that owns the trampoline and has nothing queued before it): emits
    /// until the end, the disposal of `scope`, or queued work (then returns `true`: the
    /// rest must be queued behind that work).
    @inlinable @inline(__always)
    static func emit(from iterator: inout Iterator, _ sink: EventSink<Iterator.Element>, _ scope: SubscriptionScope,
                     _ trampoline: Trampoline) -> Bool {
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

    /// Queues the loop over `iterator` on `trampoline` (active). The loop is a closure
    /// without captures, built here, where the types are concrete: one object per loop.
    @inlinable
    static func enqueue(_ iterator: Iterator, _ sink: EventSink<Iterator.Element>, _ scope: SubscriptionScope,
                        on trampoline: Trampoline) {
        trampoline.enqueue(IteratorLoopTask(iterator, sink, scope) { task, trampoline in task.run(trampoline) })
    }

    /// Subscribes a synchronous source of `iterator`'s elements (a trampolined producer's
    /// run): queued behind the running action when the trampoline is active; otherwise
    /// this subscription owns the trampoline with nothing queued, so the loop that would
    /// be queued first runs at once, on the stack (a fast path: `FastPaths.enabled`), and
    /// is queued only if an element queues work (then the rest runs behind that work, as
    /// the queued loop would).
    @inlinable
    static func subscribe(_ iterator: Iterator, _ sink: EventSink<Iterator.Element>, _ scope: SubscriptionScope) {
        let trampoline = Trampoline.current
        if trampoline.isActive {
            scope.runBracketed { enqueue(iterator, sink, scope, on: trampoline) }
            return
        }
        trampoline.runAsOwner {
            guard FastPaths.enabled else {
                // The general path: queued, then run first when this run returns.
                return scope.runBracketed { enqueue(iterator, sink, scope, on: trampoline) }
            }
            scope.enterRun()
            scope.exitRun()
            var iterator = iterator
            if emit(from: &iterator, sink, scope, trampoline) { enqueue(iterator, sink, scope, on: trampoline) }
        }
    }
}

extension Trampoline {
    /// Runs a trampolined producer's `run` on `scope`: at once when this thread's
    /// trampoline is active, otherwise as its owner (then what `run` queued runs after
    /// it), bracketed as a producer's run (`SubscriptionScope.runBracketed`).
    @inlinable @inline(__always)
    package static func runProducer(on scope: SubscriptionScope, _ run: () -> Void) {
        let trampoline = current
        if trampoline.isActive {
            scope.runBracketed(run)
        } else {
            trampoline.runAsOwner { scope.runBracketed(run) }
        }
    }
}
