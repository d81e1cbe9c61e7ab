// Platform layer: a stage's state in an object of its own, without Swift's dynamic
// exclusivity checks (the other form of `UncheckedStateOwner`, in UncheckedState.swift).

/// The mutable state of one operator stage of one subscription (a counter, a last
/// key, an accumulator), in place of a captured `var`.
///
/// Why not a captured `var`: Swift checks exclusive access to an escaping closure's
/// captured variables at run time, on every read and write (a thread-local lookup and
/// an access-set update: ~10 ns, twice per event for a stage like `scan`). Here the
/// engine's own rule is the exclusivity: one producer drives a stage's `next`, and its
/// events are serial (Docs/Semantics.md#serialization), so the dynamic check is switched off. Group a
/// stage's variables in one tuple or struct: one object per subscription, where each
/// captured `var` was a box of its own.
///
/// Locking rule: none; only the stage's serial producer touches `value`. A stage that
/// is reached from several producers keeps its state behind a `Locked` instead.
@usableFromInline
package final class StageState<Value> {
    @usableFromInline @exclusivity(unchecked) package var value: Value

    @inlinable package init(_ value: Value) { self.value = value }
}
