import Foundation
import XCTest
@testable import ReactiveCore

/// `ObserveOnStateMachine`: every transition, driven by hand (the owner's scheduled steps
/// are inputs). Events are compared through their descriptions.
final class ObserveOnStateMachineTests: XCTestCase {
    typealias Machine = ObserveOnStateMachine<Int>

    enum Input {
        case next(Int)
        case completed
        case takeAll
        case takeOne
        case stepFinished
        case takeOldest
        case dispose
    }

    struct Row {
        let name: String
        var schedulesEachEvent = false
        let inputs: [Input]
        let outputs: [String]
        let lifecycle: Machine.Lifecycle
    }

    let rows: [Row] = [
        Row(name: "the first event schedules a step; the next ones wait for it",
            inputs: [.next(1), .next(2)], outputs: ["scheduleStep", "none"], lifecycle: .stepScheduled),
        Row(name: "a burst step takes every waiting event, the end included, then finds none and goes idle",
            inputs: [.next(1), .next(2), .completed, .takeAll, .takeAll, .next(3)],
            outputs: ["scheduleStep", "none", "none", "[next(1), next(2), completed]", "[]", "scheduleStep"],
            lifecycle: .stepScheduled),
        Row(name: "a single step takes one event and schedules the next step while events wait",
            inputs: [.next(1), .next(2), .takeOne, .stepFinished, .takeOne, .stepFinished],
            outputs: ["scheduleStep", "none", "next(1)", "scheduleStep", "next(2)", "none"], lifecycle: .idle),
        Row(name: "an event arriving during a single step is taken by the next one",
            inputs: [.next(1), .takeOne, .next(2), .stepFinished, .takeOne, .takeOne],
            outputs: ["scheduleStep", "next(1)", "none", "scheduleStep", "next(2)", "nil"], lifecycle: .idle),
        Row(name: "RAC: every event schedules its own step, each delivers the oldest",
            schedulesEachEvent: true, inputs: [.next(1), .next(2), .takeOldest, .takeOldest, .takeOldest],
            outputs: ["scheduleStep", "scheduleStep", "next(1)", "next(2)", "nil"], lifecycle: .idle),
        Row(name: "dispose releases what waits; later events and steps find nothing",
            inputs: [.next(1), .next(2), .dispose, .next(3), .takeAll, .takeOne, .stepFinished],
            outputs: ["scheduleStep", "none", "disposed", "none", "[]", "nil", "none"], lifecycle: .disposed),
    ]

    func testTransitions() {
        for row in rows {
            var machine = Machine(schedulesEachEvent: row.schedulesEachEvent)
            var outputs: [String] = []
            for input in row.inputs {
                switch input {
                case .next(let element): outputs.append("\(machine.enqueue(.next(element)))")
                case .completed: outputs.append("\(machine.enqueue(.completed))")
                case .takeAll:
                    var batch: [Event<Int>] = []
                    let took = machine.takeAll(into: &batch)
                    XCTAssertEqual(took, !batch.isEmpty, row.name)
                    outputs.append("[" + batch.map(\.debugDescription).joined(separator: ", ") + "]")
                case .takeOne: outputs.append(machine.takeOne()?.debugDescription ?? "nil")
                case .stepFinished: outputs.append("\(machine.stepFinished())")
                case .takeOldest: outputs.append(machine.takeOldest()?.debugDescription ?? "nil")
                case .dispose:
                    machine.dispose()
                    outputs.append("disposed")
                }
            }
            XCTAssertEqual(outputs, row.outputs, row.name)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
            if machine.lifecycle == .disposed { XCTAssertTrue(machine.queue.isEmpty, row.name) }
        }
    }
}
