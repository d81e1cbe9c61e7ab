/// Disposes its disposable by scheduling the disposal on a scheduler.
///
/// Rx: `ScheduledDisposable` (what `subscribe(on:)` uses for disposal).
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let lock = Lock()
    private var disposable: Disposable?
    private let disposed = AtomicFlag()

    /// Disposes `disposable` on `scheduler` when this is disposed.
    ///
    /// - Parameters:
    ///   - scheduler: Runs the disposal of `disposable` when this is disposed.
    ///   - disposable: Disposed on `scheduler`, once.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool { disposed.isSet }

    /// Schedules the disposal.
    public func dispose() {
        guard disposed.set() else { return }
        _ = scheduler.schedule(self) { this in
            let inner = this.lock.withLock { () -> Disposable? in
                defer { this.disposable = nil }
                return this.disposable
            }
            inner?.dispose()
            return Disposables.create()
        }
    }
}
