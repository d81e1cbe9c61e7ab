import XCTest
@testable import ReactiveCore

/// `CombiningStateMachine` in `zip` mode, driven directly: each row applies inputs and
/// checks every action and the final lifecycle, for each completion rule. One thread,
/// so every admitted item is `.deliver`, nested when an earlier one was not finished.
final class ZipStateMachineTests: XCTestCase {
    typealias Machine = CombiningStateMachine<Int>

    enum Input {
        case next(Int), completed(Int), failed, selectorFailed, dispose, finish, completeAfter
    }

    enum Output: Equatable {
        /// The action for an element.
        case next(Machine.NextAction)
        /// The gate decision for an end (or for the completion after a combination).
        case end(GateDecision)
        /// An input with no action.
        case done
    }

    struct Row {
        let name: String
        var count = 2
        let completion: ZipCompletion
        let steps: [(Input, Output)]
        let lifecycle: Machine.Lifecycle
    }

    static func apply(_ input: Input, to machine: inout Machine) -> Output {
        switch input {
        case .next(let index): return .next(machine.sourceNext(index))
        case .completed(let index): return .end(machine.sourceCompleted(index))
        case .failed: return .end(machine.sourceFailed())
        case .completeAfter: return .end(machine.completeAfterForwarding())
        case .selectorFailed: machine.selectorFailed(); return .done
        case .dispose: machine.dispose(); return .done
        case .finish: machine.finishDelivery(); return .done
        }
    }

    static let forward = Output.next(.forward(.deliver, thenComplete: false))
    static let forwardThenComplete = Output.next(.forward(.deliver, thenComplete: true))

    static let rows: [Row] = [
        Row(name: "elements pair up in order", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.next(0), .next(.wait)), (.next(1), forward), (.finish, .done),
                    (.next(1), forward), (.finish, .done), (.next(1), .next(.wait))], lifecycle: .running),
        Row(name: "Rx fixed: a source completed empty, the others wait for every completion", completion: .allCompleted,
            steps: [(.completed(0), .end(.none)), (.next(1), .next(.wait)), (.completed(1), .end(.deliver))],
            lifecycle: .completed),
        Row(name: "Rx fixed: every source completed, buffered elements are left", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.next(0), .next(.wait)), (.completed(0), .end(.none)), (.next(1), forward),
                    (.finish, .done), (.completed(1), .end(.deliver))], lifecycle: .completed),
        Row(name: "Rx collection: an unpaired element after all others completed completes",
            completion: .allOthersCompletedUnpaired,
            steps: [(.completed(0), .end(.none)), (.next(1), .next(.complete(.deliver))), (.next(1), .next(.drop))],
            lifecycle: .completed),
        Row(name: "Rx collection: an element that pairs is forwarded", completion: .allOthersCompletedUnpaired,
            steps: [(.next(0), .next(.wait)), (.completed(0), .end(.none)), (.next(1), forward), (.finish, .done),
                    (.next(1), .next(.complete(.deliver)))], lifecycle: .completed),
        Row(name: "Rx collection: not while two sources are open", count: 3, completion: .allOthersCompletedUnpaired,
            steps: [(.completed(0), .end(.none)), (.next(1), .next(.wait)), (.completed(2), .end(.none)),
                    (.next(1), .next(.complete(.deliver)))], lifecycle: .completed),
        Row(name: "RAC: a source completed empty completes at once", completion: .anyCompletedAndDrained,
            steps: [(.completed(0), .end(.deliver)), (.next(1), .next(.drop))], lifecycle: .completed),
        Row(name: "RAC: a completed source's last element pairs, then the completion follows",
            completion: .anyCompletedAndDrained,
            steps: [(.next(0), .next(.wait)), (.completed(0), .end(.none)), (.next(1), forwardThenComplete),
                    (.completeAfter, .end(.deliver)), (.finish, .done), (.finish, .done)], lifecycle: .completed),
        Row(name: "RAC: a completed source still buffering: no completion yet", completion: .anyCompletedAndDrained,
            steps: [(.next(0), .next(.wait)), (.next(0), .next(.wait)), (.completed(0), .end(.none)), (.next(1), forward),
                    (.finish, .done), (.next(1), forwardThenComplete)], lifecycle: .running),
        Row(name: "RAC: a source completing after its buffer drained completes", completion: .anyCompletedAndDrained,
            steps: [(.next(0), .next(.wait)), (.next(1), forward), (.finish, .done), (.completed(0), .end(.deliver))],
            lifecycle: .completed),
        Row(name: "RAC: an error before the announced completion wins", completion: .anyCompletedAndDrained,
            steps: [(.next(0), .next(.wait)), (.completed(0), .end(.none)), (.next(1), forwardThenComplete),
                    (.failed, .end(.deliver)), (.completeAfter, .end(.none))], lifecycle: .failed),
        Row(name: "an error while others are pending ends it; later inputs are ignored", completion: .allCompleted,
            steps: [(.next(0), .next(.wait)), (.failed, .end(.deliver)), (.next(1), .next(.drop)),
                    (.completed(1), .end(.none))], lifecycle: .failed),
        Row(name: "a source completing twice counts once", completion: .allCompleted,
            steps: [(.completed(1), .end(.none)), (.completed(1), .end(.none)), (.completed(0), .end(.deliver))],
            lifecycle: .completed),
        Row(name: "dispose while buffering: later inputs are ignored", completion: .anyCompletedAndDrained,
            steps: [(.next(0), .next(.wait)), (.dispose, .done), (.next(1), .next(.drop)), (.completed(1), .end(.none)),
                    (.failed, .end(.none))], lifecycle: .disposed),
        Row(name: "dispose after an error keeps it failed", completion: .allCompleted,
            steps: [(.failed, .end(.deliver)), (.dispose, .done)], lifecycle: .failed),
        Row(name: "the selector failed: later inputs are ignored", completion: .allOthersCompletedUnpaired,
            steps: [(.next(0), .next(.wait)), (.next(1), forward), (.selectorFailed, .done), (.next(0), .next(.drop)),
                    (.completed(0), .end(.none)), (.completeAfter, .end(.none))], lifecycle: .failed),
    ]

    func testEveryRow() {
        for row in Self.rows {
            var machine = Machine(count: row.count, mode: .zip(row.completion))
            for (step, (input, expected)) in row.steps.enumerated() {
                XCTAssertEqual(Self.apply(input, to: &machine), expected, "\(row.name): step \(step) (\(input))")
            }
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }

    /// Zip dequeues one element of each source per tuple: a source that sent three
    /// elements pairs three times with the other's three.
    func testEachTupleConsumesOneElementOfEverySource() {
        var machine = Machine(count: 2, mode: .zip(.allCompleted))
        for _ in 0 ..< 3 { XCTAssertEqual(machine.sourceNext(0), .wait) }
        for _ in 0 ..< 3 {
            XCTAssertEqual(machine.sourceNext(1), .forward(.deliver, thenComplete: false))
            machine.finishDelivery()
        }
        XCTAssertEqual(machine.sourceNext(1), .wait, "source 0 is drained")
        XCTAssertFalse(machine.gate.delivering)
    }
}
