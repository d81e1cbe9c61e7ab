/// The compile-time switch over the engine's fast paths.
///
/// A fast path is a shortcut that gives the same events as the general path, only
/// cheaper: `flatMap` delivering a `just` inner without subscribing it, a sequence
/// source looping on the stack while the trampoline is free, a finished inner's scope
/// serving the next inner. Each one tests `FastPaths.enabled` where it branches off,
/// so building with `-Xswiftc -DREACTIVEBRIDGE_NO_FAST_PATHS` turns all of them off
/// together, and CI runs the stress, parity and generated-parity suites that way too:
/// whatever a fast path changes, those runs see as a difference.
///
/// `enabled` is a constant, so the optimizer removes the branch that cannot run.
@usableFromInline
package enum FastPaths {
    /// Whether the engine takes its fast paths: `false` only in a build with
    /// `REACTIVEBRIDGE_NO_FAST_PATHS` defined.
    @inlinable
    package static var enabled: Bool {
        #if REACTIVEBRIDGE_NO_FAST_PATHS
        return false
        #else
        return true
        #endif
    }
}
