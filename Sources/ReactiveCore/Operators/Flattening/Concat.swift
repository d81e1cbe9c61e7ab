/// `concat` over a sequence of sources: a `ConcatCore` (deciding with a
/// `ConcatStateMachine`) takes the sources lazily, one per step, and subscribes each
/// after the previous one completed. A source that completes while it is being
/// subscribed does not subscribe the next one from inside its own subscription: the next
/// step runs when the current one returns (Rx's tail-recursive loop), so long chains of
/// synchronous sources use no stack and keep Rx's order relative to other trampolined
/// work.
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

/// The owner of a `ConcatStateMachine`: runs the step loop the machine grants it, pulls
/// the sources from the iterator and subscribes them.
///
/// Locking rule: `state` guards the machine (the loop's ownership, the current and the
/// finished source's scopes, the last error). The iterator is touched only by the
/// loop's owner (the caller `requestStep()` answered `.runStep`). The iterator,
/// subscription, disposal and the sink are called outside the lock.
@usableFromInline
package final class ConcatCore<Sources: IteratorProtocol, Element>: @unchecked Sendable where Sources.Element == Observable<Element> {
    @usableFromInline let state: Locked<ConcatStateMachine>
    @usableFromInline var sources: Sources
    @usableFromInline let sink: EventSink<Element>

    /// - Parameter advancesOnError: `false`: `concat` (a completion moves on, an error
    ///   ends the result). `true`: `catch(sequence:)` (an error moves on, a completion
    ///   ends the result; when the sources run out, the last error ends it).
    @inlinable
    init(_ sources: Sources, _ sink: EventSink<Element>, advancesOnError: Bool = false) {
        self.sources = sources
        self.sink = sink
        self.state = Locked(ConcatStateMachine(advancesOnError: advancesOnError))
    }

    /// Requests the next step; runs it (and any requested meanwhile) unless another
    /// call is already running the loop.
    @inlinable
    func moveNext() {
        var action = state.withLock { $0.requestStep() }
        while case .runStep = action {
            step()
            action = state.withLock { $0.stepFinished() }
        }
    }

    @inlinable
    func step() {
        // A source that completed is released before the next one is subscribed; the
        // last one after the completion is forwarded (RxSwift's order).
        let source: Observable<Element>
        switch state.withLock({ $0.beginStep() }) {
        case .stop(let finished):
            finished?.dispose()
            return
        case .pullNextSource(let finished):
            guard let next = sources.next() else {
                sink.end(state.withLock { $0.sourcesExhausted() })
                finished?.dispose()
                return
            }
            source = next
            finished?.dispose()
        }
        let scope = SubscriptionScope()
        // Rx disposes a finished source as it moves to the next one.
        scope.releasesOutermostStage = false
        guard state.withLock({ $0.subscribing(scope) }) else { return }
        let sink = self.sink
        source.subscribeEngine(EventSink(next: { element in
            if !scope.isDisposed { sink.next(element) }
        }, end: { [self] termination in
            if scope.isDisposed { return }
            let action: ConcatStateMachine.SourceEndAction
            switch termination {
            case .completed: action = state.withLock { $0.sourceCompleted(scope) }
            case .error(let error): action = state.withLock { $0.sourceFailed(scope, error) }
            }
            switch action {
            case .moveToNextSource:
                moveNext()
                state.withLock { $0.releaseIfStillFinished(scope) }?.dispose()
            case .forwardEnd:
                sink.end(termination)
                scope.dispose()
            }
        }), scope)
    }

    @inlinable
    func disposeAll() {
        state.withLock { $0.dispose() }?.dispose()
    }
}
