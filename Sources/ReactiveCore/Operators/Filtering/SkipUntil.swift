/// `skip(until: trigger)`: the source (subscribed first) and the trigger share a flag
/// that the trigger's first element sets; elements pass once it is set. A trigger error
/// ends the result; a source completion before the trigger fired releases both sides and
/// sends nothing, as Rx does.
extension Engine {
    /// Rx `skip(until:)`.
    @inlinable
    package func skip<Trigger>(until trigger: Observable<Trigger>) -> Observable<Element> {
        Observable.make(skipRun(until: trigger))
    }

    /// The `Run` of `skip`: what each of its subscriptions runs.
    @inlinable
    package func skipRun<Trigger>(until trigger: Observable<Trigger>) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            let open = OnceFlag()      // set once the trigger has fired
            let out = GatedSink(sink)   // the source and the trigger may race
            let sourceScope = scope.child()
            let triggerScope = scope.child()
            source.subscribeEngine(EventSink(next: { element in
                if open.isSet { out.next(element) }
            }, end: { termination in
                if case .completed = termination, !open.isSet {
                    // Rx ends silently here: release both sides, send nothing.
                    sourceScope.dispose()
                    triggerScope.dispose()
                    return
                }
                out.end(termination)
            }), sourceScope)
            trigger.subscribeEngine(EventSink(next: { _ in
                _ = open.set()
                triggerScope.dispose()
            }, end: { termination in
                triggerScope.dispose()
                if case .error = termination { out.end(termination) }
            }), triggerScope)
        }
    }
}
