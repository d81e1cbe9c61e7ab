import Foundation
import XCTest
@testable import ReactiveCore

/// `DelayStateMachine`: every transition, driven by hand (timers fire when a row says).
/// Actions and states carrying an error are compared through short descriptions.
final class DelayStateMachineTests: XCTestCase {
    typealias Machine = DelayStateMachine<Int>

    enum Input {
        /// An element due at the given second.
        case next(Int, due: Double)
        case completed(due: Double)
        case error
        case timerFired
        case deliveryFinished
        case dispose
    }

    struct Row {
        let name: String
        var onePerFiring = true
        let inputs: [Input]
        let outputs: [String]
        let lifecycle: String
        var waiting = 0
    }

    let rows: [Row] = [
        // Rx: one timer, one event per firing.
        Row(name: "Rx: the first event sets the timer; the next ones wait for it",
            inputs: [.next(1, due: 20), .next(2, due: 20), .completed(due: 21)],
            outputs: ["startTimer", "wait", "wait"], lifecycle: "timerSet", waiting: 3),
        Row(name: "Rx: a firing delivers one event, then sets the timer for the next",
            inputs: [.next(1, due: 20), .next(2, due: 21), .timerFired, .deliveryFinished],
            outputs: ["startTimer", "wait", "deliver(next(1))", "startTimer(21.0)"], lifecycle: "timerSet", waiting: 1),
        Row(name: "Rx: the completion is delivered in its turn, then nothing is set",
            inputs: [.next(1, due: 20), .completed(due: 20), .timerFired, .deliveryFinished, .timerFired,
                     .deliveryFinished],
            outputs: ["startTimer", "wait", "deliver(next(1))", "startTimer(20.0)", "deliver(completed)", "idle"],
            lifecycle: "idle"),
        Row(name: "Rx: an event arriving during a delivery waits for the timer set after it",
            inputs: [.next(1, due: 20), .timerFired, .next(2, due: 25), .deliveryFinished],
            outputs: ["startTimer", "deliver(next(1))", "wait", "startTimer(25.0)"], lifecycle: "timerSet", waiting: 1),
        Row(name: "Rx: after the queue emptied, the next event sets the timer again",
            inputs: [.next(1, due: 20), .timerFired, .deliveryFinished, .next(2, due: 30)],
            outputs: ["startTimer", "deliver(next(1))", "idle", "startTimer"], lifecycle: "timerSet", waiting: 1),
        Row(name: "Rx: a firing that finds nothing waiting goes idle",
            inputs: [.next(1, due: 20), .error, .timerFired, .timerFired],
            outputs: ["startTimer", "forward", "none", "none"], lifecycle: "failed"),
        Row(name: "an error with no delivery running goes out at once and drops what waits",
            inputs: [.next(1, due: 20), .next(2, due: 20), .error],
            outputs: ["startTimer", "wait", "forward"], lifecycle: "failed"),
        Row(name: "an error during a delivery waits for it, then goes out; the queue is dropped",
            inputs: [.next(1, due: 20), .next(2, due: 21), .timerFired, .error, .deliveryFinished, .timerFired],
            outputs: ["startTimer", "wait", "deliver(next(1))", "waitForDelivery", "forwardError", "none"],
            lifecycle: "failed"),
        Row(name: "after an error every input is dropped",
            inputs: [.error, .next(1, due: 20), .completed(due: 20), .error],
            outputs: ["forward", "drop", "drop", "drop"], lifecycle: "failed"),
        Row(name: "dispose releases what waits; later events are dropped",
            inputs: [.next(1, due: 20), .dispose, .timerFired, .next(2, due: 30), .error],
            outputs: ["startTimer", "disposed", "none", "drop", "drop"], lifecycle: "disposed"),
        Row(name: "dispose during a delivery: nothing follows it",
            inputs: [.next(1, due: 20), .next(2, due: 21), .timerFired, .dispose, .deliveryFinished],
            outputs: ["startTimer", "wait", "deliver(next(1))", "disposed", "idle"], lifecycle: "disposed"),
        // RAC: a timer per event, each firing delivers the first waiting one.
        Row(name: "RAC: every event sets its own timer",
            onePerFiring: false, inputs: [.next(1, due: 20), .next(2, due: 20), .completed(due: 20)],
            outputs: ["startEventTimer", "startEventTimer", "startEventTimer"], lifecycle: "idle", waiting: 3),
        Row(name: "RAC: each firing delivers the first waiting event and sets nothing",
            onePerFiring: false,
            inputs: [.next(1, due: 20), .completed(due: 20), .timerFired, .deliveryFinished, .timerFired,
                     .deliveryFinished],
            outputs: ["startEventTimer", "startEventTimer", "deliver(next(1))", "idle", "deliver(completed)", "idle"],
            lifecycle: "idle"),
        Row(name: "RAC: an error during a delivery waits for it",
            onePerFiring: false, inputs: [.next(1, due: 20), .next(2, due: 20), .timerFired, .error, .deliveryFinished],
            outputs: ["startEventTimer", "startEventTimer", "deliver(next(1))", "waitForDelivery", "forwardError"],
            lifecycle: "failed"),
        Row(name: "RAC: overlapping deliveries (a concurrent scheduler): the first to return ends the delivery",
            onePerFiring: false,
            inputs: [.next(1, due: 20), .next(2, due: 20), .timerFired, .timerFired, .deliveryFinished, .error,
                     .deliveryFinished],
            outputs: ["startEventTimer", "startEventTimer", "deliver(next(1))", "deliver(next(2))", "idle", "forward",
                      "idle"],
            lifecycle: "failed"),
        Row(name: "RAC: a firing after an error finds nothing",
            onePerFiring: false, inputs: [.next(1, due: 20), .error, .timerFired],
            outputs: ["startEventTimer", "forward", "none"], lifecycle: "failed"),
    ]

    func testTransitions() {
        for row in rows {
            var machine = Machine(onePerFiring: row.onePerFiring)
            var outputs: [String] = []
            for input in row.inputs {
                outputs.append(Self.apply(input, to: &machine))
            }
            XCTAssertEqual(outputs, row.outputs, row.name)
            XCTAssertEqual(Self.describe(machine.lifecycle), row.lifecycle, row.name)
            XCTAssertEqual(machine.waitingCount, row.waiting, row.name)
        }
    }

    func testTheErrorHeldDuringADeliveryIsTheOneReceived() {
        var machine = Machine(onePerFiring: true)
        _ = machine.enqueue(.next(1), due: Date(timeIntervalSinceReferenceDate: 20))
        _ = machine.timerFired()
        let failure = NSError(domain: "delay", code: 7)
        XCTAssertEqual(machine.fail(failure), .waitForDelivery)
        guard case .forwardError(let error) = machine.deliveryFinished() else { return XCTFail("no error") }
        XCTAssertEqual((error as NSError).code, 7)
    }

    static func apply(_ input: Input, to machine: inout Machine) -> String {
        switch input {
        case .next(let element, let due):
            return "\(machine.enqueue(.next(element), due: Date(timeIntervalSinceReferenceDate: due)))"
        case .completed(let due):
            return "\(machine.enqueue(.completed, due: Date(timeIntervalSinceReferenceDate: due)))"
        case .error:
            return "\(machine.fail(NSError(domain: "delay", code: 1)))"
        case .timerFired:
            switch machine.timerFired() {
            case .deliver(.next(let element)): return "deliver(next(\(element)))"
            case .deliver(.completed): return "deliver(completed)"
            case .none: return "none"
            }
        case .deliveryFinished:
            switch machine.deliveryFinished() {
            case .idle: return "idle"
            case .startTimer(let due): return "startTimer(\(due.timeIntervalSinceReferenceDate))"
            case .forwardError: return "forwardError"
            }
        case .dispose:
            machine.dispose()
            return "disposed"
        }
    }

    static func describe(_ lifecycle: Machine.Lifecycle) -> String {
        switch lifecycle {
        case .idle: return "idle"
        case .timerSet: return "timerSet"
        case .delivering: return "delivering"
        case .failing: return "failing"
        case .failed: return "failed"
        case .disposed: return "disposed"
        }
    }
}
