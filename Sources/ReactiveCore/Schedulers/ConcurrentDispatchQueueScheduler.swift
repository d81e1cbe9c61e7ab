import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent: separate actions may run at
/// the same time. Delayed and periodic work uses `DispatchSourceTimer`.
///
/// Thread-safe: its state is immutable after init.
///
/// Rx: `ConcurrentDispatchQueueScheduler`.
open class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The time interval type. Rx: `TimeInterval`.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The time type. Rx: `Time`.
    public typealias Time = Date

    /// The current time.
    public var now: Date { Date() }

    let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    ///
    /// - Parameters:
    ///   - queue: the queue the work runs on; it may be concurrent.
    ///   - leeway: how late a timed action may run, given to dispatch timers (none by default).
    ///
    /// Rx: `init(queue:leeway:)`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of `qos`.
    ///
    /// - Parameters:
    ///   - qos: the quality of service of the global queue used.
    ///   - leeway: how late a timed action may run, given to dispatch timers (none by default).
    ///
    /// Rx: `init(qos:leeway:)`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Schedules `action` to run on the queue.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `schedule(_:action:)`.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: how long from now `action` runs.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `scheduleRelative(_:dueTime:action:)`.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period` (never two
    /// runs at once).
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
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
