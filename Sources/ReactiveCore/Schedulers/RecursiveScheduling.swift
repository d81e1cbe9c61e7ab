/// Recursive scheduling: an action that reschedules itself through `recurse`.
extension ImmediateSchedulerType {
    /// Schedules `action` with `state`; `action` may call `recurse(nextState)` to run
    /// again on this scheduler. Disposing the result stops the recursion.
    ///
    /// - Parameters:
    ///   - state: the state of the first run.
    ///   - action: the work; gets the state and a closure that schedules the next run.
    /// - Returns: a disposable that stops the recursion.
    ///
    /// Rx: `scheduleRecursive(_:action:)`. RAC: `-scheduleRecursiveBlock:`.
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursion.schedule(state)
        return Disposables.create(with: recursion.dispose)
    }
}

extension SchedulerType {
    /// Schedules `action` after `dueTime`; `action` may call
    /// `recurse.schedule(nextState, dueTime:)` to run again.
    ///
    /// - Parameters:
    ///   - state: the state of the first run.
    ///   - dueTime: how long from now the first run comes.
    ///   - action: the work; gets the state and the scheduler to schedule the next run on.
    /// - Returns: a disposable that stops the recursion.
    ///
    /// Rx: `scheduleRecursive(_:dueTime:action:)`.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

/// Reschedules a recursive action after a delay (the `recurse` handle of
/// `scheduleRecursive(_:dueTime:action:)`).
///
/// Rx: `AnyRecursiveScheduler`.
public final class AnyRecursiveScheduler<State>: @unchecked Sendable {
    /// The recursive action's signature.
    public typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    // Locking rule: `lock` guards `group` membership bookkeeping; actions run outside it.
    private let lock = Lock()
    private let group = CompositeDisposable()
    private let scheduler: SchedulerType
    private var action: Action?

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules the action again with `state` after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: the state of the next run.
    ///   - dueTime: how long from now the next run comes.
    ///
    /// Rx: `AnyRecursiveScheduler.schedule(_:dueTime:)`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        scheduleWith { this, done in
            this.scheduler.scheduleRelative(state, dueTime: dueTime) { state in
                done()
                this.run(state)
                return Disposables.create()
            }
        }
    }

    /// Schedules the action again with `state`, as soon as possible.
    ///
    /// - Parameter state: the state of the next run.
    ///
    /// Rx: `AnyRecursiveImmediateScheduler.schedule(_:)`.
    public func schedule(_ state: State) {
        scheduleWith { this, done in
            this.scheduler.schedule(state) { state in
                done()
                this.run(state)
                return Disposables.create()
            }
        }
    }

    private func scheduleWith(_ body: (AnyRecursiveScheduler<State>, _ done: @escaping () -> Void) -> Disposable) {
        if group.isDisposed { return }
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        let group = self.group
        let disposable = body(self) { group.detach(key) }
        slot.setDisposable(disposable)
    }

    private func run(_ state: State) {
        guard let action = lock.withLock({ action }), !group.isDisposed else { return }
        action(state, self)
    }

    /// Stops the recursion.
    public func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}

/// The immediate-scheduler flavor of recursive scheduling.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = Lock()
    private var action: Action?
    private let group = CompositeDisposable()
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        if group.isDisposed { return }
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        let group = self.group
        let disposable = scheduler.schedule(state) { [self] state in
            group.detach(key)
            guard let action = lock.withLock({ action }), !group.isDisposed else { return Disposables.create() }
            action(state, { self.schedule($0) })
            return Disposables.create()
        }
        slot.setDisposable(disposable)
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}
