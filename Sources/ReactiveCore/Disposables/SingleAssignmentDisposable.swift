/// Holds a disposable that is set exactly once. Disposing before it is set disposes it
/// as soon as it is set.
///
/// Rx: `SingleAssignmentDisposable`.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Locking rule: `lock` guards `state`; the held disposable is disposed outside it.
    private enum State {
        case empty
        case assigned(Disposable)
        case disposed
    }
    private let lock = Lock()
    private var state = State.empty
    private var wasAssigned = false

    /// An empty single-assignment disposable.
    public override init() {}

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        lock.withLock { if case .disposed = state { return true } else { return false } }
    }

    /// Sets the disposable. Setting it twice is a programming error.
    ///
    /// - Parameter disposable: The disposable to hold; disposed at once if this was disposed
    ///   already. Calling `setDisposable` a second time stops the program.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = lock.withLock { () -> Bool in
            precondition(!wasAssigned, "SingleAssignmentDisposable.setDisposable: the disposable was already set")
            wasAssigned = true
            if case .disposed = state { return true }
            state = .assigned(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the held disposable (now, or when it is set).
    public func dispose() {
        let held = lock.withLock { () -> Disposable? in
            defer { state = .disposed }
            if case .assigned(let disposable) = state { return disposable }
            return nil
        }
        held?.dispose()
    }
}
