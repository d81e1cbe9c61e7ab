import XCTest
import RACBridge
import ReactiveTesting

/// RAC's `-delay:` gives every value its own timer, set when the value arrives, so a
/// delayed value is ordered with the other work of its tick by its arrival (found by
/// generated parity, Docs/GeneratedParity.md). A single timer set again after each
/// firing put later values behind work scheduled in between.
final class RACDelayTimerOrderTests: ReactiveTestCase {
    let values: [Character: Int] = ["1": 1]

    func testADelayedValueResetsAThrottleWhoseTimerWasSetAfterTheValueArrived() {
        // 1, 1 at 210 and 1, 1 at 220, delayed by 20: due at 230, 230, 240, 240, their
        // timers set at 210 and 220. The throttle's timer, set at 230 for 240, comes after
        // them, so the values of 240 restart it and only one value leaves, at 250.
        let recording = ParityCheck.recordRAC(inputs: ["11"], values: values) { s, sc in
            s[0].merge(s[0]).delay(20, on: sc).throttle(10, on: sc)
        }
        XCTAssertEqual(recording.events, Recording(["1@250"]).events)
    }

    func testADelayedValueSwitchesBeforeAnInnerSignalSubscribedLaterSendsOnTheSameTick() {
        // The second 1 (sent at 240, due at 270) switches to a new inner signal before the
        // inner signal subscribed at 250 sends its value of 270.
        let recording = ParityCheck.recordRAC(inputs: ["-1-(1|)"], values: values, hot: false) { s, sc in
            s[0].delay(30, on: sc).map { x in s[0].map { $0 + x } }.switchToLatest().delay(1, on: sc)
        }
        XCTAssertEqual(recording.events, Recording(["2@291", "2@311", "|@311"]).events)
    }

    func testValuesOfOneTickStillLeaveTogether() {
        let recording = ParityCheck.recordRAC(inputs: ["(11|)"], values: values) { s, sc in s[0].delay(5, on: sc) }
        XCTAssertEqual(recording, Recording(["1@215", "1@215", "|@215"], subscriptions: [[Subscription(200, 210)]]))
    }
}
