import XCTest
@testable import ReactiveCore

/// `BufferStateMachine`, driven directly with timer inputs by hand: each row applies
/// inputs to a fresh machine and checks the action of each input, then the final
/// lifecycle and buffer. A delivered output's delivery is finished at once, as
/// `BufferSink` does after performing it.
final class BufferStateMachineTests: XCTestCase {
    typealias Machine = BufferStateMachine<Int>

    struct Failure: Error {}

    enum Input {
        case next(Int)
        /// The timer of window `id` fired.
        case timer(Int)
        case completed
        case failed
    }

    struct Row {
        let name: String
        let timer: BufferTimer
        var limit = 3
        let inputs: [Input]
        /// One per input: the action's description.
        let actions: [String]
        let lifecycle: Machine.Lifecycle
        var buffer: [Int] = []
        var line: UInt = #line
    }

    static var rows: [Row] { [
        // Rx: `.periodic`, the timer of window 0 started at subscription.
        Row(name: "Rx: the timer fires with an empty buffer: an empty buffer, the next window's timer",
            timer: .periodic, inputs: [.timer(0)],
            actions: ["emit [] restart 1"], lifecycle: .collecting(windowId: 1)),
        Row(name: "Rx: the timer fires with a non-empty buffer",
            timer: .periodic, inputs: [.next(1), .next(2), .timer(0), .next(3)],
            actions: ["-", "-", "emit [1, 2] restart 1", "-"], lifecycle: .collecting(windowId: 1), buffer: [3]),
        Row(name: "Rx: the count boundary emits and restarts the timer for the next window",
            timer: .periodic, inputs: [.next(1), .next(2), .next(3), .next(4)],
            actions: ["-", "-", "deliver emit [1, 2, 3] restart 1", "-"], lifecycle: .collecting(windowId: 1), buffer: [4]),
        Row(name: "Rx: a stale timer (its window closed by the count) does nothing",
            timer: .periodic, inputs: [.next(1), .next(2), .next(3), .next(4), .timer(0), .timer(1)],
            actions: ["-", "-", "deliver emit [1, 2, 3] restart 1", "-", "-", "emit [4] restart 2"],
            lifecycle: .collecting(windowId: 2)),
        Row(name: "Rx: completion flushes the buffer, even empty",
            timer: .periodic, inputs: [.completed],
            actions: ["end [] completed"], lifecycle: .stopped),
        Row(name: "Rx: completion flushes a non-empty buffer",
            timer: .periodic, inputs: [.next(1), .completed],
            actions: ["-", "end [1] completed"], lifecycle: .stopped),
        Row(name: "Rx: an error drops the buffer",
            timer: .periodic, inputs: [.next(1), .failed],
            actions: ["-", "end nil error"], lifecycle: .stopped),
        Row(name: "Rx: after the end, elements, timers and ends do nothing",
            timer: .periodic, inputs: [.completed, .next(1), .timer(0), .failed],
            actions: ["end [] completed", "-", "-", "-"], lifecycle: .stopped),
        // RAC: `.startedByFirstElement`.
        Row(name: "RAC: the first element of an empty buffer starts the timer of a new window",
            timer: .startedByFirstElement, inputs: [.next(1), .next(2)],
            actions: ["startTimer 1", "-"], lifecycle: .collecting(windowId: 1), buffer: [1, 2]),
        Row(name: "RAC: the timer emits the buffer without restarting; the next element starts the next timer",
            timer: .startedByFirstElement, inputs: [.next(1), .timer(1), .next(2)],
            actions: ["startTimer 1", "emit [1] restart nil", "startTimer 3"], lifecycle: .collecting(windowId: 3), buffer: [2]),
        Row(name: "RAC: the timer of the current window with an empty buffer emits nothing",
            timer: .startedByFirstElement, inputs: [.next(1), .timer(1), .timer(2)],
            actions: ["startTimer 1", "emit [1] restart nil", "-"], lifecycle: .collecting(windowId: 3)),
        Row(name: "RAC: the count boundary emits and cancels the timer; that timer is then stale",
            timer: .startedByFirstElement, limit: 2, inputs: [.next(1), .next(2), .timer(1)],
            actions: ["startTimer 1", "deliver emit [1, 2] restart nil, cancel timer", "-"],
            lifecycle: .collecting(windowId: 2)),
        Row(name: "RAC: a buffer of one is full at once: no timer",
            timer: .startedByFirstElement, limit: 1, inputs: [.next(1), .next(2)],
            actions: ["deliver emit [1] restart nil, cancel timer", "deliver emit [2] restart nil, cancel timer"],
            lifecycle: .collecting(windowId: 2)),
        Row(name: "RAC: completion with an empty buffer sends no buffer",
            timer: .startedByFirstElement, inputs: [.completed],
            actions: ["end nil completed"], lifecycle: .stopped),
        Row(name: "RAC: completion flushes a non-empty buffer",
            timer: .startedByFirstElement, inputs: [.next(1), .completed, .timer(1)],
            actions: ["startTimer 1", "end [1] completed", "-"], lifecycle: .stopped),
        Row(name: "RAC: an error drops the buffer",
            timer: .startedByFirstElement, inputs: [.next(1), .failed],
            actions: ["startTimer 1", "end nil error"], lifecycle: .stopped),
    ] }

    func testTransitions() {
        for row in Self.rows {
            var machine = Machine(limit: row.limit, timer: row.timer)
            var actions: [String] = []
            for input in row.inputs {
                switch input {
                case .next(let element):
                    switch machine.next(element) {
                    case .none:
                        actions.append("-")
                    case .startTimer(let windowId):
                        actions.append("startTimer \(windowId)")
                    case .deliver(let turn, let cancelsTimer):
                        actions.append("deliver " + Self.describe(turn, &machine) + (cancelsTimer ? ", cancel timer" : ""))
                    }
                case .timer(let windowId):
                    let turn = machine.timerFired(windowId)
                    actions.append(Self.describe(turn, &machine))
                case .completed:
                    let turn = machine.end(.completed)
                    actions.append(Self.describe(turn, &machine))
                case .failed:
                    let turn = machine.end(.error(Failure()))
                    actions.append(Self.describe(turn, &machine))
                }
            }
            XCTAssertEqual(actions, row.actions, row.name, line: row.line)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name, line: row.line)
            XCTAssertEqual(machine.buffer, row.buffer, row.name, line: row.line)
        }
    }

    func testAnOutputDecidedDuringADeliveryIsDeliveredNested() {
        var machine = Machine(limit: 1, timer: .periodic)
        guard case .deliver(let first, _) = machine.next(1) else { return XCTFail("full at once") }
        // Not finished yet: the sink, delivering [1], makes the source send 2.
        guard case .deliver(let nested, _) = machine.next(2) else { return XCTFail("full at once") }
        XCTAssertEqual(Self.describe(first, &machine), "emit [1] restart 1")
        XCTAssertEqual(Self.describe(nested, &machine), "emit [2] restart 2")
        XCTAssertFalse(machine.delivery.isEnded, "a buffer is an element to the gate, the end included")
    }

    /// The turn's output; a delivered one's delivery is finished, as the owner does.
    static func describe(_ turn: GateTurn<Machine.Output>, _ machine: inout Machine) -> String {
        guard case .deliver(let item) = turn else { return turn.isNone ? "-" : "wait" }
        machine.delivery.finishDelivery()
        guard case .next(let output) = item else { return "gate end" }
        switch output {
        case .emit(let buffer, let restartTimer):
            return "emit \(buffer) restart \(restartTimer.map(String.init) ?? "nil")"
        case .end(let buffer, let termination):
            var kind = "error"
            if case .completed = termination { kind = "completed" }
            return "end \(buffer.map { "\($0)" } ?? "nil") \(kind)"
        }
    }
}
