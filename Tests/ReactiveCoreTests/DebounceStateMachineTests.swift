import Foundation
import XCTest
@testable import ReactiveCore

/// `DebounceStateMachine`: every transition, driven by hand (timers fire when a row says,
/// with the id they were set with).
final class DebounceStateMachineTests: XCTestCase {
    typealias Machine = DebounceStateMachine<Int>

    enum Input {
        case next(Int)
        /// An element that `delays` refused (RAC `valuesPassingTest:`).
        case passThrough
        case timerFired(UInt64)
        case end(Termination)
        case dispose
    }

    enum Output: Equatable {
        case next(Machine.NextAction)
        case pass(Machine.PassAction)
        case timer(Machine.TimerAction)
        case end(Machine.EndAction)
        case disposed
    }

    struct Row {
        let name: String
        let inputs: [Input]
        let outputs: [Output]
        let lifecycle: Machine.Lifecycle
    }

    var rows: [Row] {
        let failure = NSError(domain: "debounce", code: 1)
        return [
            Row(name: "an element waits with a new timer",
                inputs: [.next(1)], outputs: [.next(.startTimer(id: 1))], lifecycle: .waiting(timer: 1, element: 1)),
            Row(name: "the latest timer sends the waiting element",
                inputs: [.next(1), .timerFired(1)], outputs: [.next(.startTimer(id: 1)), .timer(.forward(1))],
                lifecycle: .idle),
            Row(name: "a newer element replaces the waiting one; the older timer is stale",
                inputs: [.next(1), .next(2), .timerFired(1), .timerFired(2)],
                outputs: [.next(.startTimer(id: 1)), .next(.startTimer(id: 2)), .timer(.drop), .timer(.forward(2))],
                lifecycle: .idle),
            Row(name: "a timer that already sent its element sends nothing again",
                inputs: [.next(1), .timerFired(1), .timerFired(1), .next(2)],
                outputs: [.next(.startTimer(id: 1)), .timer(.forward(1)), .timer(.drop), .next(.startTimer(id: 2))],
                lifecycle: .waiting(timer: 2, element: 2)),
            Row(name: "an element sent at once drops the waiting one and cancels its timer",
                inputs: [.next(1), .passThrough, .timerFired(1)],
                outputs: [.next(.startTimer(id: 1)), .pass(.cancelTimerAndForward), .timer(.drop)], lifecycle: .idle),
            Row(name: "a completion sends the waiting element first",
                inputs: [.next(1), .end(.completed), .timerFired(1)],
                outputs: [.next(.startTimer(id: 1)), .end(.forwardWaitingThenEnd(1)), .timer(.drop)],
                lifecycle: .finished),
            Row(name: "a completion with nothing waiting goes out alone",
                inputs: [.next(1), .timerFired(1), .end(.completed)],
                outputs: [.next(.startTimer(id: 1)), .timer(.forward(1)), .end(.forward)], lifecycle: .finished),
            Row(name: "an error drops the waiting element",
                inputs: [.next(1), .end(.error(failure)), .timerFired(1)],
                outputs: [.next(.startTimer(id: 1)), .end(.forward), .timer(.drop)], lifecycle: .finished),
            Row(name: "after the end every input is dropped",
                inputs: [.end(.completed), .next(1), .passThrough, .end(.error(failure))],
                outputs: [.end(.forward), .next(.drop), .pass(.drop), .end(.drop)], lifecycle: .finished),
            Row(name: "dispose releases the waiting element; its timer then sends nothing",
                inputs: [.next(1), .dispose, .timerFired(1), .next(2)],
                outputs: [.next(.startTimer(id: 1)), .disposed, .timer(.drop), .next(.drop)], lifecycle: .finished),
        ]
    }

    func testTransitions() {
        for row in rows {
            var machine = Machine()
            var outputs: [Output] = []
            for input in row.inputs {
                switch input {
                case .next(let element): outputs.append(.next(machine.next(element)))
                case .passThrough: outputs.append(.pass(machine.nextPassingThrough()))
                case .timerFired(let id): outputs.append(.timer(machine.timerFired(id: id)))
                case .end(let termination): outputs.append(.end(machine.end(termination)))
                case .dispose:
                    machine.dispose()
                    outputs.append(.disposed)
                }
            }
            XCTAssertEqual(outputs, row.outputs, row.name)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }

    func testTimerIdsKeepGrowingAcrossHeldElements() {
        var machine = Machine()
        for expected in 1...3 as ClosedRange<UInt64> {
            XCTAssertEqual(machine.next(Int(expected)), .startTimer(id: expected))
        }
        XCTAssertEqual(machine.lastTimer, 3)
    }
}
