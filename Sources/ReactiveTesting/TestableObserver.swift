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

    /// Records `event` at the scheduler's current tick.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
