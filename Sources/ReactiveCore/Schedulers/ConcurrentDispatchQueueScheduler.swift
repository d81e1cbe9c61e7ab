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
    /// Rx: `init(queue:leeway:)`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of `qos`.
    ///
    /// Rx: `init(qos:leeway:)`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Schedules `action` to run on the queue.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the queue after `dueTime`.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period` (never two
    /// runs at once).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
