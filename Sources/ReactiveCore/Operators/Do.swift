/// `do`: runs side effects at each event of the sequence, without changing it. A
/// thrown error ends the sequence with that error.
///
/// `on*` run before the event is forwarded, `after*` after it. `onDispose` runs once,
/// when the subscription ends (by a terminal event or by disposal).
extension Engine {
    /// Rx `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`;
    /// RAC `-doNext:`, `-doError:`, `-doCompleted:`, `-finally:` (which does not run on
    /// disposal: pass nil `onDispose`).
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
            onSubscribe?()
            if let onDispose { scope.onDispose(OnceAction(onDispose).run) }
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
                do {
                    switch termination {
                    case .completed:
                        try onCompleted?()
                        end(termination)
                        try afterCompleted?()
                    case .error(let error):
                        try onError?(error)
                        end(termination)
                        try afterError?(error)
                    }
                } catch {
                    end(.error(error))
                }
            }), scope)
            onSubscribed?()
        }
    }
}
