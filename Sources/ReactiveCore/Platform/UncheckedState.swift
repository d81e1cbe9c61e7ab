// Platform layer: state that Swift does not check for exclusive access at run time.
//
// Swift checks every read and write of a class's `var` (and of a captured `var`) at run
// time for overlapping access: a thread-local lookup and an access-set update, ~10 ns,
// more than a short step of the engine. Where the engine's own rule already makes access
// exclusive (a lock held, one thread, one serial producer), the check only costs. The
// compiler's way to switch it off, `@exclusivity(unchecked)`, is written here only:
// every other engine file stores such state in one of the two types below and states its
// rule next to it. `PlatformLayerTests` fails when the attribute appears elsewhere.

/// An object whose `uncheckedState` skips Swift's dynamic exclusivity checks: the base
/// class of an engine object whose mutable state a rule of its own makes exclusive.
///
/// Inherit from it with the state struct as `State` (`SubscriptionScope`, `Trampoline`,
/// the subject hubs): the state is stored inline in the object, so it costs no
/// allocation and no indirection; a specialized access is one field offset, as for a
/// property of the subclass itself. The subclass documents the rule that makes its
/// accesses exclusive (its lock, its thread); breaking it is a data race that Swift no
/// longer reports, so keep every access short and never hold one across a call out.
///
/// Make `State` a struct (or a plain value type), never a closure or an optional closure:
/// a closure stored as a generic parameter is kept in its most general form and
/// converted, allocating a context, on every read and write; as a field of a struct it
/// is stored as it is.
///
/// For state that needs an object of its own (a stage's captured variables), use
/// `StageState`.
@usableFromInline
package class UncheckedStateOwner<State> {
    /// The state; exclusive by the subclass's rule, not checked at run time.
    @usableFromInline @exclusivity(unchecked) package final var uncheckedState: State

    /// An object holding `state`.
    @inlinable package init(uncheckedState state: State) { uncheckedState = state }
}
