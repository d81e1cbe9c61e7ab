/// `take(until: trigger)`: the trigger (subscribed first) ends the source's elements
/// with a completion when it sends an element.
///
/// How the trigger's own end counts is the one difference between the dialects
/// (`TakeUntilRule`, Docs/Semantics.md#take-until):
/// - `.rx`: trigger completion only releases the trigger (the source goes on); a
///   trigger error ends the sequence with it.
/// - `.rac`: trigger completion completes the sequence too (and if it completes during
///   subscription the source is never subscribed); a trigger error is ignored.
extension Engine {
    /// Rx `take(until:)` (`.rx`), RAC `-takeUntil:` (`.rac`).
    @inlinable
    package func take<Trigger>(until trigger: Observable<Trigger>, rule: TakeUntilRule = .rx) -> Observable<Element> {
        Observable.make(takeRun(until: trigger, rule: rule))
    }

    /// The `Run` of `take`: what each of its subscriptions runs.
    @inlinable
    package func takeRun<Trigger>(until trigger: Observable<Trigger>, rule: TakeUntilRule = .rx) -> Run<Element> {
        let source = self.source
        return { sink, scope in
            // The trigger and the source may run on different threads.
            let out = GatedSink(sink)
            let finish = out.end
            // The scope registered first is released first: Rx releases the source
            // before the trigger, though the trigger is subscribed first; RAC releases
            // the trigger first (ReactiveObjC's order, seen in the differential run).
            let sourceScope: SubscriptionScope, triggerScope: SubscriptionScope
            if rule == .rac {
                (triggerScope, sourceScope) = (scope.child(), scope.child())
            } else {
                (sourceScope, triggerScope) = (scope.child(), scope.child())
            }
            trigger.subscribeEngine(EventSink(next: { _ in
                finish(.completed)
                triggerScope.dispose()
            }, end: { termination in
                switch (termination, rule) {
                case (.completed, .rac): finish(.completed)
                case (.error(let error), .rx): finish(.error(error))
                case (.completed, .rx), (.error, .rac): break
                }
                triggerScope.dispose()
            }), triggerScope)
            if rule == .rac && out.isEnded { return }
            source.subscribeEngine(EventSink(next: out.next, end: finish), sourceScope)
        }
    }
}

/// How `take(until:)` treats the end of its trigger (Docs/Semantics.md#take-until).
@usableFromInline
package enum TakeUntilRule: Sendable {
    /// Rx: trigger completion is ignored, a trigger error is forwarded.
    case rx
    /// RAC: trigger completion completes, a trigger error is ignored.
    case rac
}
