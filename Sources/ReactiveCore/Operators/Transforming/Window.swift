/// `window`: one `WindowSink` per subscription keeps the open window (a subject), counts
/// its elements and runs a timer; a window closes after `timeSpan` or `count` elements
/// and the next one opens at once. The first window opens at subscription. The end
/// reaches the open window, then the outer sequence. The source stays subscribed while
/// the outer subscription or any window subscription lives (`Engine.groupMember`).
extension Engine {
    /// Rx `window(timeSpan:count:scheduler:)`. RAC has none.
    ///
    /// `count` must be greater than 0 (a precondition naming the operator).
    @inlinable
    package func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        precondition(count > 0, "window(timeSpan:count:scheduler:): count must be greater than 0 (got \(count))")
        let source = self.source
        return Observable.make { sink, scope in
            let sourceScope = SubscriptionScope()
            let refCount = RefCountDisposable(disposable: sourceScope)
            scope.add(refCount)
            let windows = WindowSink(sink, scope, sourceScope, refCount, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sourceScope.add(windows.timer)
            windows.startTimer(0)
            windows.openFirst()
            if sourceScope.isDisposed { return }
            source.subscribeEngine(EventSink(next: windows.next, end: windows.end), sourceScope)
        }
    }
}

/// The owner of one `window` subscription, fed by the source and by the timer: its
/// `WindowStateMachine` decides, this class acts.
///
/// Locking rule: `state` (the machine: the open window's subject, its element count, the
/// window id, the lifecycle and the delivery gate) is only reached under its lock, where
/// the next window's subject is made too. Subjects, the sink, the scheduler and `timer`
/// are called outside it; outputs go through the delivery gate, so windows and the outer
/// sink are called by one thread at a time, in decision order.
@usableFromInline
package final class WindowSink<Element>: @unchecked Sendable {
    @usableFromInline typealias StateMachine = WindowStateMachine<Element, PublishSubject<Element>>

    @usableFromInline let state: Locked<StateMachine>
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sink: EventSink<Observable<Element>>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let sourceScope: SubscriptionScope
    @usableFromInline let refCount: RefCountDisposable
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(_ sink: EventSink<Observable<Element>>, _ scope: SubscriptionScope, _ sourceScope: SubscriptionScope, _ refCount: RefCountDisposable,
         timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        state = Locked(StateMachine(first: PublishSubject<Element>(), limit: count))
        self.sink = sink
        self.scope = scope
        self.sourceScope = sourceScope
        self.refCount = refCount
        self.timeSpan = timeSpan
        self.scheduler = scheduler
    }

    /// Emits the first window.
    @inlinable func openFirst() {
        deliver(state.withLock { $0.openFirst() })
    }

    /// Schedules the close of window `windowId`.
    @inlinable func startTimer(_ windowId: Int) {
        if timer.isDisposed { return }
        // The slot is in place before scheduling (see `BufferSink.startTimer`).
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(scheduler.scheduleRelative(windowId, dueTime: timeSpan) { [self] windowId in
            deliver(state.withLock { $0.timerFired(windowId, newWindow: { PublishSubject() }) })
            return Disposables.create()
        })
    }

    @inlinable func next(_ element: Element) {
        deliver(state.withLock { $0.next(element, newWindow: { PublishSubject() }) })
    }

    @inlinable func end(_ termination: Termination) {
        let turn = state.withLock { $0.end(termination) }
        timer.dispose()
        deliver(turn)
    }

    @inlinable func deliver(_ turn: GateTurn<StateMachine.Output>) { state.act(turn, perform: perform) }

    @inlinable func perform(_ output: StateMachine.Output) {
        switch output {
        case .open(let subject):
            if !scope.isDisposed { sink.next(Engine.groupMember(subject, refCount)) }
        case .element(let subject, let element, let rollover):
            subject.on(.next(element))
            if let rollover { perform(.rollover(rollover)) }
        case .rollover(let rollover):
            rollover.closed.on(.completed)
            if !scope.isDisposed { sink.next(Engine.groupMember(rollover.opened, refCount)) }
            startTimer(rollover.windowId)
        case .end(let subject, let termination):
            subject.on(termination.event())
            if !scope.isDisposed { sink.end(termination) }
            sourceScope.dispose()
        }
    }
}
