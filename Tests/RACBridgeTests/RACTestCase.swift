import XCTest
import RACBridge
import ReactiveTesting

/// The base of the RAC operator tests: a `RACTestScheduler` on a fresh virtual clock and
/// test sources on that clock, with `ReactiveTestCase`'s leak accounting.
class RACTestCase: ReactiveTestCase {
    /// A `RACTestScheduler` on a new clock at tick 0.
    func makeScheduler() -> RACTestScheduler {
        RACTestScheduler(testScheduler: TestScheduler(initialClock: 0))
    }

    /// A hot source of `Int`s on `scheduler`'s clock: it sends `events` at their ticks.
    func hot(_ scheduler: RACTestScheduler, _ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.testScheduler.createHotObservable(events)
    }

    /// A cold source of `Int`s on `scheduler`'s clock: each subscription replays `events`, their
    /// ticks counted from the subscription.
    func cold(_ scheduler: RACTestScheduler, _ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.testScheduler.createColdObservable(events)
    }
}
