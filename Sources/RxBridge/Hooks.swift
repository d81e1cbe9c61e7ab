import Foundation

/// Global hooks of the Rx facade.
///
/// Rx: `Hooks`. RAC has none: an error without an error block is dropped (Docs/Semantics.md#unhandled-errors).
public enum Hooks {
    /// Receives an error that reached a subscription without an `onError` callback.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Captures the call stack of a subscription, for unhandled-error reports.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let storage = HookStorage()

    /// Whether subscriptions capture their call stack for unhandled-error reports
    /// (default: false; capturing is slow).
    ///
    /// Rx: `Hooks.recordCallStackOnError`.
    public static var recordCallStackOnError: Bool {
        get { storage.recordsCallStack.load(ordering: .acquiring) != 0 }
        set { storage.recordsCallStack.store(newValue ? 1 : 0, ordering: .releasing) }
    }

    /// Called once for each error that reaches a subscription without `onError`. The
    /// default prints the error in debug builds and does nothing in release builds.
    ///
    /// Rx: `Hooks.defaultErrorHandler`.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.defaultErrorHandler } }
        set { storage.lock.withLock { storage.defaultErrorHandler = newValue } }
    }

    /// Produces the call stack recorded at subscription when `recordCallStackOnError`
    /// is set. The default returns `Thread.callStackSymbols`.
    ///
    /// Rx: `Hooks.customCaptureSubscriptionCallstack`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.customCaptureSubscriptionCallstack } }
        set { storage.lock.withLock { storage.customCaptureSubscriptionCallstack = newValue } }
    }

    /// The handler for an error that no `onError` handles, capturing the call stack now
    /// if requested.
    @usableFromInline
    static func unhandledErrorHandler() -> (Swift.Error) -> Void {
        // Without a recorded call stack the closure captures nothing, so it costs no
        // allocation per subscription.
        guard recordCallStackOnError else { return { error in defaultErrorHandler([], error) } }
        let callStack = customCaptureSubscriptionCallstack()
        return { error in defaultErrorHandler(callStack, error) }
    }
}

/// The mutable state behind `Hooks`. Locking rule: `lock` guards the two closures;
/// `recordsCallStack` is atomic, because every subscription without `onError` reads it.
private final class HookStorage: @unchecked Sendable {
    let lock = Lock()
    /// 1 when `Hooks.recordCallStackOnError` is set.
    let recordsCallStack = AtomicWord(0)
    var defaultErrorHandler: Hooks.DefaultErrorHandler = { subscriptionCallStack, error in
        #if DEBUG
        let stack = subscriptionCallStack.isEmpty ? "" : "\n subscription called from:\n\(subscriptionCallStack.joined(separator: "\n"))"
        print("Unhandled error happened: \(error)\(stack)")
        #endif
    }
    var customCaptureSubscriptionCallstack: Hooks.CustomCaptureSubscriptionCallstack = {
        Thread.callStackSymbols
    }
}
