/// `do`: runs the callbacks around each event, in Rx's order (`onSubscribe`, the
/// source's subscription, `onSubscribed`; `onNext`, the element, `afterNext`; `onError`
/// / `onCompleted`, the end, `afterError` / `afterCompleted`, then `onDispose`), with a
/// `DoDisposal` that releases the source and runs `onDispose` once. A callback that
/// throws ends the stage with its error (one thrown by an `after…` callback after the
/// end is dropped).
extension Engine {
    /// Rx `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`;
    /// RAC `-doNext:`, `-doError:`, `-doCompleted:`, `-initially:` (onSubscribe) and
    /// `-finally:` (onError + onCompleted, not on disposal: Docs/Semantics.md#finally-and-do).
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
        Observable.make(doRun(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The `Run` of `do`: what each of its subscriptions runs.
    @inlinable
    package func doRun(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            // Rx releases the source and runs `onDispose` only after the `after…`
            // callback (and after `onSubscribed` for a source that ends during the
            // subscription): the source gets its own scope, released through `disposal`.
            // Rx runs `onDispose` after the `after…` callback only when `do` is the last
            // stage before whoever releases the scope (it releases itself after its
            // callbacks); a stage further down releases it while the end is still
            // passing `do`, before the `after…` callback.
            let disposal = DoDisposal(onDispose, waitsForCallbacks: scope.releasesOutermostStage && scope.openRuns == 1)
            let upstream = disposal.upstream
            scope.onDispose(disposal.dispose)
            disposal.begin()
            defer { disposal.finish() }
            onSubscribe?()
            source.subscribeEngine(EventSink(next: { element in
                if upstream.isDisposed { return }
                do {
                    try onNext?(element)
                    next(element)
                    try afterNext?(element)
                } catch {
                    end(.error(error))
                }
            }, end: { termination in
                if upstream.isDisposed { return }
                disposal.begin()
                defer { disposal.finish() }
                // The stage upstream releases itself once the end has passed this stage
                // (before `finish`, which may run `onDispose`); during the subscription
                // the release waits for the upstream's run to return.
                defer { upstream.dispose() }
                do {
                    switch termination {
                    case .completed: try onCompleted?()
                    case .error(let error): try onError?(error)
                    }
                } catch {
                    return end(.error(error))
                }
                end(termination)
                switch termination {
                case .completed: try? afterCompleted?()
                case .error(let error): try? afterError?(error)
                }
            }), upstream)
            onSubscribed?()
        }
    }
}

/// Releases `do`'s source and runs its `onDispose`, once, when the subscription is
/// disposed; while `do` is subscribing or forwarding the end, the release waits until
/// it is done (Rx's order).
///
/// Locking rule: `state` (the running stretches and the phase) is kept in a `Locked`;
/// the release runs outside it.
@usableFromInline
package final class DoDisposal: @unchecked Sendable {
    @usableFromInline enum Phase { case live, requested, released }

    @usableFromInline let state = Locked((busy: 0, phase: Phase.live))
    @usableFromInline let action: (() -> Void)?
    /// The source's subscription.
    @usableFromInline let upstream = SubscriptionScope()

    /// Whether a disposal requested while an end passes `do` waits for its callbacks.
    @usableFromInline let waitsForCallbacks: Bool

    @inlinable init(_ action: (() -> Void)?, waitsForCallbacks: Bool) {
        self.action = action
        self.waitsForCallbacks = waitsForCallbacks
        upstream.releasesOutermostStage = false
    }

    /// Starts a stretch during which the release waits.
    @inlinable func begin() {
        state.withLock { $0.busy += 1 }
    }

    /// Ends it, and releases if disposal was requested meanwhile.
    @inlinable func finish() {
        let release = state.withLock { state -> Bool in
            state.busy -= 1
            guard state.busy == 0, state.phase == .requested else { return false }
            state.phase = .released
            return true
        }
        if release { self.release() }
    }

    /// Releases now, or when the running stretch ends.
    @inlinable func dispose() {
        let release = state.withLock { [waitsForCallbacks] state -> Bool in
            guard state.phase == .live else { return false }
            if state.busy > 0 && waitsForCallbacks { state.phase = .requested; return false }
            state.phase = .released
            return true
        }
        if release { self.release() }
    }

    @inlinable func release() {
        upstream.dispose()
        action?()
    }
}
