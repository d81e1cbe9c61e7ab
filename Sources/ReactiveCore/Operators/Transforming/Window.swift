/// `window`: splits the source into consecutive inner sequences (windows), each closed
/// after `timeSpan` or after `count` elements, whichever comes first.
///
/// timeSpan 100, count 2, subscribed at 200:
/// ```
/// source:   ---1--2--3------------|     (1@210, 2@220, 3@230, |@350)
/// result:   W0-------W1-------W2--|     (W0@200, W1@220, W2@320, |@350)
/// W0:       ---1--(2|)                  (1@210, 2@220, |@220: count reached)
/// W1:                ---3-----|         (3@230, |@320: timeSpan after W1 opened)
/// W2:                         ----|     (|@350)
/// ```
/// - The first window opens at subscription; a window closed by `count` restarts the
///   timer. Windows are emitted even when nothing arrives in them.
/// - Completion and errors reach the open window, then the outer sequence.
/// - A window subscribed after it received elements gets only later ones.
/// - The source stays subscribed while the outer subscription or any window
///   subscription lives (`Engine.groupMember`).
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

/// The state of one `window` subscription, fed by the source and by the timer.
///
/// Locking rule: `state` guards the open window's subject, its element count, the
/// window id, the stopped flag and the delivery gate. Subjects, the sink, the scheduler and
/// `timer` are called outside it; outputs go through the delivery gate, so windows and the
/// outer sink are called by one thread at a time, in decision order. A timer whose
/// window id is no longer current does nothing.
@usableFromInline
package final class WindowSink<Element>: @unchecked Sendable {
    /// A window closed by the source or the timer, and the one opened in its place.
    @usableFromInline
    struct Rollover {
        @usableFromInline let closed: PublishSubject<Element>
        @usableFromInline let opened: PublishSubject<Element>
        @usableFromInline let windowId: Int
        @inlinable init(_ closed: PublishSubject<Element>, _ opened: PublishSubject<Element>, _ windowId: Int) {
            self.closed = closed
            self.opened = opened
            self.windowId = windowId
        }
    }

    @usableFromInline
    enum Output {
        /// Emit the first window.
        case open(PublishSubject<Element>)
        /// Send an element to its window, then roll over if the window is full.
        case element(PublishSubject<Element>, Element, Rollover?)
        /// The timer closed the window.
        case rollover(Rollover)
        /// End the open window, then the outer sequence.
        case end(PublishSubject<Element>, Termination)
    }

    @usableFromInline
    struct State: GatedState {
        @usableFromInline var subject: PublishSubject<Element>
        @usableFromInline var count = 0
        @usableFromInline var windowId = 0
        @usableFromInline var stopped = false
        @usableFromInline var delivery = DeliveryGate<Output>()
        @inlinable init(_ subject: PublishSubject<Element>) { self.subject = subject }
    }

    @usableFromInline let state: Locked<State>
    @usableFromInline let firstSubject: PublishSubject<Element>
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sink: EventSink<Observable<Element>>
    @usableFromInline let scope: SubscriptionScope
    @usableFromInline let sourceScope: SubscriptionScope
    @usableFromInline let refCount: RefCountDisposable
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(_ sink: EventSink<Observable<Element>>, _ scope: SubscriptionScope, _ sourceScope: SubscriptionScope, _ refCount: RefCountDisposable,
         timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        let first = PublishSubject<Element>()
        firstSubject = first
        state = Locked(State(first))
        self.sink = sink
        self.scope = scope
        self.sourceScope = sourceScope
        self.refCount = refCount
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    /// Emits the first window (through the delivery gate: a timer on another thread may
    /// already be closing it).
    @inlinable func openFirst() {
        let output = state.withLock { $0.delivery.offer(.open(firstSubject)) }
        deliver(output)
    }

    /// Schedules the close of window `windowId`.
    @inlinable func startTimer(_ windowId: Int) {
        if timer.isDisposed { return }
        // The slot is in place before scheduling (see `BufferSink.startTimer`).
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(scheduler.scheduleRelative(windowId, dueTime: timeSpan) { [self] windowId in
            let output = state.withLock { state -> GateTurn<Output> in
                guard !state.stopped, state.windowId == windowId else { return .none }
                return state.delivery.offer(.rollover(rolloverLocked(&state)))
            }
            deliver(output)
            return Disposables.create()
        })
    }

    @inlinable func rolloverLocked(_ state: inout State) -> Rollover {
        let closed = state.subject
        let opened = PublishSubject<Element>()
        state.subject = opened
        state.count = 0
        state.windowId &+= 1
        return Rollover(closed, opened, state.windowId)
    }

    @inlinable func next(_ element: Element) {
        let output = state.withLock { state -> GateTurn<Output> in
            if state.stopped { return .none }
            let subject = state.subject
            state.count += 1
            let rollover = state.count >= count ? rolloverLocked(&state) : nil
            return state.delivery.offer(.element(subject, element, rollover))
        }
        deliver(output)
    }

    @inlinable func end(_ termination: Termination) {
        let output = state.withLock { state -> GateTurn<Output> in
            if state.stopped { return .none }
            state.stopped = true
            return state.delivery.offer(.end(state.subject, termination))
        }
        timer.dispose()
        deliver(output)
    }

    @inlinable func deliver(_ turn: GateTurn<Output>) { state.act(turn, perform: perform) }

    @inlinable func perform(_ output: Output) {
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
