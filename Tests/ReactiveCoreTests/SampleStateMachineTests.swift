import XCTest
@testable import ReactiveCore

/// `SampleStateMachine`, driven directly in both dialects: each row applies inputs and
/// checks every action and the final lifecycle. One thread, so every admitted item is
/// `.deliver`, nested when an earlier one was not finished.
final class SampleStateMachineTests: XCTestCase {
    typealias Machine = SampleStateMachine<Int>

    enum Input {
        case next(Int), tick, sourceCompleted, samplerCompleted, sourceFailed, samplerFailed
        case completeAfter, dispose, finish
    }

    enum Output: Equatable {
        /// The action for a tick (or the sampler's completion).
        case tick(Machine.TickAction)
        /// The gate decision for an end (or for the completion after an element).
        case end(GateDecision)
        /// An input with no action.
        case done
    }

    enum Dialect {
        /// Rx: each element once, the source's completion waits for a tick.
        case rx(defaultValue: Int?)
        /// RAC: the latest element at every tick, either completion ends at once.
        case rac
    }

    struct Row {
        let name: String
        let dialect: Dialect
        let steps: [(Input, Output)]
        let lifecycle: Machine.Lifecycle
    }

    static func apply(_ input: Input, to machine: inout Machine) -> Output {
        switch input {
        case .next(let element): machine.sourceNext(element); return .done
        case .tick: return .tick(machine.tick())
        case .sourceCompleted: return .end(machine.sourceCompleted())
        case .samplerCompleted: return .tick(machine.samplerCompleted())
        case .sourceFailed: return .end(machine.sourceFailed())
        case .samplerFailed: return .end(machine.samplerFailed())
        case .completeAfter: return .end(machine.completeAfterForwarding())
        case .dispose: machine.dispose(); return .done
        case .finish: machine.finishDelivery(); return .done
        }
    }

    static func forward(_ element: Int, thenComplete: Bool = false) -> Output {
        .tick(.forward(element, .deliver, thenComplete: thenComplete))
    }

    static let rx = Dialect.rx(defaultValue: nil)

    static let rows: [Row] = [
        Row(name: "Rx: a tick with no element sends nothing", dialect: rx,
            steps: [(.tick, .tick(.none))], lifecycle: .running),
        Row(name: "Rx: a tick sends the latest element once", dialect: rx,
            steps: [(.next(1), .done), (.next(2), .done), (.tick, forward(2)), (.finish, .done), (.tick, .tick(.none))],
            lifecycle: .running),
        Row(name: "Rx: a tick with no new element sends the default value", dialect: .rx(defaultValue: 9),
            steps: [(.tick, forward(9)), (.finish, .done), (.next(1), .done), (.tick, forward(1)), (.finish, .done),
                    (.tick, forward(9))], lifecycle: .running),
        Row(name: "Rx: the source's completion waits for the tick, which sends the last element first", dialect: rx,
            steps: [(.next(1), .done), (.sourceCompleted, .end(.none)), (.tick, forward(1, thenComplete: true)),
                    (.completeAfter, .end(.deliver)), (.finish, .done), (.finish, .done), (.tick, .tick(.none))],
            lifecycle: .completed),
        Row(name: "Rx: a source completed with nothing to send completes at the tick", dialect: rx,
            steps: [(.sourceCompleted, .end(.none)), (.tick, .tick(.complete(.deliver)))], lifecycle: .completed),
        Row(name: "Rx: the sampler's completion is a last tick, the result goes on", dialect: rx,
            steps: [(.next(2), .done), (.samplerCompleted, forward(2))], lifecycle: .running),
        Row(name: "Rx: the sampler's completion after the source's completes", dialect: rx,
            steps: [(.sourceCompleted, .end(.none)), (.samplerCompleted, .tick(.complete(.deliver)))],
            lifecycle: .completed),
        Row(name: "RAC: every tick sends the latest element again", dialect: .rac,
            steps: [(.tick, .tick(.none)), (.next(1), .done), (.tick, forward(1)), (.finish, .done), (.tick, forward(1))],
            lifecycle: .running),
        Row(name: "RAC: the source's completion completes at once", dialect: .rac,
            steps: [(.next(1), .done), (.sourceCompleted, .end(.deliver)), (.tick, .tick(.none))], lifecycle: .completed),
        Row(name: "RAC: the sampler's completion completes at once", dialect: .rac,
            steps: [(.next(1), .done), (.samplerCompleted, .tick(.complete(.deliver)))], lifecycle: .completed),
        Row(name: "the source's error while an element is pending ends it", dialect: rx,
            steps: [(.next(1), .done), (.sourceFailed, .end(.deliver)), (.tick, .tick(.none)),
                    (.samplerFailed, .end(.none))], lifecycle: .failed),
        Row(name: "the sampler's error while the source's completion waits ends it", dialect: rx,
            steps: [(.sourceCompleted, .end(.none)), (.samplerFailed, .end(.deliver)), (.tick, .tick(.none))],
            lifecycle: .failed),
        Row(name: "an error before the announced completion wins", dialect: rx,
            steps: [(.next(1), .done), (.sourceCompleted, .end(.none)), (.tick, forward(1, thenComplete: true)),
                    (.samplerFailed, .end(.deliver)), (.completeAfter, .end(.none))], lifecycle: .failed),
        Row(name: "an error after the completion is ignored", dialect: .rac,
            steps: [(.sourceCompleted, .end(.deliver)), (.sourceFailed, .end(.none))], lifecycle: .completed),
        Row(name: "dispose while the source's completion waits: ticks do nothing", dialect: rx,
            steps: [(.next(1), .done), (.sourceCompleted, .end(.none)), (.dispose, .done), (.tick, .tick(.none)),
                    (.samplerCompleted, .tick(.none))], lifecycle: .disposed),
        Row(name: "dispose while running: later elements are not kept", dialect: .rac,
            steps: [(.dispose, .done), (.next(1), .done), (.tick, .tick(.none)), (.sourceCompleted, .end(.none))],
            lifecycle: .disposed),
        Row(name: "dispose after the completion keeps it completed", dialect: .rac,
            steps: [(.sourceCompleted, .end(.deliver)), (.dispose, .done)], lifecycle: .completed),
    ]

    func testEveryRow() {
        for row in Self.rows {
            var machine: Machine
            switch row.dialect {
            case .rx(let defaultValue): machine = Machine(defaultValue: defaultValue, repeatsLatest: false)
            case .rac: machine = Machine(defaultValue: nil, repeatsLatest: true)
            }
            for (step, (input, expected)) in row.steps.enumerated() {
                XCTAssertEqual(Self.apply(input, to: &machine), expected, "\(row.name): step \(step) (\(input))")
            }
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }

    /// Rx consumes the element a tick sends; RAC keeps it.
    func testOnlyRxConsumesTheSampledElement() {
        var rx = Machine(defaultValue: nil, repeatsLatest: false), rac = Machine(defaultValue: nil, repeatsLatest: true)
        rx.sourceNext(3)
        rac.sourceNext(3)
        _ = rx.tick()
        _ = rac.tick()
        XCTAssertNil(rx.latest)
        XCTAssertEqual(rac.latest, 3)
    }
}
