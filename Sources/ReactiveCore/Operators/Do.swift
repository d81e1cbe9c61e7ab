/// `do`: runs side effects around each event without changing the sequence.
///
/// Order, as in Rx: `onSubscribe`, (the source is subscribed), `onSubscribed`; for each
/// element `onNext`, the element goes downstream, `afterNext`; at the end `onError` /
/// `onCompleted`, the end goes downstream, `afterError` / `afterCompleted`, then
/// `onDispose`. `onDispose` runs once, on disposal or after the end, after the source
/// is released. A callback that throws ends the sequence with its error (an `after…`
/// callback that throws after the end has nowhere to send it: it is dropped).
extension Engine {
    /// Rx `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`;
    /// RAC `-doNext:`, `-doError:`, `-doCompleted:`, `-initially:` (onSubscribe) and
    /// `-finally:` (onError + onCompleted, not on disposal: P27).
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
            let disposal = onDispose.map(DoDisposal.init)
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
                // Downstream disposes the scope while handling the end; `onDispose`
                // waits until the `after…` callback has run.
                disposal?.beginEnd()
                defer { disposal?.finishEnd() }
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
            }), scope)
            onSubscribed?()
            if let disposal { scope.onDispose(disposal.dispose) }
        }
    }
}

/// Runs `do`'s `onDispose` once: at disposal, or, when disposal happens while the end
/// is being forwarded, right after the `after…` callback. Locking rule: `lock` guards
/// `phase`; the action runs outside it.
@usableFromInline
package final class DoDisposal: @unchecked Sendable {
    @usableFromInline enum Phase { case idle, ending, disposedWhileEnding, done }

    @usableFromInline let lock = Lock()
    @usableFromInline var phase = Phase.idle
    @usableFromInline let action: () -> Void

    @inlinable init(_ action: @escaping () -> Void) { self.action = action }

    @inlinable func beginEnd() {
        lock.withLock { if phase == .idle { phase = .ending } }
    }

    @inlinable func finishEnd() {
        let run = lock.withLock { () -> Bool in
            switch phase {
            case .disposedWhileEnding: phase = .done; return true
            case .ending: phase = .idle; return false
            case .idle, .done: return false
            }
        }
        if run { action() }
    }

    @inlinable func dispose() {
        let run = lock.withLock { () -> Bool in
            switch phase {
            case .idle: phase = .done; return true
            case .ending: phase = .disposedWhileEnding; return false
            case .disposedWhileEnding, .done: return false
            }
        }
        if run { action() }
    }
}
