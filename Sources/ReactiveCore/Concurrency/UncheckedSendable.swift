/// Carries a value across a `Sendable` boundary where the engine guarantees, by its own
/// rules, that it is not used from two threads at once.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package var value: Value
    @inlinable package init(_ value: Value) { self.value = value }
}
