/// `do`: runs side effects around each event and around the subscription, without
/// changing the events. A throwing callback ends the sequence with its error.
///
/// Order per event: `onNext(x)`, `x` forwarded, `afterNext(x)` (the same for error and
/// completed). `onSubscribe` runs before the upstream subscription, `onSubscribed` after
/// it, `onDispose` after the upstream is released (on disposal or after the end). When
/// the subscriber releases the subscription while the end is being forwarded (as every
/// closure subscriber does), `onDispose` waits until `afterError` / `afterCompleted`
/// has run, as in Rx where a `do` stage releases itself after its after-callbacks.
extension Engine {
    /// Rx `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`,
    /// RAC `-doNext:` / `-doError:` / `-doCompleted:` / `-initially:`.
    @inlinable
    package func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
            // Only the end path and disposal touch this (not the element path).
            let ending = onDispose.map { DoDisposeAfterEnd($0) }
            onSubscribe?()
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                do {
                    try onNext?(element)
                    next(element)
                    try afterNext?(element)
                } catch {
                    end(.error(error))
                }
            }, end: { termination in
                if scope.isDisposed { return }
                ending?.beginEnd()
                defer { ending?.finishEnd() }
                do {
                    switch termination {
                    case .error(let error):
                        try onError?(error)
                        end(termination)
                        try afterError?(error)
                    case .completed:
                        try onCompleted?()
                        end(termination)
                        try afterCompleted?()
                    }
                } catch {
                    // After the end was forwarded the subscriber drops this second end.
                    end(.error(error))
                }
            }), scope)
            onSubscribed?()
            if let ending { scope.onDispose(ending.dispose) }
        }
    }
}

/// Runs a `do` stage's `onDispose` once, postponed while the stage is forwarding its end.
///
/// Locking rule: `state` is reached only under its lock; `onDispose` runs outside it.
@usableFromInline
package final class DoDisposeAfterEnd: @unchecked Sendable {
    @usableFromInline enum State { case idle, ending, endingDisposed, done }

    @usableFromInline let state = Locked(State.idle)
    @usableFromInline let onDispose: () -> Void

    @inlinable package init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }

    /// The end is being forwarded: a disposal meanwhile waits for `finishEnd`.
    @inlinable package func beginEnd() {
        state.withLock { if $0 == .idle { $0 = .ending } }
    }

    /// The end and its after-callbacks are done: run a postponed `onDispose`.
    @inlinable package func finishEnd() {
        let run = state.withLock { state -> Bool in
            switch state {
            case .ending: state = .idle; return false
            case .endingDisposed: state = .done; return true
            case .idle, .done: return false
            }
        }
        if run { onDispose() }
    }

    /// The subscription was released: run `onDispose` now, or after the end.
    @inlinable package func dispose() {
        let run = state.withLock { state -> Bool in
            switch state {
            case .idle: state = .done; return true
            case .ending: state = .endingDisposed; return false
            case .endingDisposed, .done: return false
            }
        }
        if run { onDispose() }
    }
}
