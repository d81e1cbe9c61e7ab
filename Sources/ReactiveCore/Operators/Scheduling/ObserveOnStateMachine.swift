/// The decisions of one `observe(on:)` subscription, as a value: the events waiting for
/// the scheduler, and whether a step is scheduled to deliver them.
///
/// States (`Lifecycle`) and transitions:
/// - `idle`: no step is scheduled. An event joins the queue and a step is scheduled
///   (`stepScheduled`); with `schedulesEachEvent` (RAC) every event schedules its own step
///   and the state stays `idle`.
/// - `stepScheduled`: a step is scheduled or running; events join the queue. A burst
///   step takes every waiting event at once (`takeAll`), a single step one
///   (`takeOne`, then `stepFinished` schedules the next step while events wait); a step
///   that finds the queue empty goes back to `idle`.
/// - `disposed`: the waiting events were released; every later event is dropped.
///
/// No lock, no scheduler, no sink: the owner keeps it in a `Locked`, schedules and
/// delivers as the returned actions say.
@usableFromInline
package struct ObserveOnStateMachine<Element> {
    @usableFromInline package typealias Item = Event<Element>

    /// Where the subscription is (see the type's comment).
    @usableFromInline
    package enum Lifecycle: Equatable {
        case idle
        case stepScheduled
        case disposed
    }

    /// What the owner does after an event joined the queue, or after a single step.
    @usableFromInline
    package enum ScheduleAction: Equatable {
        /// Schedule a step on the scheduler.
        case scheduleStep
        /// A scheduled step will deliver it (or it was dropped).
        case none
    }

    /// One scheduled step per event (RAC's `-deliverOn:` on schedulers that do not
    /// drain bursts).
    @usableFromInline let schedulesEachEvent: Bool
    @usableFromInline package private(set) var lifecycle: Lifecycle = .idle
    /// The waiting events, oldest first.
    @usableFromInline package private(set) var queue: [Item] = []

    /// - Parameter schedulesEachEvent: whether every event schedules its own step.
    @inlinable
    package init(schedulesEachEvent: Bool) { self.schedulesEachEvent = schedulesEachEvent }

    /// An event arrived from the source.
    @inlinable
    package mutating func enqueue(_ item: Item) -> ScheduleAction {
        switch lifecycle {
        case .stepScheduled:
            queue.append(item)
            return .none
        case .idle:
            queue.append(item)
            if !schedulesEachEvent { lifecycle = .stepScheduled }
            return .scheduleStep
        case .disposed:
            return .none
        }
    }

    /// A burst step: moves every waiting event into `batch` (which must be empty);
    /// false, and `idle`, when none waits.
    @inlinable
    package mutating func takeAll(into batch: inout [Item]) -> Bool {
        if queue.isEmpty {
            if lifecycle == .stepScheduled { lifecycle = .idle }
            return false
        }
        swap(&queue, &batch)
        return true
    }

    /// A single step: the oldest waiting event; nil, and `idle`, when none waits.
    @inlinable
    package mutating func takeOne() -> Item? {
        if queue.isEmpty {
            if lifecycle == .stepScheduled { lifecycle = .idle }
            return nil
        }
        return queue.removeFirst()
    }

    /// A single step delivered its event: whether to schedule the next step.
    @inlinable
    package mutating func stepFinished() -> ScheduleAction {
        if queue.isEmpty {
            if lifecycle == .stepScheduled { lifecycle = .idle }
            return .none
        }
        return .scheduleStep
    }

    /// An event's own step (`schedulesEachEvent`): the oldest waiting event.
    @inlinable
    package mutating func takeOldest() -> Item? {
        queue.isEmpty ? nil : queue.removeFirst()
    }

    /// The subscription was disposed: the waiting events are released.
    @inlinable
    package mutating func dispose() {
        queue.removeAll()
        lifecycle = .disposed
    }
}
