/// `do`: runs side effects around each event and around the subscription, without
/// changing the events. A throwing callback ends the sequence with its error.
///
/// Order per event: `onNext(x)`, `x` forwarded, `afterNext(x)` (the same for error and
/// completed). `onSubscribe` runs before the upstream subscription, `onSubscribed` after
/// it, `onDispose` after the upstream is released (on disposal or after the end).
extension Engine {
    /// Rx `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`,
    /// RAC `-doNext:` / `-doError:` / `-doCompleted:` / `-initially:`.
    @inlinable
    package func `do`(
        onNext: ((Element) throws -> Void)?,
        afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?,
        afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?,
        afterCompleted: (() throws -> Void)?,
        onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
            let next = sink.next, end = sink.end
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
            if let onDispose { scope.onDispose(onDispose) }
        }
    }
}
