import XCTest
@testable import ReactiveCore

/// `TimeoutStateMachine`: every transition, driven by hand (deadline timers fire when a
/// row says, with the id they were set with).
final class TimeoutStateMachineTests: XCTestCase {
    typealias Machine = TimeoutStateMachine

    enum Input {
        case next
        case end
        case timerFired(Int)
        case dispose
    }

    enum Output: Equatable {
        case next(Machine.NextAction)
        case end(Machine.EndAction)
        case timer(Machine.TimerAction)
        case disposed
    }

    struct Row {
        let name: String
        var mode = TimeoutMode.betweenElements
        var hasFallback = false
        let inputs: [Input]
        let outputs: [Output]
        let lifecycle: Machine.Lifecycle
    }

    let rows: [Row] = [
        Row(name: "Rx: an element passes and starts the next deadline",
            inputs: [.next, .next], outputs: [.next(.forwardAndRestartTimer(deadline: 1)),
                                              .next(.forwardAndRestartTimer(deadline: 2))],
            lifecycle: .running(deadline: 2)),
        Row(name: "Rx: the deadline before the first element fails the sequence",
            inputs: [.timerFired(0), .next, .end],
            outputs: [.timer(.fail), .next(.drop), .end(.drop)], lifecycle: .timedOut),
        Row(name: "Rx: a replaced deadline's timer is stale; the current one fails",
            inputs: [.next, .timerFired(0), .timerFired(1)],
            outputs: [.next(.forwardAndRestartTimer(deadline: 1)), .timer(.drop), .timer(.fail)],
            lifecycle: .timedOut),
        Row(name: "with a fallback, the deadline switches to it",
            hasFallback: true, inputs: [.next, .timerFired(1), .timerFired(1)],
            outputs: [.next(.forwardAndRestartTimer(deadline: 1)), .timer(.switchToFallback), .timer(.drop)],
            lifecycle: .timedOut),
        Row(name: "RAC: elements pass without moving the deadline",
            mode: .wholeSequence, inputs: [.next, .next, .timerFired(0)],
            outputs: [.next(.forward), .next(.forward), .timer(.fail)], lifecycle: .timedOut),
        Row(name: "the source's end wins over a later deadline",
            inputs: [.next, .end, .timerFired(1), .end],
            outputs: [.next(.forwardAndRestartTimer(deadline: 1)), .end(.cancelTimerAndForward), .timer(.drop),
                      .end(.drop)],
            lifecycle: .sourceEnded),
        Row(name: "RAC: the end before the deadline goes out",
            mode: .wholeSequence, inputs: [.end, .timerFired(0)],
            outputs: [.end(.cancelTimerAndForward), .timer(.drop)], lifecycle: .sourceEnded),
        Row(name: "dispose drops everything after it",
            inputs: [.dispose, .timerFired(0), .next, .end],
            outputs: [.disposed, .timer(.drop), .next(.drop), .end(.drop)], lifecycle: .disposed),
    ]

    func testTransitions() {
        for row in rows {
            var machine = Machine(mode: row.mode, hasFallback: row.hasFallback)
            XCTAssertEqual(machine.lifecycle, .running(deadline: 0), row.name)
            var outputs: [Output] = []
            for input in row.inputs {
                switch input {
                case .next: outputs.append(.next(machine.next()))
                case .end: outputs.append(.end(machine.end()))
                case .timerFired(let id): outputs.append(.timer(machine.timerFired(deadline: id)))
                case .dispose:
                    machine.dispose()
                    outputs.append(.disposed)
                }
            }
            XCTAssertEqual(outputs, row.outputs, row.name)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }
}
