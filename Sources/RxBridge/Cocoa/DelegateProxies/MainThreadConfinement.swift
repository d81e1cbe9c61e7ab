// How the UIKit glue runs main-actor code from the proxies' and binders' nonisolated
// code, which runs on the main thread by their own rule (UIKit calls delegates there;
// bindings deliver through `MainScheduler`).

/// Runs `body` with `value` as main-actor code, from code that is already on the main
/// thread (checked at run time: off the main thread this stops with `MainActor`'s message).
/// `value` (a view, a data source, an event) is confined to the main thread by the
/// caller's rule, which the compiler cannot see, so it is handed over unchecked.
///
/// - Parameters:
///   - value: What `body` works on.
///   - body: The main-actor code.
/// - Returns: What `body` returns.
package func onMainThread<Value, Result: Sendable>(_ value: Value, _ body: @MainActor (Value) throws -> Result) rethrows -> Result {
    let handed = UncheckedSendable(value)
    return try MainActor.assumeIsolated { try body(handed.value) }
}
