/// `then`: ignores the source's elements and, when it completes, subscribes to the
/// sequence `next` returns. An error of the source ends the sequence at once.
///
/// `--1--|` then `-a-b-|` gives `-------a-b-|` (the second is subscribed at the
/// first's completion; its subscription window starts there).
extension Engine {
    /// Rx `Completable.andThen(_:)`, RAC `-then:`.
    @inlinable
    package func then<Result>(_ next: @escaping () -> Observable<Result>) -> Observable<Result> {
        let source = self.source
        return Observable.make { sink, scope in
            // The source gets its own scope so its subscription ends at its completion.
            let first = scope.child()
            source.subscribeEngine(EventSink(next: { _ in }, end: { termination in
                guard case .completed = termination else { return sink.end(termination) }
                first.dispose()
                if scope.isDisposed { return }
                next().subscribeEngine(sink, scope)
            }), first)
        }
    }
}
