/// `skip(until: trigger)`: drops the source's elements until the trigger sends one,
/// then passes everything. The source is subscribed first.
///
/// A trigger error ends the sequence with it; trigger completion only releases the
/// trigger. If the source completes before the trigger fired, both subscriptions are
/// released and nothing is sent (as in Rx).
extension Engine {
    /// Rx `skip(until:)`.
    @inlinable
    package func skip<Trigger>(until trigger: Observable<Trigger>) -> Observable<Element> {
        let source = self.source
        return Observable.make { sink, scope in
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
