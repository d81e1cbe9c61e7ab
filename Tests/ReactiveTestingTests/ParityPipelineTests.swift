import XCTest
import RxBridge
import RACBridge
import ReactiveTesting

/// Checking a team's own ported pipelines: typed inputs, several of them, and a clock
/// with real intervals.
final class ParityPipelineTests: ReactiveTestCase {
    /// Ticks of 10 ms: a marble frame is 100 ms.
    static func clock() -> TestScheduler { TestScheduler(initialClock: 0, resolution: 0.01) }

    static let typing = ParityInput("-a-b-c-----d-e------|",
                                    values: ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"])

    func testTypedInputsAreRecordedWithTheirValues() {
        let recording = ParityCheck.record(ParityInput("-a-b-|", values: ["a": 1, "b": 20])) { _, numbers in
            numbers.map { $0 * 2 }
        }
        XCTAssertEqual(recording, Recording(["2@220", "40@240", "|@260"], subscriptions: [[Subscription(200, 260)]]))
    }

    func testSeveralInputsOfDifferentTypesReachBothPipelinesInOrder() {
        let name = ParityInput("-a---b-|", values: ["a": "al", "b": "alice"])
        let agreed = ParityInput("---t-f---|", values: ["t": true, "f": false])
        assertParity(name, agreed,
                     rac: { _, name, agreed in RACSignal.combineLatest(name, agreed) { $0.count >= 3 && $1 } },
                     rx: { _, name, agreed in Observable.combineLatest(name, agreed) { $0.count >= 3 && $1 } })
        let recording = ParityCheck.recordRAC(name, agreed) { _, name, agreed in
            RACSignal.combineLatest(name, agreed) { "\($0) \($1)" }
        }
        XCTAssertEqual(recording, Recording(["al true@240", "alice true@260", "alice false@260", "|@300"],
                                            subscriptions: [[Subscription(200, 280)], [Subscription(200, 300)]]))
    }

    func testARACThrottlePipelineHoldsAgainstItsRxDebouncePortOnRealIntervals() {
        assertParity(Self.typing, scheduler: Self.clock,
                     rac: { scheduler, query in query.throttle(0.3, on: scheduler).filter { $0.count >= 2 } },
                     rx: { scheduler, query in query.debounce(.milliseconds(300), scheduler: scheduler).filter { $0.count >= 2 } })
        // 0.3 s is 30 ticks of 10 ms: "swi" (typed at 260) is sent at 290.
        let recording = ParityCheck.recordRAC(Self.typing, scheduler: Self.clock) { scheduler, query in
            query.throttle(0.3, on: scheduler)
        }
        XCTAssertEqual(recording, Recording(["swi@290", "swift@370", "|@410"], subscriptions: [[Subscription(200, 410)]]))
    }

    func testANaivePortThatKeepsTheNameIsCaught() {
        let original = ParityCheck.recordRAC(Self.typing, scheduler: Self.clock) { scheduler, query in
            query.throttle(0.3, on: scheduler)
        }
        let naive = ParityCheck.record(Self.typing, scheduler: Self.clock) { scheduler, query in
            query.throttle(.milliseconds(300), scheduler: scheduler)
        }
        let difference = Recording.difference(original, naive, lhsTitle: "RAC", rhsTitle: "Rx")
        XCTAssertEqual(difference?.split(separator: "\n").first.map(String.init), "RAC                                  Rx")
        let firstEvents = difference?.split(separator: "\n")[1].split(separator: " ", omittingEmptySubsequences: true)
        XCTAssertEqual(firstEvents, ["≠", "swi@290", "s@220"], "Rx's throttle sends the first keystroke at once")
    }

    func testColdInputsStartAtTheirSubscription() {
        let cold = ParityCheck.record(ParityInput("-a-|"), hot: false) { _, source in source }
        XCTAssertEqual(cold, Recording(["a@220", "|@240"], subscriptions: [[Subscription(200, 240)]]))
    }

    func testAMarbleErrorCanBeTheAppsError() {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let recording = ParityCheck.recordRAC(ParityInput("-a-#", error: Offline())) { _, source in source }
        XCTAssertEqual(recording.events.map(\.description), ["a@220", "#offline@240"])
    }

    func testTheOneInputFormsStillCompile() {
        assertParity(input: "-a-b-|", rac: { $0.map { $0 + "!" } }, rx: { $0.map { $0 + "!" } })
        assertParity(input: "-a-b-|", { $0.map { $0 + "!" } }, { $0.map { "\($0)!" } })
    }

    /// On a clock of 10 ms ticks, RAC's delay lands on the tick Rx's does: a due date
    /// computed as `now + 0.2 s` is a few hundred nanoseconds off the tick's date (a
    /// `Date` holds seconds since 2001 in a Double), which must not push the delivery to
    /// the next tick. (It did: "s" at 241 instead of 240, "swi" at 281.)
    func testRACDelayOnAFineClockLandsOnTheSameTickAsRx() {
        assertParity(Self.typing, scheduler: Self.clock,
                     rac: { scheduler, query in query.delay(0.2, on: scheduler) },
                     rx: { scheduler, query in query.delay(.milliseconds(200), scheduler: scheduler) })
        let recording = ParityCheck.recordRAC(Self.typing, scheduler: Self.clock) { scheduler, query in
            query.delay(0.2, on: scheduler)
        }
        XCTAssertEqual(recording.events.map(\.description), ["s@240", "sw@260", "swi@280", "swif@340", "swift@360", "|@430"])
    }
}
