import XCTest
@testable import ReactiveCore

/// `ConcatStateMachine`, driven directly: each row applies inputs to a fresh machine (in
/// `concat` or `catch(sequence:)` mode) and checks what every input told the owner to do
/// and where the machine ended up. `subscribing(k)` hands over a new scope `sk` for the
/// k-th source; `sourceFailed(k)` fails it with error `ek`.
final class ConcatStateMachineTests: XCTestCase {
    enum Input {
        case requestStep
        case stepFinished
        case beginStep
        case sourcesExhausted
        case subscribing(Int)
        case sourceCompleted(Int)
        case sourceFailed(Int)
        case releaseIfStillFinished(Int)
        case dispose
    }

    struct Row {
        let name: String
        var catchMode = false
        let inputs: [Input]
        let actions: [String]
        let lifecycle: ConcatStateMachine.Lifecycle
    }

    struct TestError: Error, CustomStringConvertible {
        let description: String
    }

    /// The owner's calls for a step that subscribes source `k`, run by the loop's owner.
    static func ownedStep(subscribing k: Int) -> [Input] { [.requestStep, .beginStep, .subscribing(k)] }

    let rows: [Row] = [
        Row(name: "the first request owns the loop and subscribes the first source",
            inputs: ownedStep(subscribing: 1) + [.stepFinished],
            actions: ["run step", "pull", "accepted", "none"], lifecycle: .idle),
        Row(name: "a source completing later releases it in the next step, before subscribing the next",
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .sourceCompleted(1), .requestStep, .beginStep, .subscribing(2),
                                                   .stepFinished, .releaseIfStillFinished(1)],
            actions: ["run step", "pull", "accepted", "none", "move on", "run step", "pull, release s1", "accepted", "none", "release nothing"],
            lifecycle: .idle),
        Row(name: "re-entrant: a source completing while subscribed is released now; the owner runs the next step",
            inputs: ownedStep(subscribing: 1) + [.sourceCompleted(1), .requestStep, .releaseIfStillFinished(1),
                                                   .stepFinished, .beginStep, .subscribing(2), .stepFinished],
            actions: ["run step", "pull", "accepted", "move on", "none", "release s1", "run step", "pull", "accepted", "none"],
            lifecycle: .idle),
        Row(name: "requests while a step runs make one more step",
            inputs: [.requestStep, .requestStep, .requestStep, .stepFinished, .stepFinished, .stepFinished],
            actions: ["run step", "none", "none", "run step", "none", "none"], lifecycle: .idle),
        Row(name: "the sources running out completes the result after the last completed",
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .sourceCompleted(1), .requestStep, .beginStep, .sourcesExhausted,
                                                   .stepFinished, .requestStep],
            actions: ["run step", "pull", "accepted", "none", "move on", "run step", "pull, release s1", "completed", "none", "none"],
            lifecycle: .ended),
        Row(name: "no sources: the first step completes the result",
            inputs: [.requestStep, .beginStep, .sourcesExhausted, .stepFinished],
            actions: ["run step", "pull", "completed", "none"], lifecycle: .ended),
        Row(name: "concat: a source's error ends the result",
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .sourceFailed(1), .releaseIfStillFinished(1)],
            actions: ["run step", "pull", "accepted", "none", "forward end", "release nothing"], lifecycle: .ended),
        Row(name: "concat: a source's error while subscribed ends the result; the step ends the loop",
            inputs: ownedStep(subscribing: 1) + [.sourceFailed(1), .stepFinished, .requestStep],
            actions: ["run step", "pull", "accepted", "forward end", "none", "none"], lifecycle: .ended),
        Row(name: "catch: an error moves on; the sources running out ends with it", catchMode: true,
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .sourceFailed(1), .requestStep, .beginStep, .sourcesExhausted, .stepFinished],
            actions: ["run step", "pull", "accepted", "none", "move on", "run step", "pull, release s1", "error e1", "none"],
            lifecycle: .ended),
        Row(name: "catch: the last of several errors ends the result", catchMode: true,
            inputs: ownedStep(subscribing: 1) + [.sourceFailed(1), .requestStep, .releaseIfStillFinished(1), .stepFinished,
                                                   .beginStep, .subscribing(2), .sourceFailed(2), .requestStep, .releaseIfStillFinished(2),
                                                   .stepFinished, .beginStep, .sourcesExhausted, .stepFinished],
            actions: ["run step", "pull", "accepted", "move on", "none", "release s1", "run step",
                      "pull", "accepted", "move on", "none", "release s2",
                      "run step", "pull", "error e2", "none"],
            lifecycle: .ended),
        Row(name: "catch: a completion ends the result", catchMode: true,
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .sourceCompleted(1)],
            actions: ["run step", "pull", "accepted", "none", "forward end"], lifecycle: .ended),
        Row(name: "disposal while a source runs releases it; its end then finds no step to run",
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .dispose, .sourceCompleted(1), .requestStep, .releaseIfStillFinished(1)],
            actions: ["run step", "pull", "accepted", "none", "release s1", "move on", "none", "release s1"], lifecycle: .disposed),
        Row(name: "disposal during a step refuses its source",
            inputs: [.requestStep, .beginStep, .dispose, .subscribing(1), .stepFinished],
            actions: ["run step", "pull", "release nothing", "refused", "none"], lifecycle: .disposed),
        Row(name: "disposal while a step is pending: the finished source is released, the step is not run",
            inputs: ownedStep(subscribing: 1) + [.sourceCompleted(1), .requestStep, .dispose, .releaseIfStillFinished(1), .stepFinished],
            actions: ["run step", "pull", "accepted", "move on", "none", "release s1", "release s1", "none"], lifecycle: .disposed),
        Row(name: "disposal between a request and its step: the step releases the finished source and stops",
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .sourceCompleted(1), .requestStep, .dispose, .beginStep,
                                                   .stepFinished, .releaseIfStillFinished(1)],
            actions: ["run step", "pull", "accepted", "none", "move on", "run step", "release s1", "stop, release s1", "none", "release nothing"],
            lifecycle: .disposed),
        Row(name: "disposal before the first request: nothing runs",
            inputs: [.dispose, .requestStep, .dispose],
            actions: ["release nothing", "none", "release nothing"], lifecycle: .disposed),
        Row(name: "the sources running out after disposal leaves the machine disposed",
            inputs: [.requestStep, .beginStep, .dispose, .sourcesExhausted],
            actions: ["run step", "pull", "release nothing", "completed"], lifecycle: .disposed),
        Row(name: "disposal after the result ended releases the last source",
            inputs: ownedStep(subscribing: 1) + [.stepFinished, .sourceFailed(1), .dispose],
            actions: ["run step", "pull", "accepted", "none", "forward end", "release s1"], lifecycle: .disposed),
    ]

    func testEveryTransition() {
        for row in rows {
            var machine = ConcatStateMachine(advancesOnError: row.catchMode)
            var scopes: [Int: SubscriptionScope] = [:]
            func name(_ scope: SubscriptionScope?) -> String {
                guard let scope else { return "nothing" }
                return scopes.first { $0.value === scope }.map { "s\($0.key)" } ?? "an unknown scope"
            }
            var actions: [String] = []
            for input in row.inputs {
                switch input {
                case .requestStep: actions.append(describe(machine.requestStep()))
                case .stepFinished: actions.append(describe(machine.stepFinished()))
                case .beginStep:
                    switch machine.beginStep() {
                    case .pullNextSource(let finished): actions.append(finished == nil ? "pull" : "pull, release \(name(finished))")
                    case .stop(let finished): actions.append(finished == nil ? "stop" : "stop, release \(name(finished))")
                    }
                case .sourcesExhausted:
                    switch machine.sourcesExhausted() {
                    case .completed: actions.append("completed")
                    case .error(let error): actions.append("error \(error)")
                    }
                case .subscribing(let k):
                    let scope = SubscriptionScope()
                    scopes[k] = scope
                    actions.append(machine.subscribing(scope) ? "accepted" : "refused")
                case .sourceCompleted(let k): actions.append(describe(machine.sourceCompleted(scopes[k]!)))
                case .sourceFailed(let k): actions.append(describe(machine.sourceFailed(scopes[k]!, TestError(description: "e\(k)"))))
                case .releaseIfStillFinished(let k): actions.append("release \(name(machine.releaseIfStillFinished(scopes[k]!)))")
                case .dispose: actions.append("release \(name(machine.dispose()))")
                }
            }
            XCTAssertEqual(actions, row.actions, row.name)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }

    func testStepActionsCompareTheirScopesByIdentity() {
        let a = SubscriptionScope(), b = SubscriptionScope()
        XCTAssertEqual(ConcatStateMachine.StepAction.stop(finished: a), .stop(finished: a))
        XCTAssertNotEqual(ConcatStateMachine.StepAction.stop(finished: a), .stop(finished: b))
        XCTAssertNotEqual(ConcatStateMachine.StepAction.stop(finished: nil), .pullNextSource(finished: nil))
    }

    private func describe(_ action: ConcatStateMachine.LoopAction) -> String {
        switch action {
        case .runStep: return "run step"
        case .none: return "none"
        }
    }

    private func describe(_ action: ConcatStateMachine.SourceEndAction) -> String {
        switch action {
        case .moveToNextSource: return "move on"
        case .forwardEnd: return "forward end"
        }
    }
}
