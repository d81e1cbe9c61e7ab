import Foundation

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
    ///
    /// - Parameters:
    ///   - initialClock: the clock's first reading.
    ///   - converter: converts between the virtual clock and real dates and intervals.
    ///
    /// Rx: `VirtualTimeScheduler(initialClock:converter:)`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
    }

    /// Schedules `action` at the current virtual time (after work already due now; a
    /// subclass may move it later, see `adjustScheduledTime(_:)`).
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `schedule(_:action:)`.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime` of real time, converted to the clock: the due
    /// date `now + dueTime` (`.never` is `Date.distantFuture`) becomes a virtual time,
    /// which `adjustScheduledTime(_:)` may then move. This is the path operators use.
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: how long after the clock's current date `action` runs.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `scheduleRelative(_:dueTime:action:)`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let dueDate = dueTime == .never ? Date.distantFuture : now.addingDispatchInterval(dueTime)
        let time = adjustScheduledTime(converter.convertToVirtualTime(dueDate))
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` exactly `dueTime` after the current virtual time, in the
    /// clock's own units (no adjustment).
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - dueTime: the delay in the clock's units.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `scheduleRelativeVirtual(_:dueTime:action:)`.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at exactly virtual time `time` (no adjustment; a time in the
    /// past runs as soon as the clock gets to it, without moving the clock back).
    ///
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - time: the virtual time `action` runs at.
    ///   - action: the work; the disposable it returns is disposed with the result.
    /// - Returns: a disposable that cancels `action` if it has not run, or disposes what it returned.
    ///
    /// Rx: `scheduleAbsoluteVirtual(_:time:action:)`.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem(time: time, id: nextId) { action(state) }
        nextId += 1
        insert(item)
        return item
    }

    /// Adjusts the time `schedule` and `scheduleRelative` computed before the work is
    /// queued; `TestScheduler` uses it to simulate processing delay. The base class
    /// returns `time` unchanged.
    ///
    /// - Parameter time: the virtual time computed for the work.
    /// - Returns: the time the work is queued at.
    ///
    /// Rx: `adjustScheduledTime(_:)`.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs all scheduled work, in time order, until none is left or `stop()` is called.
    /// Does nothing when called from work the scheduler is running.
    public func start() {
        guard !running else { return }
        running = true
        while running, let next = findNext() {
            if converter.compareVirtualTime(next.time, clock) == .greaterThan { currentClock = next.time }
            // The item stays queued while it runs, as in RxSwift: work it schedules is
            // placed around it, which is what `debugDescription` shows.
            next.invoke()
            remove(next)
        }
        running = false
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it (even when that
    /// is earlier than the clock, as in RxSwift).
    ///
    /// - Precondition: the scheduler is not running (not called from scheduled work).
    ///
    /// - Parameter virtualTime: the time to run up to and set the clock to.
    ///
    /// Rx: `advanceTo(_:)`.
    public func advanceTo(_ virtualTime: VirtualTime) {
        precondition(!running, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
        running = true
        while running, let next = findNext(), converter.compareVirtualTime(next.time, virtualTime) != .greaterThan {
            if converter.compareVirtualTime(next.time, clock) == .greaterThan { currentClock = next.time }
            next.invoke()
            remove(next)
        }
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// - Precondition: `virtualInterval` does not move the clock back.
    ///
    /// - Parameter virtualInterval: how far to move the clock.
    ///
    /// Rx: `sleep(_:)`.
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
        siftUp(queue.count - 1)
    }

    /// The first item that is not disposed, left in the queue; disposed items in front
    /// of it are dropped.
    private func findNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first {
            guard first.isDisposed else { return first }
            removeAt(0)
        }
        return nil
    }

    private func remove(_ item: VirtualSchedulerItem<VirtualTime>) {
        if let index = queue.firstIndex(where: { $0 === item }) { removeAt(index) }
    }

    private func removeAt(_ index: Int) {
        let last = queue.count - 1
        guard index != last else {
            queue.removeLast()
            return
        }
        queue.swapAt(index, last)
        queue.removeLast()
        siftUp(index)
        siftDown(index)
    }

    private func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(queue[child], queue[parent]) else { break }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ start: Int) {
        var parent = start
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

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The times of the queued work, in the queue's internal (heap) order, including
    /// cancelled work not yet dropped: `[210, 220, 300]`.
    ///
    /// Rx: `VirtualTimeScheduler.debugDescription`.
    public var debugDescription: String {
        "[" + queue.map { "\($0.time)" }.joined(separator: ", ") + "]"
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
