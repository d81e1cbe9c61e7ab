import XCTest
@testable import ReactiveCore

/// `CombiningStateMachine` in `combineLatest` mode, driven directly: each row applies
/// inputs and checks every action and the final lifecycle. (Zip mode:
/// `ZipStateMachineTests`.) One thread, so every admitted item is `.deliver`, nested
/// when an earlier one was not finished.
final class CombineLatestStateMachineTests: XCTestCase {
    typealias Machine = CombiningStateMachine<Int>

    enum Input {
        case next(Int), completed(Int), failed, selectorFailed, dispose, finish
    }

    enum Output: Equatable {
        /// The action for an element.
        case next(Machine.NextAction)
        /// The gate decision for an end.
        case end(GateDecision)
        /// An input with no action.
        case done
    }

    struct Row {
        let name: String
        var count = 2
        let completion: CombineLatestCompletion
        let steps: [(Input, Output)]
        let lifecycle: Machine.Lifecycle
    }

    static func apply(_ input: Input, to machine: inout Machine) -> Output {
        switch input {
        case .next(let index): return .next(machine.sourceNext(index))
        case .completed(let index): return .end(machine.sourceCompleted(index))
        case .failed: return .end(machine.sourceFailed())
        case .selectorFailed: machine.selectorFailed(); return .done
        case .dispose: machine.dispose(); return .done
        case .finish: machine.finishDelivery(); return .done
        }
    }

    static let forward = Output.next(.forward(.deliver, thenComplete: false))

    static let rows: [Row] = [
        Row(name: "one source's element waits for the others", completion: .allCompletedOrStarved,
            steps: [(.next(0), .next(.wait)), (.next(0), .next(.wait))], lifecycle: .running),
        Row(name: "every source has an element: forward, then at each element", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.next(1), forward), (.finish, .done), (.next(0), forward), (.finish, .done),
                    (.next(1), forward)], lifecycle: .running),
        Row(name: "Rx: a source completed empty, an element of the last one completes (starved)",
            completion: .allCompletedOrStarved,
            steps: [(.completed(0), .end(.none)), (.next(1), .next(.complete(.deliver))), (.next(1), .next(.drop))],
            lifecycle: .completed),
        Row(name: "RAC: a source completed empty, the others' elements wait", completion: .allCompleted,
            steps: [(.completed(0), .end(.none)), (.next(1), .next(.wait)), (.next(1), .next(.wait))], lifecycle: .running),
        Row(name: "Rx: starved only when every other source completed", count: 3, completion: .allCompletedOrStarved,
            steps: [(.completed(0), .end(.none)), (.next(1), .next(.wait)), (.completed(2), .end(.none)),
                    (.next(1), .next(.complete(.deliver)))], lifecycle: .completed),
        Row(name: "Rx: others completed after emitting: combinations go on", completion: .allCompletedOrStarved,
            steps: [(.next(0), .next(.wait)), (.completed(0), .end(.none)), (.next(1), forward), (.finish, .done),
                    (.next(1), forward)], lifecycle: .running),
        Row(name: "every source completed: the completion", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.next(1), forward), (.finish, .done), (.completed(1), .end(.none)),
                    (.completed(0), .end(.deliver))], lifecycle: .completed),
        Row(name: "Rx: every source completed empty: the completion", completion: .allCompletedOrStarved,
            steps: [(.completed(1), .end(.none)), (.completed(0), .end(.deliver))], lifecycle: .completed),
        Row(name: "a source completing twice counts once", completion: .allCompleted,
            steps: [(.completed(0), .end(.none)), (.completed(0), .end(.none)), (.completed(1), .end(.deliver))],
            lifecycle: .completed),
        Row(name: "an error while others are pending ends it; later inputs are ignored", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.failed, .end(.deliver)), (.next(1), .next(.drop)),
                    (.completed(1), .end(.none)), (.failed, .end(.none))], lifecycle: .failed),
        Row(name: "an error after the completion is ignored", completion: .allCompletedOrStarved,
            steps: [(.completed(0), .end(.none)), (.completed(1), .end(.deliver)), (.failed, .end(.none))],
            lifecycle: .completed),
        Row(name: "an error during a delivery is delivered nested", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.next(1), forward), (.failed, .end(.deliver)), (.finish, .done),
                    (.finish, .done)], lifecycle: .failed),
        Row(name: "dispose while waiting: later elements dropped", completion: .allCompletedOrStarved,
            steps: [(.next(0), .next(.wait)), (.dispose, .done), (.next(1), .next(.drop)), (.completed(0), .end(.none)),
                    (.completed(1), .end(.none))], lifecycle: .disposed),
        Row(name: "dispose after the completion keeps it completed", completion: .allCompleted,
            steps: [(.completed(0), .end(.none)), (.completed(1), .end(.deliver)), (.dispose, .done)],
            lifecycle: .completed),
        Row(name: "the selector failed: later inputs are ignored", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.next(1), forward), (.selectorFailed, .done), (.next(0), .next(.drop)),
                    (.completed(0), .end(.none)), (.completed(1), .end(.none))], lifecycle: .failed),
    ]

    func testEveryRow() {
        for row in Self.rows {
            var machine = Machine(count: row.count, mode: .combineLatest(row.completion))
            for (step, (input, expected)) in row.steps.enumerated() {
                XCTAssertEqual(Self.apply(input, to: &machine), expected, "\(row.name): step \(step) (\(input))")
            }
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }

    /// Every delivery finished: the gate is free again (the owner's `finishDelivery`
    /// balances each admitted item, nested ones included).
    func testFinishingEveryDeliveryFreesTheGate() {
        var machine = Machine(count: 2, mode: .combineLatest(.allCompleted))
        XCTAssertEqual(machine.sourceNext(0), .wait)
        XCTAssertEqual(machine.sourceNext(1), .forward(.deliver, thenComplete: false))
        XCTAssertEqual(machine.sourceNext(1), .forward(.deliver, thenComplete: false), "nested")
        machine.finishDelivery()
        XCTAssertTrue(machine.gate.delivering, "the outer delivery is still under way")
        machine.finishDelivery()
        XCTAssertFalse(machine.gate.delivering)
    }

    /// The dialects' modes keep only the latest element per source.
    func testCombineLatestKeepsLatestOnly() {
        XCTAssertTrue(CombiningMode.combineLatest(.allCompleted).keepsLatestOnly)
        XCTAssertFalse(CombiningMode.zip(.allCompleted).keepsLatestOnly)
    }
}
