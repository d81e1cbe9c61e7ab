import Foundation

// Naming and logging signals, for debugging. RACBridge operators do not name the
// signals they return (RAC names every one, and only keeps the names when the
// RAC_DEBUG_SIGNAL_NAMES environment variable is set); a name you set is always kept,
// and the `log…` operators carry it over to the signal they return.

extension RACSignal {
    /// The signal's name, for debugging: empty until set. The `log…` operators print
    /// it. Safe to read and set from any thread.
    ///
    /// RAC: `name` (on `RACStream`).
    public var name: String {
        get { nameLock.withLock { nameValue } }
        set { nameLock.withLock { nameValue = newValue } }
    }

    /// Sets `name` to `format` filled with `arguments` (`String(format:)` rules, so
    /// `%@` takes objects and strings, `%d` integers), and returns the signal, for
    /// chaining: `signal.setName(withFormat: "[%@] -search", query)`.
    ///
    /// - Parameters:
    ///   - format: a `String(format:)` format string.
    ///   - arguments: the values its placeholders take, in order.
    /// - Returns: this signal, named.
    ///
    /// RAC: `-setNameWithFormat:` (a C-variadic method Swift cannot import; RAC applies it
    /// only when `RAC_DEBUG_SIGNAL_NAMES` is set, RACBridge always).
    @discardableResult
    public func setName(withFormat format: String, _ arguments: any CVarArg...) -> Self {
        name = String(format: format, arguments: arguments)
        return self
    }

    /// Logs each value as `<signal> next: value` (the signal's `description`, which
    /// includes its name at that moment), then forwards it. The result keeps this signal's name.
    ///
    /// - Returns: a signal that sends what this one sends, logging each value.
    ///
    /// RAC: `-logNext`. Rx: `debug(_:)`.
    public func logNext() -> RACSignal<Value> {
        named(RACSignal.stage(engine.doRun(onNext: { [self] in RACLog.write("\(self) next: \($0)") })))
    }

    /// Logs an error as `<signal> error: error`, then forwards it. The result keeps this
    /// signal's name.
    ///
    /// - Returns: a signal that sends what this one sends, logging an error.
    ///
    /// RAC: `-logError`. Rx: `debug(_:)`.
    public func logError() -> RACSignal<Value> {
        named(RACSignal.stage(engine.doRun(onError: { [self] in RACLog.write("\(self) error: \($0)") })))
    }

    /// Logs the completion as `<signal> completed`, then forwards it. The result keeps
    /// this signal's name.
    ///
    /// - Returns: a signal that sends what this one sends, logging the completion.
    ///
    /// RAC: `-logCompleted`. Rx: `debug(_:)`.
    public func logCompleted() -> RACSignal<Value> {
        named(RACSignal.stage(engine.doRun(onCompleted: { [self] in RACLog.write("\(self) completed") })))
    }

    /// `logNext()`, `logError()` and `logCompleted()` together: every event is logged.
    ///
    /// - Returns: a signal that sends what this one sends, logging every event.
    ///
    /// RAC: `-logAll`. Rx: `debug(_:)`.
    public func logAll() -> RACSignal<Value> {
        logNext().logError().logCompleted()
    }

    /// `signal` with this signal's name.
    private func named(_ signal: RACSignal<Value>) -> RACSignal<Value> {
        signal.name = name
        return signal
    }
}

/// Where the `log…` operators write: standard error through `NSLog` (a timestamp and
/// the process, then the line), as RAC does. Tests swap the writer to read the lines.
///
/// Locking rule: `writer` is read and replaced under its lock; it is called outside it.
package enum RACLog {
    private static let writer = Locked<@Sendable (String) -> Void>({ line in NSLog(line.replacingOccurrences(of: "%", with: "%%")) })

    /// Writes `line`.
    package static func write(_ line: String) {
        let write = writer.withLock { $0 }
        write(line)
    }

    /// Sends the lines to `newWriter` until the next call; returns the previous writer.
    @discardableResult
    package static func redirect(to newWriter: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        writer.withLock { writer in
            let old = writer
            writer = newWriter
            return old
        }
    }
}
