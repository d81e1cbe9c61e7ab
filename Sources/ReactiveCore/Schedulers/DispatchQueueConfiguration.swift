import Dispatch
import Foundation

/// The scheduling shared by the dispatch-queue schedulers: async work, one-shot timers
/// and periodic timers on one queue, with a timer leeway.
///
/// User closures are not `@Sendable` (ported code compiles unchanged), so they cross to
/// the queue inside `UncheckedSendable`; the scheduler's contract (work runs on its
/// queue, serially for one action) is what makes that safe.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Runs `action` asynchronously on the queue unless cancelled first.
    func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
        let item = DispatchWorkItemDisposable()
        let work = UncheckedSendable((state, action))
        queue.async {
            item.run { work.value.1(work.value.0) }
        }
        return item
    }

    /// Runs `action` once after `dueTime`, on a timer source that cancelling stops.
    func scheduleRelative<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> Disposable) -> Disposable {
        let item = DispatchTimerDisposable(queue: queue)
        let work = UncheckedSendable((state, action))
        item.timer.schedule(deadline: DispatchTime.now() + dueTime, leeway: leeway)
        item.timer.setEventHandler {
            item.run { work.value.1(work.value.0) }
            item.stopTimer()
        }
        item.timer.resume()
        return item
    }

    /// Runs `action` after `startAfter`, then every `period`, passing the state along.
    /// A dispatch source never runs its handler concurrently with itself, so the state
    /// needs no lock.
    func schedulePeriodic<State>(_ state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State) -> Disposable {
        let item = DispatchTimerDisposable(queue: queue)
        let work = UncheckedSendable(PeriodicState(state: state, action: action))
        item.timer.schedule(deadline: DispatchTime.now() + startAfter, repeating: period, leeway: leeway)
        item.timer.setEventHandler {
            if item.isDisposed { return }
            work.value.step()
        }
        item.timer.resume()
        return item
    }
}

/// The state of a periodic action, touched only by its timer's handler.
final class PeriodicState<State> {
    private var state: State
    private let action: (State) -> State

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
    }

    func step() { state = action(state) }
}

/// Cancels queued work: the work checks `isDisposed` before running, and what it
/// returned is disposed with it.
final class DispatchWorkItemDisposable: Cancelable, @unchecked Sendable {
    // Locking rule: the flag and `SingleAssignmentDisposable` are thread-safe on their own.
    private let disposed = AtomicFlag()
    private let result = SingleAssignmentDisposable()

    var isDisposed: Bool { disposed.isSet }

    /// Runs `body` unless cancelled and keeps what it returned.
    func run(_ body: () -> Disposable) {
        if isDisposed { return }
        result.setDisposable(body())
    }

    func dispose() {
        guard disposed.set() else { return }
        result.dispose()
    }
}

/// A dispatch timer source as a disposable: disposing cancels the timer (which releases
/// its handler, and with it the handler's reference to this object) and what the
/// action returned. A one-shot timer cancels itself after it ran.
final class DispatchTimerDisposable: Cancelable, @unchecked Sendable {
    // Locking rule: none needed; `DispatchSourceTimer.cancel` is thread-safe and the
    // flag and `SingleAssignmentDisposable` are atomic.
    let timer: DispatchSourceTimer
    private let disposed = AtomicFlag()
    private let result = SingleAssignmentDisposable()

    init(queue: DispatchQueue) {
        timer = DispatchSource.makeTimerSource(queue: queue)
    }

    var isDisposed: Bool { disposed.isSet }

    func run(_ body: () -> Disposable) {
        if isDisposed { return }
        result.setDisposable(body())
    }

    /// Cancels the timer source only (after a one-shot run).
    func stopTimer() { timer.cancel() }

    func dispose() {
        guard disposed.set() else { return }
        timer.cancel()
        result.dispose()
    }
}
