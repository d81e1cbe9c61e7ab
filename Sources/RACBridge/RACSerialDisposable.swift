/// Holds one replaceable disposable; disposing it disposes the one held then, and
/// anything set later is disposed at once.
///
/// Unlike Rx's `SerialDisposable`, replacing the held disposable does **not** dispose
/// the previous one: `swapIn(_:)` hands it back to the caller (RAC's rule).
///
/// RAC: `RACSerialDisposable`. Rx: `SerialDisposable` (which disposes on replace).
public final class RACSerialDisposable: RACDisposable, @unchecked Sendable {
    // Locking rule: `lock` guards `state`; disposables are disposed outside it.
    private enum State {
        case holding(RACDisposable?)
        case disposed
    }
    private let lock = Lock()
    private var state = State.holding(nil)

    /// A serial disposable holding `disposable`.
    ///
    /// - Parameter disposable: The disposable held at first (nil: none).
    ///
    /// RAC: `+serialDisposableWithDisposable:`.
    public init(disposable: RACDisposable?) {
        state = .holding(disposable)
        super.init()
    }

    /// An empty serial disposable.
    public override init() {
        super.init()
    }

    /// A serial disposable holding a disposable that runs `block`.
    ///
    /// - Parameter block: Runs once, when the held disposable is disposed with this one.
    ///
    /// RAC: `+disposableWithBlock:` on `RACSerialDisposable`.
    public override init(block: @escaping () -> Void) {
        state = .holding(RACDisposable(block: block))
        super.init()
    }

    /// The held disposable (nil once disposed). Setting it replaces the held one without
    /// disposing it; on a disposed serial disposable the new one is disposed at once.
    ///
    /// RAC: `disposable`.
    public var disposable: RACDisposable? {
        get {
            lock.withLock {
                if case .holding(let held) = state { return held }
                return nil
            }
        }
        set { swapIn(newValue) }
    }

    /// Replaces the held disposable and returns the previous one (not disposed). On a
    /// disposed serial disposable, disposes `newDisposable` at once and returns nil.
    ///
    /// - Parameter newDisposable: The disposable to hold from now on (nil: none).
    /// - Returns: The disposable held before (not disposed), or nil if there was none or this
    ///   serial disposable is disposed.
    ///
    /// RAC: `-swapInDisposable:`.
    @discardableResult
    public func swapIn(_ newDisposable: RACDisposable?) -> RACDisposable? {
        let previous = lock.withLock { () -> RACDisposable?? in
            guard case .holding(let held) = state else { return .none }
            state = .holding(newDisposable)
            return .some(held)
        }
        guard let previous else {
            newDisposable?.dispose()
            return nil
        }
        return previous
    }

    /// Whether it has been disposed.
    public override var isDisposed: Bool {
        lock.withLock {
            if case .disposed = state { return true }
            return false
        }
    }

    /// Disposes the held disposable and every one set later; later calls do nothing.
    public override func dispose() {
        let held = lock.withLock { () -> RACDisposable? in
            guard case .holding(let held) = state else { return nil }
            state = .disposed
            return held
        }
        held?.dispose()
    }
}
