/// An action that runs at most once, whoever calls it first (an `onDisposed` callback
/// reached both by termination and by disposal).
@usableFromInline
package final class OnceAction: @unchecked Sendable {
    @usableFromInline let done = AtomicFlag()
    @usableFromInline let action: () -> Void

    @inlinable package init(_ action: @escaping () -> Void) { self.action = action }

    /// Runs the action if it has not run yet.
    @inlinable package func run() {
        if done.set() { action() }
    }
}
