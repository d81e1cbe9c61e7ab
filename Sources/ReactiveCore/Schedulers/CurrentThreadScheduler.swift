/// Runs work on the current thread: at once when nothing is running on this thread's
/// trampoline, otherwise queued until the running action returns.
///
/// The default scheduler of `of`, `from`, `range`, `repeatElement` and `generate`,
/// and the scheduler every subscription goes through.
///
/// Rx: `CurrentThreadScheduler`. RAC has no trampoline: its subscription scheduler runs
/// nested subscriptions recursively.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether work scheduled now would run at once (no action is running on this
    /// thread's trampoline).
    public static var isScheduleRequired: Bool { !Trampoline.current.isActive }

    /// Runs `action` now if nothing is running on this thread's trampoline, otherwise
    /// queues it behind the running action.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels a queued `action`, or disposes what it returned.
    ///
    /// Rx: `CurrentThreadScheduler.instance.schedule(_:action:)`.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isActive {
            let task = ScheduledTrampolineTask(state: state, action: action)
            trampoline.enqueue(task)
            return task
        }
        return trampoline.runAsOwner { action(state) }
    }
}

/// A queued `schedule(_:action:)` call.
final class ScheduledTrampolineTask<State>: TrampolineTask, Cancelable {
    private var state: State?
    private var action: ((State) -> Disposable)?
    private let result = SingleAssignmentDisposable()
    private let cancelled = AtomicFlag()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    override var isCancelled: Bool { cancelled.isSet }

    override func invoke(on trampoline: Trampoline) -> Bool {
        guard let action, let state else { return false }
        self.action = nil
        self.state = nil
        result.setDisposable(action(state))
        return false
    }

    var isDisposed: Bool { cancelled.isSet }

    func dispose() {
        guard cancelled.set() else { return }
        result.dispose()
    }
}
