import Foundation

/// Converts between a virtual clock's units and real time.
///
/// Rx: `VirtualTimeConverterType`.
public protocol VirtualTimeConverterType {
    /// The virtual clock's time type.
    associatedtype VirtualTimeUnit
    /// The virtual clock's interval type.
    associatedtype VirtualTimeIntervalUnit

    /// The real time of a virtual time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time of a real time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The real interval, in seconds, of a virtual interval.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval of a real interval.
    func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Orders two virtual times.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
///
/// Rx: `VirtualTimeComparison`.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}

/// A scheduler with a virtual clock: work runs in time order when the scheduler is
/// started or advanced, never in real time. Work due at the same time runs in the
/// order it was scheduled. The base of `TestScheduler`, `HistoricalScheduler` and
/// `RACTestScheduler`.
///
/// Not thread-safe: schedule and run it from one thread at a time.
///
/// Rx: `VirtualTimeScheduler`.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    /// The clock's time type.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The clock's interval type.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private var nextId = 0
    private let converter: Converter

    /// The current virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// The current virtual time.
    public var clock: VirtualTime { currentClock }

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
    }

    /// Schedules `action` at the current virtual time (after work already due now).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime` of virtual time.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: converter.convertToVirtualTimeInterval(dueTime))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` after `dueTime` in the clock's own units.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at virtual time `time`.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem(time: adjustScheduledTime(time), id: nextId) { action(state) }
        nextId += 1
        insert(item)
        return item
    }

    /// Adjusts the time of newly scheduled work; `TestScheduler` uses it to simulate
    /// processing delay.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs all scheduled work, in time order, until none is left or `stop()` is called.
    public func start() {
        guard !running else { return }
        running = true
        while running, let next = popNext() {
            if converter.compareVirtualTime(next.time, clock) == .greaterThan { currentClock = next.time }
            next.invoke()
        }
        running = false
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { return }
        precondition(converter.compareVirtualTime(virtualTime, clock) != .lessThan,
                     "VirtualTimeScheduler.advanceTo: cannot move the clock back (from \(clock) to \(virtualTime))")
        running = true
        while running, let next = peekNext(), converter.compareVirtualTime(next.time, virtualTime) != .greaterThan {
            _ = popNext()
            if converter.compareVirtualTime(next.time, clock) == .greaterThan { currentClock = next.time }
            next.invoke()
        }
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(converter.compareVirtualTime(sleepTo, clock) != .lessThan, "VirtualTimeScheduler.sleep: negative interval")
        currentClock = sleepTo
    }

    /// Stops `start()` / `advanceTo(_:)` after the running item.
    public func stop() { running = false }

    // MARK: - Priority queue (binary heap on (time, id))

    private func precedes(_ lhs: VirtualSchedulerItem<VirtualTime>, _ rhs: VirtualSchedulerItem<VirtualTime>) -> Bool {
        switch converter.compareVirtualTime(lhs.time, rhs.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.id < rhs.id
        }
    }

    private func insert(_ item: VirtualSchedulerItem<VirtualTime>) {
        queue.append(item)
        var child = queue.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(queue[child], queue[parent]) else { break }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private func peekNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first, first.isDisposed { removeFirst() }
        return queue.first
    }

    private func popNext() -> VirtualSchedulerItem<VirtualTime>? {
        guard let next = peekNext() else { return nil }
        removeFirst()
        return next
    }

    private func removeFirst() {
        queue.swapAt(0, queue.count - 1)
        queue.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < queue.count, precedes(queue[left], queue[best]) { best = left }
            if right < queue.count, precedes(queue[right], queue[best]) { best = right }
            if best == parent { break }
            queue.swapAt(parent, best)
            parent = best
        }
    }
}

/// One piece of work on a virtual clock.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    let time: Time
    let id: Int
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()
    private let disposed = AtomicFlag()

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    func invoke() {
        guard let action, !isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    var isDisposed: Bool { disposed.isSet }

    func dispose() {
        guard disposed.set() else { return }
        action = nil
        result.dispose()
    }
}

/// A virtual clock over real dates, to replay historical data at full speed.
///
/// Rx: `HistoricalScheduler`.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// The identity conversion between dates and a `HistoricalScheduler`'s clock.
///
/// Rx: `HistoricalSchedulerTimeConverter`.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// Time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// Intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// The identity converter.
    public init() {}

    /// The date itself.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { virtualTime }
    /// The date itself.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { time }
    /// The interval itself, in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval { virtualTimeInterval }
    /// The interval in seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> VirtualTimeIntervalUnit { timeInterval.seconds }
    /// The date moved by `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit { time.addingTimeInterval(offset) }
    /// Orders two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
