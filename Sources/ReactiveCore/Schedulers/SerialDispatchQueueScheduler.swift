import Dispatch
import Foundation

/// Runs work serially on a dispatch queue (its own serial queue, or one that targets a
/// given queue). Delayed and periodic work uses `DispatchSourceTimer`.
///
/// Thread-safe: its state is immutable after init; the queue serializes the work.
///
/// Rx: `SerialDispatchQueueScheduler`. RAC: `+[RACScheduler scheduler]` /
/// `+schedulerWithPriority:name:` (RACTargetQueueScheduler).
open class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The time interval type. Rx: `TimeInterval`.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The time type. Rx: `Time`.
    public typealias Time = Date

    /// The current time.
    public var now: Date { Date() }

    let configuration: DispatchQueueConfiguration

    /// A scheduler on `serialQueue`, which must be serial.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`, which
    /// `serialQueueConfiguration` may configure before use.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: the label of the new queue.
    ///   - serialQueueConfiguration: called once with the new queue before any work runs
    ///     on it, or nil.
    ///   - leeway: how late a timed action may run, given to dispatch timers (none by default).
    ///
    /// Rx: `init(internalSerialQueueName:serialQueueConfiguration:leeway:)`.
    public convenience init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets
    /// `queue` (which may be concurrent: work still runs one at a time).
    ///
    /// - Parameters:
    ///   - queue: the queue the new serial queue targets.
    ///   - internalSerialQueueName: the label of the new queue.
    ///   - leeway: how late a timed action may run, given to dispatch timers (none by default).
    ///
    /// Rx: `init(queue:internalSerialQueueName:leeway:)`.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets the global queue of `qos`.
    ///
    /// - Parameters:
    ///   - qos: the quality of service of the global queue targeted.
    ///   - internalSerialQueueName: the label of the new queue.
    ///   - leeway: how late a timed action may run, given to dispatch timers (none by default).
    ///
    /// Rx: `init(qos:internalSerialQueueName:leeway:)`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial", leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
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
        scheduleInternal(state, action: action)
    }

    /// The hook `MainScheduler` overrides to run at once when it can.
    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
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

    /// Runs `action` on the queue after `startAfter`, then every `period`.
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
