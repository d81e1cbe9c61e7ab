import Foundation
import XCTest
@testable import ReactiveCore

/// `ThrottleStateMachine`: every transition, driven by hand (the window's timer firing is
/// an input like the others). Times are seconds; the window is 10 s unless a row says.
final class ThrottleStateMachineTests: XCTestCase {
    typealias Machine = ThrottleStateMachine<Int>

    enum Input {
        case next(Int, at: Double)
        case windowClosed(at: Double)
        case end(Termination)
        case dispose
    }

    enum Output: Equatable {
        case next(Machine.NextAction)
        case timer(Machine.TimerAction)
        case end(Machine.EndAction)
        case disposed
    }

    struct Row {
        let name: String
        var window = 10_000_000_000
        var latest = true
        let inputs: [Input]
        let outputs: [Output]
        let lifecycle: Machine.Lifecycle
    }

    var rows: [Row] {
        let failure = NSError(domain: "throttle", code: 1)
        return [
            Row(name: "the first element goes out at once",
                inputs: [.next(1, at: 0)], outputs: [.next(.forward)], lifecycle: .open),
            Row(name: "an element inside the window is held, with a timer for the rest of the window",
                inputs: [.next(1, at: 0), .next(2, at: 3)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000))],
                lifecycle: .holding(2)),
            Row(name: "a newer element inside the window replaces the held one; the timer runs on",
                inputs: [.next(1, at: 0), .next(2, at: 3), .next(3, at: 5)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .next(.hold)],
                lifecycle: .holding(3)),
            Row(name: "the timer sends the held element, and its window starts then",
                inputs: [.next(1, at: 0), .next(2, at: 3), .windowClosed(at: 10), .next(3, at: 12)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .timer(.forward(2)),
                          .next(.holdAndStartTimer(nanoseconds: 8_000_000_000))],
                lifecycle: .holding(3)),
            Row(name: "without latest, an element inside the window is dropped",
                latest: false, inputs: [.next(1, at: 0), .next(2, at: 3), .next(3, at: 10)],
                outputs: [.next(.forward), .next(.drop), .next(.forward)], lifecycle: .open),
            Row(name: "an element after the window goes out and drops the held one; the old timer is then stale",
                inputs: [.next(1, at: 0), .next(2, at: 3), .next(3, at: 11), .windowClosed(at: 11)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .next(.forward),
                          .timer(.none)],
                lifecycle: .open),
            Row(name: "a timer with nothing held does nothing",
                inputs: [.windowClosed(at: 5), .next(1, at: 6)], outputs: [.timer(.none), .next(.forward)], lifecycle: .open),
            Row(name: "a completion waits for the held element; the timer sends it, then completes",
                inputs: [.next(1, at: 0), .next(2, at: 3), .end(.completed), .windowClosed(at: 10), .windowClosed(at: 20)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .end(.waitForHeld),
                          .timer(.forwardThenComplete(2)), .timer(.none)],
                lifecycle: .finished),
            Row(name: "an element after a waiting completion is dropped",
                inputs: [.next(1, at: 0), .next(2, at: 3), .end(.completed), .next(3, at: 20)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .end(.waitForHeld),
                          .next(.drop)],
                lifecycle: .completing(2)),
            Row(name: "an error drops the held element and goes out at once",
                inputs: [.next(1, at: 0), .next(2, at: 3), .end(.error(failure)), .windowClosed(at: 10)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .end(.forward),
                          .timer(.none)],
                lifecycle: .finished),
            Row(name: "an error while the completion waits drops both",
                inputs: [.next(1, at: 0), .next(2, at: 3), .end(.completed), .end(.error(failure)), .windowClosed(at: 10)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .end(.waitForHeld),
                          .end(.forward), .timer(.none)],
                lifecycle: .finished),
            Row(name: "a completion with nothing held goes out at once; later inputs are dropped",
                inputs: [.next(1, at: 0), .end(.completed), .next(2, at: 20), .end(.error(failure))],
                outputs: [.next(.forward), .end(.forward), .next(.drop), .end(.drop)], lifecycle: .finished),
            Row(name: "dispose while holding releases the element; the timer then does nothing",
                inputs: [.next(1, at: 0), .next(2, at: 3), .dispose, .windowClosed(at: 10), .next(3, at: 20)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: 7_000_000_000)), .disposed,
                          .timer(.none), .next(.drop)],
                lifecycle: .finished),
            Row(name: "a window of Int.max never closes",
                window: .max, inputs: [.next(1, at: 0), .next(2, at: 1_000_000)],
                outputs: [.next(.forward), .next(.holdAndStartTimer(nanoseconds: .max))], lifecycle: .holding(2)),
        ]
    }

    func testTransitions() {
        for row in rows {
            var machine = Machine(window: row.window, latest: row.latest)
            var outputs: [Output] = []
            for input in row.inputs {
                switch input {
                case .next(let element, let time):
                    outputs.append(.next(machine.next(element, now: Date(timeIntervalSinceReferenceDate: time))))
                case .windowClosed(let time):
                    outputs.append(.timer(machine.windowClosed(now: Date(timeIntervalSinceReferenceDate: time))))
                case .end(let termination):
                    outputs.append(.end(machine.end(termination)))
                case .dispose:
                    machine.dispose()
                    outputs.append(.disposed)
                }
            }
            XCTAssertEqual(outputs, row.outputs, row.name)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }

    func testTheWindowRunsFromTheLastElementSent() {
        var machine = Machine(window: 10_000_000_000, latest: true)
        XCTAssertNil(machine.lastSent)
        _ = machine.next(1, now: Date(timeIntervalSinceReferenceDate: 4))
        XCTAssertEqual(machine.lastSent, Date(timeIntervalSinceReferenceDate: 4))
        _ = machine.next(2, now: Date(timeIntervalSinceReferenceDate: 5))
        _ = machine.windowClosed(now: Date(timeIntervalSinceReferenceDate: 14))
        XCTAssertEqual(machine.lastSent, Date(timeIntervalSinceReferenceDate: 14))
    }
}
