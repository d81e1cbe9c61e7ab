/// `debug`: reports the subscription, every event and the disposal to `log` as the
/// texts `subscribed`, `Event next(1)`, `Event completed`, `isDisposed`; with
/// `trimOutput`, an event text longer than 40 characters keeps its first and last 20
/// around `...`. The facade adds the timestamp and the identifier.
extension Engine {
    /// Rx `debug(_:trimOutput:file:line:function:)`.
    @inlinable
    package func debug(trimOutput: Bool, log: @escaping (String) -> Void) -> Observable<Element> {
        Observable.make(debugRun(trimOutput: trimOutput, log: log))
    }

    /// The `Run` of `debug`: what each of its subscriptions runs.
    @inlinable
    package func debugRun(trimOutput: Bool, log: @escaping (String) -> Void) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let next = sink.next, end = sink.end
            log("subscribed")
            // Registered before the source, so it is reported before the source is released.
            scope.onDispose { log("isDisposed") }
            let report: (Event<Element>) -> Void = { event in
                let text = "\(event)"
                let maxLength = 40
                if trimOutput && text.count > maxLength {
                    log("Event \(text.prefix(maxLength / 2))...\(text.suffix(maxLength / 2))")
                } else {
                    log("Event \(text)")
                }
            }
            source.subscribeEngine(EventSink(next: { element in
                if scope.isDisposed { return }
                report(.next(element))
                next(element)
            }, end: { termination in
                if scope.isDisposed { return }
                report(termination.event())
                end(termination)
            }), scope)
        }
    }
}
