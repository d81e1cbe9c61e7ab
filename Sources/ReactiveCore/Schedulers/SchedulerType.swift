import Dispatch
import Foundation

/// A time interval for schedulers: `.seconds(1)`, `.milliseconds(300)`.
///
/// Rx: `RxTimeInterval`. RAC: `NSTimeInterval` (seconds as `Double`).
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
///
/// Rx: `RxTime`. RAC: `NSDate`.
public typealias RxTime = Date

/// A scheduler that runs work now (or as soon as it can): the base of every scheduler.
///
/// Rx: `ImmediateSchedulerType`. RAC: `RACScheduler -schedule:`.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; disposing the result cancels it if it has not run.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`, so the action need not capture it.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `schedule(_:action:)`.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock: work can be scheduled after a delay or periodically.
///
/// Rx: `SchedulerType`. RAC: `RACScheduler -after:schedule:`, `-after:repeatingEvery:withLeeway:schedule:`.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime` of this scheduler's clock.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: how long from now `action` runs; zero or less runs it as soon as possible.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `scheduleRelative(_:dueTime:action:)`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules `action` to run first after `startAfter`, then every `period`, each
    /// time with the state the previous run returned.
    ///
    /// - Parameters:
    ///   - state: the state passed to the first run.
    ///   - startAfter: how long from now the first run comes.
    ///   - period: the time between runs.
    ///   - action: the work; gets the state and returns the state of the next run.
    /// - Returns: a disposable that stops the runs.
    ///
    /// Rx: `schedulePeriodic(_:startAfter:period:action:)`.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// The default periodic scheduling: a recursive relative schedule.
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
        let schedule = SchedulePeriodicRecursive(scheduler: self, startAfter: startAfter, period: period, action: action, state: state)
        return schedule.start()
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinity).
    @inlinable package var seconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds (`.never` is `Int.max`).
    @inlinable package var nanoseconds: Int {
        switch self {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : value * 1_000_000_000
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : value * 1_000_000
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).overflow ? .max : value * 1_000
        case .nanoseconds(let value): return value
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// The interval for a number of seconds, at nanosecond resolution.
    @inlinable package static func fromSeconds(_ seconds: Double) -> DispatchTimeInterval {
        if !seconds.isFinite || seconds >= Double(Int.max) / 1_000_000_000 { return .never }
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }
}

extension Date {
    /// This date moved by `interval`.
    @inlinable package func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}

/// The state of a default periodic schedule (one relative schedule per period).
final class SchedulePeriodicRecursive<State, Scheduler: SchedulerType>: @unchecked Sendable {
    private let scheduler: Scheduler
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private let pending = AtomicCounter()

    init(scheduler: Scheduler, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State, state: State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive(self, dueTime: startAfter) { this, recurse in
            recurse.schedule(this, dueTime: this.period)
            // Runs that fall behind are coalesced: only the first of them runs the action.
            if this.pending.add(1) == 1 {
                repeat {
                    this.state = this.action(this.state)
                } while this.pending.add(-1) > 0
            }
        }
    }
}
