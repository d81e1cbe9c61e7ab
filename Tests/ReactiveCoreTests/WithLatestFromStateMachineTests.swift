import XCTest
@testable import ReactiveCore

/// `WithLatestFromStateMachine`, driven directly: each row applies inputs and checks
/// every action and the final lifecycle. One thread, so every admitted item is
/// `.deliver`, nested when an earlier one was not finished.
final class WithLatestFromStateMachineTests: XCTestCase {
    typealias Machine = WithLatestFromStateMachine<Int>

    enum Input {
        case secondNext(Int), sourceNext, sourceCompleted, sourceFailed, secondFailed, selectorFailed, dispose, finish
    }

    enum Output: Equatable {
        /// The action for a source element.
        case next(Machine.SourceNextAction)
        /// The gate decision for an end.
        case end(GateDecision)
        /// An input with no action.
        case done
    }

    struct Row {
        let name: String
        let steps: [(Input, Output)]
        let lifecycle: Machine.Lifecycle
    }

    static func apply(_ input: Input, to machine: inout Machine) -> Output {
        switch input {
        case .secondNext(let value): machine.secondNext(value); return .done
        case .sourceNext: return .next(machine.sourceNext())
        case .sourceCompleted: return .end(machine.sourceCompleted())
        case .sourceFailed: return .end(machine.sourceFailed())
        case .secondFailed: return .end(machine.secondFailed())
        case .selectorFailed: machine.selectorFailed(); return .done
        case .dispose: machine.dispose(); return .done
        case .finish: machine.finishDelivery(); return .done
        }
    }

    static func forward(_ latest: Int) -> Output { .next(.forward(latest: latest, .deliver)) }

    static let rows: [Row] = [
        Row(name: "a source element before any of second's is dropped",
            steps: [(.sourceNext, .next(.drop))], lifecycle: .running),
        Row(name: "each source element takes second's latest",
            steps: [(.secondNext(1), .done), (.secondNext(2), .done), (.sourceNext, forward(2)), (.finish, .done),
                    (.sourceNext, forward(2)), (.finish, .done), (.secondNext(3), .done), (.sourceNext, forward(3))],
            lifecycle: .running),
        Row(name: "the source's completion completes",
            steps: [(.secondNext(1), .done), (.sourceCompleted, .end(.deliver)), (.sourceNext, .next(.drop)),
                    (.secondFailed, .end(.none))], lifecycle: .completed),
        Row(name: "the source's completion completes even with nothing from second",
            steps: [(.sourceCompleted, .end(.deliver))], lifecycle: .completed),
        Row(name: "second's error while the source is pending ends it",
            steps: [(.sourceNext, .next(.drop)), (.secondFailed, .end(.deliver)), (.secondNext(1), .done),
                    (.sourceNext, .next(.drop)), (.sourceCompleted, .end(.none))], lifecycle: .failed),
        Row(name: "the source's error ends it",
            steps: [(.secondNext(1), .done), (.sourceFailed, .end(.deliver)), (.sourceNext, .next(.drop))],
            lifecycle: .failed),
        Row(name: "an error during a delivery is delivered nested",
            steps: [(.secondNext(1), .done), (.sourceNext, forward(1)), (.secondFailed, .end(.deliver)), (.finish, .done),
                    (.finish, .done)], lifecycle: .failed),
        Row(name: "the selector failed: later inputs are ignored",
            steps: [(.secondNext(1), .done), (.sourceNext, forward(1)), (.selectorFailed, .done),
                    (.sourceNext, .next(.drop)), (.sourceCompleted, .end(.none))], lifecycle: .failed),
        Row(name: "dispose: later inputs are ignored",
            steps: [(.secondNext(1), .done), (.dispose, .done), (.sourceNext, .next(.drop)), (.sourceFailed, .end(.none))],
            lifecycle: .disposed),
        Row(name: "dispose after the completion keeps it completed",
            steps: [(.sourceCompleted, .end(.deliver)), (.dispose, .done)], lifecycle: .completed),
    ]

    func testEveryRow() {
        for row in Self.rows {
            var machine = Machine()
            for (step, (input, expected)) in row.steps.enumerated() {
                XCTAssertEqual(Self.apply(input, to: &machine), expected, "\(row.name): step \(step) (\(input))")
            }
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }

    /// Nothing follows a combination: the machine never announces a completion after one.
    func testNoCompletionFollowsACombination() {
        var machine = Machine()
        machine.secondNext(1)
        XCTAssertEqual(machine.sourceNext(), .forward(latest: 1, .deliver))
        XCTAssertEqual(machine.completeAfterForwarding(), .none)
        XCTAssertEqual(machine.lifecycle, .running)
    }
}
