/// `then`: one stage that drops the source's elements and, at its completion,
/// subscribes the sequence `next()` returns (made then).
extension Engine {
    /// RAC `-then:`, Rx `Completable.andThen(_:)`.
    @inlinable
    package func then<Result>(_ next: @escaping () -> Observable<Result>) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            let first = scope.child()
            source.subscribeEngine(EventSink(next: { _ in }, end: { termination in
                switch termination {
                case .error(let error):
                    sink.end(.error(error))
                case .completed:
                    first.dispose()
                    if scope.isDisposed { return }
                    next().subscribeEngine(sink, scope)
                }
            }), first)
        }
    }
}
