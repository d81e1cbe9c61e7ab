import XCTest
@testable import ReactiveCore

/// `WindowStateMachine`, driven directly with timer inputs by hand: each row applies
/// inputs to a fresh machine (windows of `limit` 2; the first window is `W0`, the next
/// ones `W1`, `W2`… as the machine asks for them) and checks the action of each input,
/// then the final lifecycle, open window and its element count. A delivered output's
/// delivery is finished at once, as `WindowSink` does after performing it.
final class WindowStateMachineTests: XCTestCase {
    final class Window {
        let name: String
        init(_ name: String) { self.name = name }
    }
    typealias Machine = WindowStateMachine<Int, Window>

    struct Failure: Error {}

    enum Input {
        case openFirst
        case next(Int)
        /// The timer of window `id` fired.
        case timer(Int)
        case completed
        case failed
    }

    struct Row {
        let name: String
        let inputs: [Input]
        /// One per input: the output's description.
        let actions: [String]
        let lifecycle: Machine.Lifecycle
        let current: String
        var elementCount = 0
        var line: UInt = #line
    }

    static var rows: [Row] { [
        Row(name: "the first window is emitted at subscription",
            inputs: [.openFirst], actions: ["open W0"], lifecycle: .open(windowId: 0), current: "W0"),
        Row(name: "the count boundary sends the element, closes the window and opens the next",
            inputs: [.openFirst, .next(1), .next(2), .next(3)],
            actions: ["open W0", "W0 ← 1", "W0 ← 2, roll W0 → W1 (timer 1)", "W1 ← 3"],
            lifecycle: .open(windowId: 1), current: "W1", elementCount: 1),
        Row(name: "the timer rolls a window over",
            inputs: [.openFirst, .next(1), .timer(0), .next(2)],
            actions: ["open W0", "W0 ← 1", "roll W0 → W1 (timer 1)", "W1 ← 2"],
            lifecycle: .open(windowId: 1), current: "W1", elementCount: 1),
        Row(name: "the timer rolls an empty window over too",
            inputs: [.openFirst, .timer(0), .timer(1)],
            actions: ["open W0", "roll W0 → W1 (timer 1)", "roll W1 → W2 (timer 2)"],
            lifecycle: .open(windowId: 2), current: "W2"),
        Row(name: "a stale timer (its window closed by the count) does nothing",
            inputs: [.openFirst, .next(1), .next(2), .timer(0)],
            actions: ["open W0", "W0 ← 1", "W0 ← 2, roll W0 → W1 (timer 1)", "-"],
            lifecycle: .open(windowId: 1), current: "W1"),
        Row(name: "completion ends the open window, then the outer sequence",
            inputs: [.openFirst, .next(1), .completed],
            actions: ["open W0", "W0 ← 1", "end W0 completed"], lifecycle: .stopped, current: "W0", elementCount: 1),
        Row(name: "an error ends the open window with it",
            inputs: [.openFirst, .next(1), .next(2), .failed],
            actions: ["open W0", "W0 ← 1", "W0 ← 2, roll W0 → W1 (timer 1)", "end W1 error"],
            lifecycle: .stopped, current: "W1"),
        Row(name: "after the end, elements, timers and ends do nothing",
            inputs: [.openFirst, .completed, .next(1), .timer(0), .failed],
            actions: ["open W0", "end W0 completed", "-", "-", "-"], lifecycle: .stopped, current: "W0"),
        Row(name: "a timer (on another thread) before the first window is emitted: emitted after the rollover",
            inputs: [.timer(0), .openFirst],
            actions: ["roll W0 → W1 (timer 1)", "open W0"], lifecycle: .open(windowId: 1), current: "W1"),
    ] }

    func testTransitions() {
        for row in Self.rows {
            var machine = Machine(first: Window("W0"), limit: 2)
            var made = 0
            let newWindow = { () -> Window in
                made += 1
                return Window("W\(made)")
            }
            var actions: [String] = []
            for input in row.inputs {
                let turn: GateTurn<Machine.Output>
                switch input {
                case .openFirst: turn = machine.openFirst()
                case .next(let element): turn = machine.next(element, newWindow: newWindow)
                case .timer(let windowId): turn = machine.timerFired(windowId, newWindow: newWindow)
                case .completed: turn = machine.end(.completed)
                case .failed: turn = machine.end(.error(Failure()))
                }
                actions.append(Self.describe(turn, &machine))
            }
            XCTAssertEqual(actions, row.actions, row.name, line: row.line)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name, line: row.line)
            XCTAssertEqual(machine.current.name, row.current, row.name, line: row.line)
            XCTAssertEqual(machine.elementCount, row.elementCount, row.name, line: row.line)
        }
    }

    func testAWindowIsMadeOnlyWhenOneRollsOver() {
        var machine = Machine(first: Window("W0"), limit: 3)
        var made = 0
        for element in 1...7 {
            let turn = machine.next(element) { made += 1; return Window("W\(made)") }
            _ = Self.describe(turn, &machine)
        }
        XCTAssertEqual(made, 2, "7 elements in windows of 3: two rollovers")
        XCTAssertEqual(machine.lifecycle, .open(windowId: 2))
        XCTAssertEqual(machine.elementCount, 1)
    }

    /// The turn's output; a delivered one's delivery is finished, as the owner does.
    static func describe(_ turn: GateTurn<Machine.Output>, _ machine: inout Machine) -> String {
        guard case .deliver(let item) = turn else { return turn.isNone ? "-" : "wait" }
        machine.delivery.finishDelivery()
        guard case .next(let output) = item else { return "gate end" }
        switch output {
        case .open(let window):
            return "open \(window.name)"
        case .element(let window, let element, let rollover):
            return "\(window.name) ← \(element)" + (rollover.map { ", " + describe($0) } ?? "")
        case .rollover(let rollover):
            return describe(rollover)
        case .end(let window, let termination):
            var kind = "error"
            if case .completed = termination { kind = "completed" }
            return "end \(window.name) \(kind)"
        }
    }

    static func describe(_ rollover: Machine.Rollover) -> String {
        "roll \(rollover.closed.name) → \(rollover.opened.name) (timer \(rollover.windowId))"
    }
}
