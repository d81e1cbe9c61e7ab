import Dispatch
import Foundation

/// Runs work on the main thread.
///
/// `instance` runs an action at once when called on the main thread with nothing of
/// its own queued (so `observe(on: MainScheduler.instance)` adds no hop on the main
/// thread), otherwise asynchronously on the main queue, in order. `asyncInstance`
/// always dispatches. On Linux the main queue runs only while the main run loop (or
/// `dispatchMain`) runs.
///
/// Thread-safe: the only mutable state is an atomic count of queued actions.
///
/// Rx: `MainScheduler`. RAC: `+[RACScheduler mainThreadScheduler]`.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// The main-thread scheduler that runs at once when it can.
    public static let instance = MainScheduler()

    /// A main-thread scheduler that always dispatches asynchronously.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// How many actions of this scheduler are queued on the main queue.
    private let queued = AtomicCounter()

    /// A main-thread scheduler (prefer `instance`).
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Stops the program if not called on the main thread.
    ///
    /// - Parameter errorMessage: the message the program stops with, or nil for a default one.
    ///
    /// Rx: `MainScheduler.ensureExecutingOnScheduler(errorMessage:)`.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !MainThread.isCurrent {
            preconditionFailure(errorMessage ?? "Executing on a background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread.")
        }
    }

    /// Stops the program if not called on the main thread.
    ///
    /// - Parameter errorMessage: the message the program stops with, or nil for a default one.
    ///
    /// Rx: `MainScheduler.ensureRunningOnMainThread(errorMessage:)`.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previous = queued.add(1) - 1
        if MainThread.isCurrent && previous == 0 {
            let result = action(state)
            queued.add(-1)
            return result
        }
        let item = DispatchWorkItemDisposable()
        let work = UncheckedSendable((state, action))
        configuration.queue.async {
            defer { self.queued.add(-1) }
            item.run { work.value.1(work.value.0) }
        }
        return item
    }
}

/// Runs work on the main thread: at once when already on it, otherwise on the main
/// queue. Delayed and periodic work goes through `MainScheduler.instance`.
///
/// Rx: `ConcurrentMainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The time interval type. Rx: `ConcurrentMainScheduler.TimeInterval`.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The time type. Rx: `ConcurrentMainScheduler.Time`.
    public typealias Time = Date

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private let mainScheduler: MainScheduler
    private let mainQueue = DispatchQueue.main

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The current time.
    public var now: Date { mainScheduler.now }

    /// Runs `action` now on the main thread, or schedules it on the main queue.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `MainScheduler.instance.schedule(_:action:)`.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainThread.isCurrent {
            return action(state)
        }
        let item = DispatchWorkItemDisposable()
        let work = UncheckedSendable((state, action))
        mainQueue.async {
            item.run { work.value.1(work.value.0) }
        }
        return item
    }

    /// Schedules `action` on the main queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: how long from now `action` runs.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `scheduleRelative(_:dueTime:action:)`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter`, then every `period`.
    ///
    /// - Parameters:
    ///   - state: the state passed to the first run.
    ///   - startAfter: how long from now the first run comes.
    ///   - period: the time between runs.
    ///   - action: the work; gets the state and returns the state of the next run.
    /// - Returns: a disposable that stops the runs.
    ///
    /// Rx: `schedulePeriodic(_:startAfter:period:action:)`.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
