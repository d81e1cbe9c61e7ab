/// Holds one replaceable disposable: setting a new one disposes the previous one.
/// Once disposed, whatever is set later is disposed at once.
///
/// Rx: `SerialDisposable`. RAC: `RACSerialDisposable`.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Locking rule: `lock` guards `current` and `disposed`; replaced values are disposed outside it.
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// An empty serial disposable.
    public override init() {}

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current disposable. Setting it disposes the previous one (or the new one,
    /// if this serial disposable is already disposed).
    public var disposable: Disposable {
        get { lock.withLock { current ?? Disposables.create() } }
        set {
            let toDispose = lock.withLock { () -> Disposable? in
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        let toDispose = lock.withLock { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        toDispose?.dispose()
    }
}
