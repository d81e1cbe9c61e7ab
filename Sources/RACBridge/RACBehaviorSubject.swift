/// A subject with a current value, which each new subscriber receives first.
///
/// It keeps no stopped state (Docs/Semantics.md#subjects-after-termination): a subscriber that arrives after the end
/// gets the current value and no completion, and later values still reach it.
/// Subscribing goes through the subscription scheduler, as for `RACReplaySubject`.
///
/// RAC: `RACBehaviorSubject`. Rx: `BehaviorSubject` (a late subscriber gets only the end).
public final class RACBehaviorSubject<Value>: RACSubject<Value>, @unchecked Sendable {
    /// A subject whose current value is `defaultValue`.
    ///
    /// - Parameter defaultValue: the value a subscriber receives first until the subject
    ///   is sent another one.
    ///
    /// RAC: `+behaviorSubjectWithDefaultValue:`.
    @inlinable
    public init(defaultValue: Value) {
        super.init(hub: SerialBehaviorHub(value: defaultValue))
    }
}

extension RACBehaviorSubject where Value: ExpressibleByNilLiteral {
    /// A subject whose current value is nil.
    ///
    /// RAC: `+subject` on `RACBehaviorSubject`.
    public convenience init() {
        self.init(defaultValue: nil)
    }
}
