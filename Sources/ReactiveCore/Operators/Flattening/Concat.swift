/// `concat` over a sequence of sources: a `ConcatCore` takes the sources lazily, one
/// per step, and subscribes each after the previous one completed. A source that
/// completes while it is being subscribed does not subscribe the next one from inside
/// its own subscription: the next step runs when the current one returns (Rx's
/// tail-recursive loop), so long chains of synchronous sources use no stack and keep
/// Rx's order relative to other trampolined work.
extension Engine {
    /// Rx `Observable.concat(_:)`, `concat(_:)` (instance). RAC `-concat:`, `+concat:`.
    @inlinable
    package static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        Observable.make { sink, scope in
            let core = ConcatCore(sources.makeIterator(), sink)
            scope.onDispose(core.disposeAll)
            core.moveNext()
        }
    }
}

/// The loop behind `Engine.concat`.
///
/// Locking rule: `state` guards the step loop's ownership (whoever set `isRunning`
/// runs the steps; a request made meanwhile sets `hasPendingStep` and returns) and the
/// current source's scope. The iterator is touched only by the loop's owner. The
/// iterator, subscription, disposal and the sink are called outside the lock.
@usableFromInline
package final class ConcatCore<Sources: IteratorProtocol, Element>: @unchecked Sendable where Sources.Element == Observable<Element> {
    @usableFromInline
    struct State {
        @usableFromInline var isRunning = false
        @usableFromInline var hasPendingStep = false
        @usableFromInline var isDisposed = false
        @usableFromInline var current: SubscriptionScope?
        /// A source that completed, released by the next step (see `step`).
        @usableFromInline var finished: SubscriptionScope?
        /// The error of the last source, kept in `catch(sequence:)` mode.
        @usableFromInline var lastError: Swift.Error?

        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline var sources: Sources
    @usableFromInline let sink: EventSink<Element>
    /// `false`: `concat` (a completion moves on, an error ends the result). `true`:
    /// `catch(sequence:)` (an error moves on, a completion ends the result; when the
    /// sources run out, the last error ends it).
    @usableFromInline let advancesOnError: Bool

    @inlinable
    init(_ sources: Sources, _ sink: EventSink<Element>, advancesOnError: Bool = false) {
        self.sources = sources
        self.sink = sink
        self.advancesOnError = advancesOnError
    }

    /// Requests the next step; runs it (and any requested meanwhile) unless another
    /// call is already running the loop.
    @inlinable
    func moveNext() {
        let owns = state.withLock { state -> Bool in
            if state.isRunning {
                state.hasPendingStep = true
                return false
            }
            state.isRunning = true
            return true
        }
        guard owns else { return }
        repeat {
            step()
        } while state.withLock { state -> Bool in
            if state.hasPendingStep {
                state.hasPendingStep = false
                return true
            }
            state.isRunning = false
            return false
        }
    }

    @inlinable
    func step() {
        // A source that completed is released before the next one is subscribed; the
        // last one after the completion is forwarded (RxSwift's order).
        let (isDisposed, finished) = state.withLock { state -> (Bool, SubscriptionScope?) in
            defer { state.finished = nil }
            return (state.isDisposed, state.finished)
        }
        if isDisposed {
            finished?.dispose()
            return
        }
        guard let source = sources.next() else {
            if let error = state.withLock({ $0.lastError }) { sink.end(.error(error)) } else { sink.completed() }
            finished?.dispose()
            return
        }
        finished?.dispose()
        let scope = SubscriptionScope()
        // Rx disposes a finished source as it moves to the next one.
        scope.releasesOutermostStage = false
        let accepted = state.withLock { state -> Bool in
            if state.isDisposed { return false }
            state.current = scope
            return true
        }
        guard accepted else { return }
        let sink = self.sink
        source.subscribeEngine(EventSink(next: { element in
            if !scope.isDisposed { sink.next(element) }
        }, end: { [self] termination in
            if scope.isDisposed { return }
            let advances: Bool
            switch termination {
            case .error(let error):
                advances = advancesOnError
                if advances { state.withLock { $0.lastError = error } }
            case .completed:
                advances = !advancesOnError
            }
            if advances {
                state.withLock { $0.finished = scope }
                moveNext()
                // Not taken: the step waits for the one still subscribing this source
                // (it completed while being subscribed), so it is released now, before
                // that step runs, as RxSwift's queued step finds it.
                let pending = state.withLock { state -> SubscriptionScope? in
                    guard state.finished === scope else { return nil }
                    state.finished = nil
                    return scope
                }
                pending?.dispose()
            } else {
                sink.end(termination)
                scope.dispose()
            }
        }), scope)
    }

    @inlinable
    func disposeAll() {
        let current = state.withLock { state -> SubscriptionScope? in
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
