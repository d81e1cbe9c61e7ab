/// `observe(on:)`: events wait in an `ObserveOnQueue`; one scheduled drain runs at a
/// time, so the events arrive on `scheduler` in order, never two at once. On a
/// `QueueBackedScheduler` a drain delivers every queued event (one dispatch per burst);
/// on other schedulers (virtual time, current thread, custom) it delivers one event per
/// scheduled step, as Rx does, so virtual-time ticks match Rx's. `MainScheduler.instance`
/// runs a drain at once when the event arrives on the main thread with nothing queued.
///
/// `schedulesEachEvent` (RAC, on the schedulers that do not drain bursts): every event
/// gets its own scheduled step when it arrives, as ReactiveObjC's `-deliverOn:` does,
/// instead of the next step being scheduled after the previous one ran; so an event
/// is ordered with the other work on `scheduler` by its arrival (found by the
/// differential run against ReactiveObjC).
extension Engine {
    /// Rx `observe(on:)` (`dialect: .rx`), RAC `-deliverOn:` (`dialect: .rac`, whose
    /// `observeOnSchedulesEachEvent` is `schedulesEachEvent` above).
    @inlinable
    package func observe(on scheduler: ImmediateSchedulerType, dialect: Dialect = .rx) -> Observable<Element> {
        let source = self.source
        let drainsBursts = observeOnDrainsBursts(scheduler)
        let schedulesEachEvent = dialect.observeOnSchedulesEachEvent && !drainsBursts
        return Observable.make { sink, scope in
            // The source has its own scope, released as soon as its end is queued: the
            // stage upstream releases itself when the end has passed it, as in Rx, not
            // when the end is delivered later on `scheduler`.
            let upstream = scope.child()
            let queue = ObserveOnQueue(sink: sink, scope: scope, upstream: upstream, scheduler: scheduler,
                                       drainsBursts: drainsBursts, schedulesEachEvent: schedulesEachEvent)
            scope.onDispose(queue.clear)
            source.subscribeEngine(EventSink(next: queue.next, end: queue.end), upstream)
        }
    }
}

/// Whether `scheduler` runs on real dispatch/operation queues, where the time between
/// steps is not observable and a whole burst can be drained per dispatch.
@usableFromInline
func observeOnDrainsBursts(_ scheduler: ImmediateSchedulerType) -> Bool {
    // A fast path: one step per event on these schedulers gives the same events in the
    // same order, only with a dispatch each.
    FastPaths.enabled && scheduler is QueueBackedScheduler
}

/// A scheduler that runs its work on a real dispatch or operation queue. `observe(on:)`
/// (RAC `deliverOn:`) drains every event queued meanwhile in one dispatch there, instead
/// of one dispatch per event (Docs/Performance.md): each event still
/// arrives asynchronously, in order, on that queue; only work that others schedule on the
/// same queue between two events of a burst runs after the burst (Docs/Schedulers.md).
/// Virtual-time and immediate schedulers keep one step per event, since tests see steps.
package protocol QueueBackedScheduler: ImmediateSchedulerType {}

extension SerialDispatchQueueScheduler: QueueBackedScheduler {}
extension ConcurrentDispatchQueueScheduler: QueueBackedScheduler {}
extension ConcurrentMainScheduler: QueueBackedScheduler {}
extension OperationQueueScheduler: QueueBackedScheduler {}

/// The queue of one `observe(on:)` subscription.
///
/// Not a state machine like the other time operators' (`DelayStateMachine`…): its state
/// is two fields, and every event takes this lock, where each way of moving the append
/// and the test into a machine's method cost 3 to 10% more instructions per event
/// (the locked closure or the method stopped being inlined).
///
/// Locking rule: `state` (the pending events and whether a drain is scheduled) is only
/// reached under its lock. `batch` (the inherited unchecked state) belongs to the one
/// running drain: a drain is scheduled only while none is, which is what makes its
/// accesses exclusive without Swift's dynamic check. Events are delivered and the
/// scheduler is called outside the lock.
@usableFromInline
final class ObserveOnQueue<Element>: UncheckedStateOwner<[Event<Element>]>, @unchecked Sendable {
    @usableFromInline
    typealias Item = Event<Element>

    @usableFromInline
    struct State {
        @usableFromInline var pending: [Item] = []
        @usableFromInline var isScheduled = false
        @inlinable init() {}
    }

    @usableFromInline let state = Locked(State())
    /// The burst the running drain delivers (empty between drains).
    @inlinable var batch: [Item] {
        _read { yield uncheckedState }
        _modify { yield &uncheckedState }
    }
    @usableFromInline let sink: EventSink<Element>
    @usableFromInline let scope: SubscriptionScope
    /// The source's part of the subscription, released when the source ends.
    @usableFromInline let upstream: SubscriptionScope
    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let drainsBursts: Bool
    /// One scheduled step per event, scheduled when it arrives (each step delivers the
    /// oldest queued event; the scheduler runs steps in order).
    @usableFromInline let schedulesEachEvent: Bool

    @inlinable
    init(sink: EventSink<Element>, scope: SubscriptionScope, upstream: SubscriptionScope,
         scheduler: ImmediateSchedulerType, drainsBursts: Bool, schedulesEachEvent: Bool) {
        self.schedulesEachEvent = schedulesEachEvent
        self.sink = sink
        self.scope = scope
        self.upstream = upstream
        self.scheduler = scheduler
        self.drainsBursts = drainsBursts
        super.init(uncheckedState: [])
    }

    @inlinable func next(_ element: Element) { enqueue(.next(element)) }

    @inlinable func end(_ termination: Termination) {
        enqueue(.end(termination))
        upstream.dispose()
    }

    @inlinable
    func enqueue(_ item: Item) {
        if scope.isDisposed { return }
        let schedule = state.withLock { state -> Bool in
            state.pending.append(item)
            if schedulesEachEvent { return true }
            if state.isScheduled { return false }
            state.isScheduled = true
            return true
        }
        if schedule { scheduleDrain() }
    }

    @inlinable
    func scheduleDrain() {
        // Disposal is checked by the drain itself, so the returned disposable is not kept.
        _ = scheduler.schedule(self) { queue in
            if queue.schedulesEachEvent {
                queue.deliverOldest()
            } else if queue.drainsBursts {
                queue.drainAll()
            } else {
                queue.drainOne()
            }
            return Disposables.create()
        }
    }

    /// One event's own step: delivers the oldest queued event.
    @inlinable
    func deliverOldest() {
        if scope.isDisposed { return }
        let item = state.withLock { state -> Item? in
            state.pending.isEmpty ? nil : state.pending.removeFirst()
        }
        if let item { deliver(item) }
    }

    /// Delivers bursts until the queue is empty.
    @inlinable
    func drainAll() {
        while !scope.isDisposed {
            let more = state.withLock { state -> Bool in
                if state.pending.isEmpty {
                    state.isScheduled = false
                    return false
                }
                swap(&state.pending, &batch)
                return true
            }
            if !more { return }
            for item in batch {
                if scope.isDisposed { break }
                deliver(item)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Delivers one event, then schedules the next step if more are queued.
    @inlinable
    func drainOne() {
        if scope.isDisposed { return }
        let item = state.withLock { state -> Item? in
            if state.pending.isEmpty {
                state.isScheduled = false
                return nil
            }
            return state.pending.removeFirst()
        }
        guard let item else { return }
        deliver(item)
        let more = state.withLock { state -> Bool in
            if state.pending.isEmpty {
                state.isScheduled = false
                return false
            }
            return true
        }
        if more && !scope.isDisposed { scheduleDrain() }
    }

    @inlinable
    func deliver(_ item: Item) {
        sink.on(item)
    }

    /// Drops queued events on disposal (releases the elements early).
    @inlinable
    func clear() {
        state.withLock { $0.pending.removeAll() }
    }
}
