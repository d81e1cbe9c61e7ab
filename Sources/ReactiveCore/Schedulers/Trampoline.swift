/// The current-thread trampoline behind `CurrentThreadScheduler`: one per thread.
///
/// While a trampoline is active (a subscription or a scheduled action is running on
/// this thread), work scheduled on the current thread is queued and run, in order,
/// when the outermost action returns. That is what makes `merge(of(1, 2), of(3, 4))`
/// give `1, 3, 2, 4` as in Rx. Only touched by its own thread, so it has no lock, and
/// its state skips Swift's dynamic exclusivity checks (`UncheckedStateOwner`: no access
/// overlaps, each reads or writes and returns before a task runs), which cost more than
/// the rest of a trampoline step.
@usableFromInline
package final class Trampoline: UncheckedStateOwner<TrampolineState> {
    @usableFromInline static let storage = ThreadLocal<Trampoline>()

    @usableFromInline init() { super.init(uncheckedState: TrampolineState()) }

    /// Whether an action is running on this thread's trampoline.
    @inlinable package var isActive: Bool { uncheckedState.isActive }

    /// This thread's trampoline.
    @inlinable package static var current: Trampoline {
        if let trampoline = storage.value { return trampoline }
        let trampoline = Trampoline()
        storage.value = trampoline
        return trampoline
    }

    /// Whether nothing is queued behind the running action.
    @inlinable package var isQueueEmpty: Bool { uncheckedState.queue.isEmpty }

    /// Runs `action` as the outermost action, then every task queued meanwhile.
    @inlinable
    package func runAsOwner<Result>(_ action: () -> Result) -> Result {
        uncheckedState.isActive = true
        defer {
            uncheckedState.isActive = false
            uncheckedState.queue.removeAll()
        }
        let result = action()
        drain()
        return result
    }

    @inlinable func drain() {
        while let task = uncheckedState.queue.pop() {
            // A task that asks to run again goes back in the queue as it came out:
            // moved, without a retain and a release.
            if !task.isCancelled && task.invoke(on: self) { uncheckedState.queue.push(task) }
        }
    }

    /// Queues `task` behind the running action. Only valid while active.
    @inlinable package func enqueue(_ task: TrampolineTask) {
        uncheckedState.queue.push(task)
    }
}

/// The state of one thread's `Trampoline`, touched only by that thread.
@usableFromInline
package struct TrampolineState {
    /// Whether an action is running on this thread's trampoline.
    @usableFromInline var isActive = false
    /// A ring buffer, so that running a task moves it out of the queue (no retain and
    /// release per step) and a steady stream of steps does not allocate.
    @usableFromInline var queue = RingBuffer<TrampolineTask>()

    @inlinable init() {}
}

/// A unit of work queued on a trampoline.
@usableFromInline
package class TrampolineTask {
    @inlinable init() {}
    /// Whether the task was cancelled before it ran.
    @usableFromInline var isCancelled: Bool { false }
    /// Runs the task on `trampoline` (this thread's, passed along to spare a
    /// thread-local lookup); returns `true` to be queued again, behind what was queued
    /// meanwhile.
    @usableFromInline func invoke(on trampoline: Trampoline) -> Bool { false }
}
