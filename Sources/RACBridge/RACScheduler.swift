import Dispatch
import Foundation

/// The priority of a background `RACScheduler`'s queue.
///
/// RAC: `RACSchedulerPriority` (`High`, `Default`, `Low`, `Background`).
public enum RACSchedulerPriority: Int, Sendable {
    /// A high-priority queue (`.userInitiated`).
    case high = 2
    /// The default priority (`.default`).
    case `default` = 0
    /// A low-priority queue (`.utility`).
    case low = -2
    /// A background queue (`.background`).
    case background = -32768

    @usableFromInline var qos: DispatchQoS {
        switch self {
        case .high: return .userInitiated
        case .default: return .default
        case .low: return .utility
        case .background: return .background
        }
    }
}

/// Where and when RAC work runs: now, on a serial background queue, on the main queue,
/// or (in tests) on a virtual clock.
///
/// A block run by a scheduler sees it as `RACScheduler.current()`; RAC subscriptions
/// made there run at once, and those made where there is no current scheduler run on a
/// background scheduler (RAC's subscription-scheduler rule, Docs/Semantics.md#subscription-scheduling). Every
/// `RACScheduler` is also a core `SchedulerType`, so engine time operators run on it.
///
/// Subclasses override `schedule(_:)`, `after(_:schedule:)` and
/// `after(_:repeatingEvery:withLeeway:schedule:)`, and call `performAsCurrentScheduler(_:)`
/// around the blocks they run.
///
/// RAC: `RACScheduler`. Rx: `SchedulerType` (`SerialDispatchQueueScheduler`, `MainScheduler`).
open class RACScheduler: SchedulerType, CustomStringConvertible, @unchecked Sendable {
    /// The scheduler's name, for debugging.
    public let name: String

    /// A scheduler named `name` (a default name when nil).
    ///
    /// - Parameter name: the scheduler's name, or nil for a default one.
    ///
    /// RAC: `-initWithName:` (RACScheduler+Subclass.h).
    public init(name: String?) {
        self.name = name ?? "org.reactivecocoa.ReactiveObjC.RACScheduler.anonymousScheduler"
    }

    /// `<RACScheduler: name>`.
    open var description: String { "<\(type(of: self)): \(name)>" }

    // MARK: Shared schedulers

    /// The scheduler that runs blocks at once, on the calling thread (shared instance).
    /// It does not become the current scheduler while it runs them.
    ///
    /// - Returns: the immediate scheduler.
    ///
    /// RAC: `+immediateScheduler`.
    public static func immediate() -> RACScheduler { RACImmediateScheduler.shared }

    /// The scheduler of the main queue (shared instance).
    ///
    /// - Returns: the main-thread scheduler.
    ///
    /// RAC: `+mainThreadScheduler`. Rx: `MainScheduler.asyncInstance`.
    public static func mainThread() -> RACScheduler { RACTargetQueueScheduler.main }

    /// A new serial background scheduler of default priority.
    ///
    /// - Returns: a new scheduler on a global queue of default priority.
    ///
    /// RAC: `+scheduler`.
    public static func scheduler() -> RACScheduler {
        scheduler(with: .default, name: "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler")
    }

    /// A new serial background scheduler of `priority`.
    ///
    /// - Parameter priority: the priority of the global queue the scheduler targets.
    /// - Returns: a new scheduler.
    ///
    /// RAC: `+schedulerWithPriority:`.
    public static func scheduler(with priority: RACSchedulerPriority) -> RACScheduler {
        scheduler(with: priority, name: "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler")
    }

    /// A new serial background scheduler of `priority`, named `name`.
    ///
    /// - Parameters:
    ///   - priority: the priority of the global queue the scheduler targets.
    ///   - name: the scheduler's name, or nil for a default one.
    /// - Returns: a new scheduler.
    ///
    /// RAC: `+schedulerWithPriority:name:`.
    public static func scheduler(with priority: RACSchedulerPriority, name: String?) -> RACScheduler {
        RACTargetQueueScheduler(name: name, targetQueue: DispatchQueue.global(qos: priority.qos.qosClass))
    }

    /// The scheduler running the current block; on the main thread outside any
    /// scheduler, `mainThread()`; otherwise nil.
    ///
    /// - Returns: the current scheduler, or nil.
    ///
    /// RAC: `+currentScheduler`.
    public static func current() -> RACScheduler? {
        if let scheduler = currentStorage.value { return scheduler }
        return MainThread.isCurrent ? mainThread() : nil
    }

    /// The thread's current scheduler (pthread-keyed, see `ThreadLocal`).
    static let currentStorage = ThreadLocal<RACScheduler>()

    // MARK: Scheduling (subclasses override)

    /// Runs `block` as soon as the scheduler can; disposing the result before it runs
    /// cancels it. Nil when there is nothing to cancel (the immediate scheduler).
    ///
    /// - Parameter block: the work to run.
    /// - Returns: a disposable that cancels `block` if it has not run yet, or nil.
    ///
    /// RAC: `-schedule:`.
    @discardableResult
    open func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("RACScheduler.schedule(_:) is abstract: \(type(of: self)) must override it")
    }

    /// Runs `block` at `date` (or as soon as possible after it).
    ///
    /// - Parameters:
    ///   - date: when to run `block`; a past date runs it as soon as possible.
    ///   - block: the work to run.
    /// - Returns: a disposable that cancels `block` if it has not run yet, or nil.
    ///
    /// RAC: `-after:schedule:`.
    @discardableResult
    open func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("RACScheduler.after(_:schedule:) is abstract: \(type(of: self)) must override it")
    }

    /// Runs `block` at `date`, then every `interval` seconds (with `leeway` of
    /// tolerance) until the result is disposed.
    ///
    /// - Parameters:
    ///   - date: when `block` first runs.
    ///   - interval: seconds between runs. Must be positive.
    ///   - leeway: how many seconds late a run may be. Must not be negative.
    ///   - block: the work to run each time.
    /// - Returns: a disposable that stops the repetition, or nil.
    ///
    /// RAC: `-after:repeatingEvery:withLeeway:schedule:`.
    @discardableResult
    open func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("RACScheduler.after(_:repeatingEvery:withLeeway:schedule:) is abstract: \(type(of: self)) must override it")
    }

    /// The scheduler's clock: the wall clock, or a virtual one in tests.
    open var now: Date { Date() }

    /// Runs `block` after `delay` seconds of the scheduler's clock.
    ///
    /// - Parameters:
    ///   - delay: seconds from now, on the scheduler's clock.
    ///   - block: the work to run.
    /// - Returns: a disposable that cancels `block` if it has not run yet, or nil.
    ///
    /// RAC: `-afterDelay:schedule:`.
    @discardableResult
    public func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        after(now.addingTimeInterval(delay), schedule: block)
    }

    /// Runs `block` with this scheduler as the current one, restoring the previous one
    /// afterwards. For subclasses, around the blocks they run.
    ///
    /// - Parameter block: the work to run, synchronously.
    ///
    /// RAC: `-performAsCurrentScheduler:` (RACScheduler+Subclass.h).
    public func performAsCurrentScheduler(_ block: () -> Void) {
        let storage = RACScheduler.currentStorage
        let previous = storage.value
        if previous === self {
            block()
            return
        }
        storage.value = self
        defer { storage.value = previous }
        block()
    }

    /// Schedules `recursiveBlock`, which receives a `reschedule` closure that schedules
    /// it again. Calls made while the block runs are run after it returns (so the
    /// immediate scheduler does not grow the stack); later calls schedule at once.
    /// Disposing the result stops the recursion.
    ///
    /// - Parameter recursiveBlock: the work to run; calling the closure it receives runs it once more.
    /// - Returns: a disposable that stops the recursion, or nil.
    ///
    /// RAC: `-scheduleRecursiveBlock:`.
    @discardableResult
    open func scheduleRecursiveBlock(_ recursiveBlock: @escaping (_ reschedule: @escaping () -> Void) -> Void) -> RACDisposable? {
        let group = RACCompoundDisposable()
        scheduleRecursion(recursiveBlock, into: group)
        return group
    }

    private func scheduleRecursion(_ recursiveBlock: @escaping (_ reschedule: @escaping () -> Void) -> Void, into group: RACCompoundDisposable) {
        let slot = RACSerialDisposable()
        group.add(slot)
        let scheduled = schedule { [weak slot] in
            group.remove(slot)
            if group.isDisposed { return }
            // Reschedules requested while the block runs are counted and run after it.
            let pending = Locked((running: true, count: 0))
            recursiveBlock {
                let deferred = pending.withLock { state -> Bool in
                    if state.running { state.count += 1 }
                    return state.running
                }
                if !deferred, !group.isDisposed { self.scheduleRecursion(recursiveBlock, into: group) }
            }
            let count = pending.withLock { state -> Int in
                state.running = false
                return state.count
            }
            for _ in 0..<count where !group.isDisposed {
                self.scheduleRecursion(recursiveBlock, into: group)
            }
        }
        slot.swapIn(scheduled)
    }

    // MARK: Core scheduler conformance

    /// Runs `action` with `state` through `schedule(_:)` (core `ImmediateSchedulerType`).
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work to run; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run yet, or disposes what it returned.
    ///
    /// RAC: none (the engine's scheduler protocol).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let result = SingleAssignmentDisposable()
        let scheduled = schedule { result.setDisposable(action(state)) }
        guard let scheduled else { return result }
        return Disposables.create(scheduled, result)
    }

    /// Runs `action` with `state` after `dueTime` of the scheduler's clock (core
    /// `SchedulerType`).
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: how long after now `action` runs.
    ///   - action: the work to run; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run yet, or disposes what it returned.
    ///
    /// RAC: none (the engine's scheduler protocol).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let result = SingleAssignmentDisposable()
        let scheduled = after(now.addingDispatchInterval(dueTime)) { result.setDisposable(action(state)) }
        guard let scheduled else { return result }
        return Disposables.create(scheduled, result)
    }
}

/// Runs blocks at once on the calling thread, without becoming the current scheduler.
///
/// RAC: `RACImmediateScheduler`.
final class RACImmediateScheduler: RACScheduler, @unchecked Sendable {
    static let shared = RACImmediateScheduler()

    private init() {
        super.init(name: "org.reactivecocoa.ReactiveObjC.RACScheduler.immediateScheduler")
    }

    @discardableResult
    override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        block()
        return nil
    }

    /// Blocks the calling thread until `date`, then runs `block` (RAC's behavior).
    @discardableResult
    override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        Thread.sleep(until: date)
        block()
        return nil
    }

    @discardableResult
    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        preconditionFailure("RACScheduler.immediate() does not support after(_:repeatingEvery:withLeeway:schedule:)")
    }

    /// Runs `recursiveBlock` in a loop on the calling thread: each `reschedule` call
    /// made while it runs adds one more turn, so any depth runs in constant stack. A
    /// call made after the loop has ended does nothing; there is nothing to dispose.
    @discardableResult
    override func scheduleRecursiveBlock(_ recursiveBlock: @escaping (_ reschedule: @escaping () -> Void) -> Void) -> RACDisposable? {
        // Touched only by the thread running the loop (reschedule runs inside the block).
        final class Turns { var remaining = 1 }
        let turns = Turns()
        while turns.remaining > 0 {
            recursiveBlock { turns.remaining += 1 }
            turns.remaining -= 1
        }
        return nil
    }
}

/// RAC's base class of dispatch-queue schedulers: here the one queue scheduler class,
/// `RACTargetQueueScheduler` (final; `init(name:queue:)` runs blocks on a given queue).
///
/// RAC: `RACQueueScheduler`.
public typealias RACQueueScheduler = RACTargetQueueScheduler

/// A serial scheduler on its own dispatch queue that targets another queue (a global
/// queue for background schedulers; the main queue for `mainThread()`), or on a given
/// serial queue.
///
/// RAC: `RACTargetQueueScheduler` / `RACQueueScheduler`.
public final class RACTargetQueueScheduler: RACScheduler, @unchecked Sendable {
    static let main = RACTargetQueueScheduler(mainQueueNamed: "org.reactivecocoa.ReactiveObjC.RACScheduler.mainThreadScheduler")

    /// The serial queue blocks run on.
    public let queue: DispatchQueue

    /// A serial scheduler named `name` whose queue targets `targetQueue`.
    ///
    /// - Parameters:
    ///   - name: the scheduler's name, or nil for a default one.
    ///   - targetQueue: the queue the scheduler's own serial queue targets.
    ///
    /// RAC: `-initWithName:targetQueue:`.
    public init(name: String?, targetQueue: DispatchQueue) {
        let name = name ?? "org.reactivecocoa.ReactiveObjC.RACTargetQueueScheduler"
        queue = DispatchQueue(label: name, target: targetQueue)
        super.init(name: name)
    }

    /// A scheduler named `name` that runs its blocks on `queue` itself, which should be
    /// serial (RAC's schedulers run one block at a time).
    ///
    /// - Parameters:
    ///   - name: the scheduler's name, or nil for a default one.
    ///   - queue: the queue the blocks run on.
    ///
    /// RAC: `-initWithName:queue:` (RACQueueScheduler+Subclass.h).
    public init(name: String?, queue: DispatchQueue) {
        self.queue = queue
        super.init(name: name ?? "org.reactivecocoa.ReactiveObjC.RACQueueScheduler")
    }

    private convenience init(mainQueueNamed name: String) {
        self.init(name: name, queue: .main)
    }

    /// Runs `block` asynchronously on the queue (always, even from the queue itself).
    ///
    /// - Parameter block: the work to run.
    /// - Returns: a disposable that cancels `block` if it has not run yet.
    ///
    /// RAC: `-schedule:` (`RACQueueScheduler`).
    @discardableResult
    public override func schedule(_ block: @escaping () -> Void) -> RACDisposable? {
        let disposable = RACDisposable()
        // Dispatch wants @Sendable work; RAC blocks are not (ported code must compile).
        let work = UncheckedSendable(block)
        queue.async { [self] in
            if disposable.isDisposed { return }
            performAsCurrentScheduler(work.value)
        }
        return disposable
    }

    /// Runs `action` with `state` on the queue (core `ImmediateSchedulerType`) with one
    /// dispatch and one disposable, without going through `schedule(_:)`.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work to run; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run yet, or disposes what it returned.
    ///
    /// RAC: none (the engine's scheduler protocol).
    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let result = SingleAssignmentDisposable()
        let work = UncheckedSendable { result.setDisposable(action(state)) }
        queue.async { [self] in
            if result.isDisposed { return }
            performAsCurrentScheduler(work.value)
        }
        return result
    }

    /// Runs `block` on the queue at `date` (wall clock).
    ///
    /// - Parameters:
    ///   - date: when to run `block`; a past date runs it as soon as possible.
    ///   - block: the work to run.
    /// - Returns: a disposable that cancels `block` if it has not run yet.
    ///
    /// RAC: `-after:schedule:` (`RACQueueScheduler`).
    @discardableResult
    public override func after(_ date: Date, schedule block: @escaping () -> Void) -> RACDisposable? {
        let disposable = RACDisposable()
        let work = UncheckedSendable(block)
        queue.asyncAfter(wallDeadline: Self.wallTime(date)) { [self] in
            if disposable.isDisposed { return }
            performAsCurrentScheduler(work.value)
        }
        return disposable
    }

    /// Runs `block` on the queue at `date`, then every `interval`, on a dispatch timer.
    ///
    /// - Parameters:
    ///   - date: when `block` first runs.
    ///   - interval: seconds between runs. Must be positive.
    ///   - leeway: how many seconds late a run may be. Must not be negative.
    ///   - block: the work to run each time.
    /// - Returns: a disposable that stops the timer.
    ///
    /// RAC: `-after:repeatingEvery:withLeeway:schedule:` (`RACQueueScheduler`).
    @discardableResult
    public override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> RACDisposable? {
        precondition(interval > 0, "RACScheduler.after(_:repeatingEvery:withLeeway:schedule:): interval must be positive (got \(interval))")
        precondition(leeway >= 0, "RACScheduler.after(_:repeatingEvery:withLeeway:schedule:): leeway must not be negative (got \(leeway))")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(wallDeadline: Self.wallTime(date), repeating: .fromSeconds(interval), leeway: .fromSeconds(leeway))
        let work = UncheckedSendable(block)
        timer.setEventHandler { [self] in performAsCurrentScheduler(work.value) }
        timer.resume()
        return RACDisposable { timer.cancel() }
    }

    /// `date` as a dispatch wall-clock time, for `DispatchQueue.asyncAfter(wallDeadline:)`
    /// and dispatch timers.
    ///
    /// - Parameter date: the date to convert.
    /// - Returns: the same instant on the dispatch wall clock.
    ///
    /// RAC: `+wallTimeWithDate:` (which returns a `dispatch_time_t`).
    public static func wallTime(with date: Date) -> DispatchWallTime { wallTime(date) }

    private static func wallTime(_ date: Date) -> DispatchWallTime {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        let spec = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
        return DispatchWallTime(timespec: spec)
    }
}

/// The scheduler RAC subscriptions go through: at once when the thread has a current
/// scheduler (the main thread counts), otherwise on a shared background scheduler.
///
/// RAC: `RACScheduler.subscriptionScheduler` (`RACSubscriptionScheduler`).
@usableFromInline
final class RACSubscriptionScheduler: ImmediateSchedulerType, SubscriptionStarter, Sendable {
    @usableFromInline static let instance = RACSubscriptionScheduler()
    static let background = RACScheduler.scheduler(with: .default, name: "org.reactivecocoa.ReactiveObjC.RACScheduler.subscriptionScheduler.backgroundScheduler")

    @usableFromInline init() {}

    @usableFromInline
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if runsInline { return action(state) }
        return RACSubscriptionScheduler.background.schedule(state, action: action)
    }
}

extension RACSubscriptionScheduler {
    /// At once where the thread has a current scheduler (`RACScheduler.current() != nil`,
    /// without fetching the main thread's scheduler).
    @usableFromInline var runsInline: Bool { MainThread.isCurrent || RACScheduler.currentStorage.value != nil }

    /// On the background scheduler (a subscription when the thread has no current scheduler).
    @usableFromInline func runLater(_ work: @escaping () -> Void) {
        _ = RACSubscriptionScheduler.background.schedule(()) { _ in
            work()
            return Disposables.create()
        }
    }
}

// `deliverOn:` drains a burst of events per dispatch on a queue scheduler, as Rx's
// `observe(on:)` does on its queue schedulers.
extension RACTargetQueueScheduler: QueueBackedScheduler {}
