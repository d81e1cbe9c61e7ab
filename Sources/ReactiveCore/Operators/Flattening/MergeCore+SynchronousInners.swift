/// The fast paths of `MergeCore` for inners that are synchronous sources
/// (`Observable.runAsSynchronousSource`: `just(x)`; `of` / `from(array)` while the trampoline
/// is free). Such an inner delivers at once with no user code between its elements, so
/// the core runs it itself, with no scope and no subscription: it holds the gate from
/// the lock section that admits the inner (`MergeStateMachine.outerNextSynchronous`) to
/// the one that ends it, and gives the same events in the same order as the inner's
/// subscription would. Only taken when `FastPaths.enabled`; otherwise these inners are
/// subscribed like any other.
extension MergeCore {
    /// `outerNext` for a `just(element)` inner (`source`): what its subscription would
    /// do, without the subscription. As `Trampoline.runProducer` would run it: as the
    /// trampoline's owner if the trampoline is not active, so that what the sink queues
    /// runs after the inner ended. A just queued by `limited` waits as any inner does.
    /// Always `true`: the inner was run (or queued, or refused).
    @inlinable
    func outerNext(just element: Element, _ source: Observable<Element>) -> Bool {
        let decision = state.withLock { $0.outerNextSynchronous(source) }
        if case .none = decision { return true }
        let trampoline = Trampoline.current
        if trampoline.isActive {
            runJust(element, decision)
        } else {
            trampoline.runAsOwner { runJust(element, decision) }
        }
        return true
    }

    /// The run of an admitted `just` inner: delivers `element` (if this thread's turn
    /// came), then ends the inner.
    @inlinable
    func runJust(_ element: Element, _ decision: GateDecision) {
        let delivers = decision.claim()
        if delivers { sink.next(element) }
        perform(state.withLock { $0.synchronousInnerCompleted(core: self, delivered: delivers) })
    }

    /// `outerNext` for an `of(...)` / `from(array)` inner (`source`) while this thread's
    /// trampoline is not active: what its subscription would do (the loop that owns
    /// the trampoline and runs on the stack, `IteratorLoopTask.subscribe`), without a
    /// scope while it runs there. Between two elements only the array's iterator runs;
    /// each later element first asks the machine whether an end was accepted meanwhile
    /// (an error from another thread, the disposal). If an element queues work on the
    /// trampoline, the inner becomes an ordinary one (listed, with its scope) whose loop
    /// goes on behind that work, as the queued loop would; the gate is given back first.
    /// `false` when the trampoline is active: the inner is then subscribed as any other.
    @inlinable
    func outerNext(elements: [Element], _ source: Observable<Element>) -> Bool {
        let trampoline = Trampoline.current
        if trampoline.isActive { return false }
        let decision = state.withLock { $0.outerNextSynchronous(source) }
        if case .none = decision { return true }
        trampoline.runAsOwner {
            var iterator = elements.makeIterator()
            guard decision.claim() else {
                // Refused while waiting: the gate has ended, nothing more is delivered.
                return perform(state.withLock { $0.synchronousInnerCompleted(core: self, delivered: false) })
            }
            guard var element = iterator.next() else {
                return perform(state.withLock { $0.synchronousInnerCompleted(core: self, delivered: true) })
            }
            while true {
                sink.next(element)
                if !trampoline.isQueueEmpty {
                    // Work queued by this element runs before the next one, as in Rx.
                    if let inner = state.withLock({ $0.synchronousInnerYielded(core: self) }) {
                        IteratorLoopTask.enqueue(iterator, innerSink(inner), inner, on: trampoline)
                    }
                    return
                }
                guard let following = iterator.next() else {
                    return perform(state.withLock { $0.synchronousInnerCompleted(core: self, delivered: true) })
                }
                // The original loop's later elements would be refused after an end.
                if !state.withLock({ $0.synchronousInnerMayContinue() }) { return }
                element = following
            }
        }
        return true
    }
}
