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
            let next = sink.next, end = sink.end
            let open = EndGate()      // set once the trigger has fired
            let gate = EndGate()      // one end between source and trigger
            let sourceScope = scope.child()
            let triggerScope = scope.child()
            source.subscribeEngine(EventSink(next: { element in
                if open.isClosed && !gate.isClosed { next(element) }
            }, end: { termination in
                if case .completed = termination, !open.isClosed {
                    // Rx ends silently here: release both sides, send nothing.
                    _ = gate.close()
                    sourceScope.dispose()
                    triggerScope.dispose()
                    return
                }
                if gate.close() { end(termination) }
            }), sourceScope)
            trigger.subscribeEngine(EventSink(next: { _ in
                _ = open.close()
                triggerScope.dispose()
            }, end: { termination in
                triggerScope.dispose()
                if case .error = termination, gate.close() { end(termination) }
            }), triggerScope)
        }
    }
}
