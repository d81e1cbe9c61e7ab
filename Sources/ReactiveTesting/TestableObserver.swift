/// An observer that records every event it receives, with the tick it arrived at.
///
/// It holds its scheduler strongly, as in RxTest.
///
/// Rx: `TestableObserver` (RxTest).
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock stamps the events (a strong reference).
    public let scheduler: TestScheduler

    /// The recorded events, in arrival order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records an event at the scheduler's current tick, without checking the grammar.
    ///
    /// - Parameter event: the event received; every event is kept, in arrival order.
    ///
    /// Rx: RxTest `TestableObserver.on(_:)`. RAC: none (it receives RAC events through
    /// `RACSignal.subscribe(_:)`).
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
