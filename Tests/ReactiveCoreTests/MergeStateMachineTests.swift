import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `MergeStateMachine`, driven directly: each row applies inputs to a fresh machine and
/// compares the actions (as short descriptions) and the final state. No threads, no
/// subscriptions: inner scopes are made for an idle `MergeCore`, sources are never
/// subscribed. The gate is never contended here, so an accepted item reads `deliver`
/// (nested when an earlier delivery was not finished, as a re-entrant one would be).
final class MergeStateMachineTests: ReactiveTestCase {
    enum Input {
        case reserve
        /// The outer sent source `s<index>`.
        case next(Int)
        /// The outer sent source `s<index>`, a synchronous source the core runs itself.
        case nextSynchronous(Int)
        case outerSubscribeReturned
        case outerCompleted
        /// An error from the outer, an inner or the selector.
        case failed
        /// Inner `i<index>` completed (disposed first, as `MergeCore` does).
        case innerCompleted(Int)
        /// Inner `i<index>` failed (after `failed`, as `MergeCore` does).
        case innerFailed(Int)
        case synchronousCompleted(delivered: Bool)
        case synchronousMayContinue
        case synchronousYielded
        case dispose
    }

    struct Row {
        let name: String
        var policy: FlattenPolicy = .merge
        var inTurn = false
        let inputs: [Input]
        let actions: [String]
        let lifecycle: MergeStateMachine<Int>.Lifecycle
        var active: Int? = nil
        var waiting: Int? = nil
    }

    /// Whether a completed inner is parked and reused (a fast path).
    static let reuses = FastPaths.enabled

    static let rows: [Row] = [
        // merge: subscription, completion, reuse
        Row(name: "outer next subscribes with a new listed scope", inputs: [.next(0)],
            actions: ["subscribe(i0)"], lifecycle: .running, active: 1),
        Row(name: "completed inner is parked and serves the next inner", inputs: [.next(0), .innerCompleted(0), .next(1)],
            actions: reuses ? ["subscribe(i0)", "none parked", "subscribe(i0)"] : ["subscribe(i0)", "none released(i0)", "subscribe(i1)"],
            lifecycle: .running, active: 1),
        Row(name: "a second completion while the spare slot is full releases", inputs: [.next(0), .next(1), .innerCompleted(0), .innerCompleted(1)],
            actions: ["subscribe(i0)", "subscribe(i1)", reuses ? "none parked" : "none released(i0)", "none released(i1)"],
            lifecycle: .running, active: 0),
        Row(name: "outer completes with no active inner: the result completes", inputs: [.outerCompleted],
            actions: ["complete(deliver)"], lifecycle: .ended, active: 0),
        Row(name: "outer completes with active inners: the outer is released, the last inner completes the result",
            inputs: [.next(0), .next(1), .outerCompleted, .innerCompleted(0), .innerCompleted(1)],
            actions: ["subscribe(i0)", "subscribe(i1)", "releaseOuter", "none released(i0)", "complete(deliver) released(i1)"],
            lifecycle: .ended, active: 0),
        Row(name: "outer completion takes the spare back", inputs: [.next(0), .innerCompleted(0), .outerCompleted],
            actions: ["subscribe(i0)", reuses ? "none parked" : "none released(i0)", reuses ? "complete(deliver) spare(i0)" : "complete(deliver)"],
            lifecycle: .ended),
        Row(name: "no inner is subscribed after the outer completed and the result ended", inputs: [.outerCompleted, .next(0)],
            actions: ["complete(deliver)", "none"], lifecycle: .ended),
        // errors
        Row(name: "error while running ends everything", inputs: [.next(0), .failed, .next(1), .outerCompleted],
            actions: ["subscribe(i0)", "deliver", "none", "releaseOuter"], lifecycle: .ended, active: 1),
        Row(name: "error takes the spare back", inputs: [.next(0), .innerCompleted(0), .failed],
            actions: ["subscribe(i0)", reuses ? "none parked" : "none released(i0)", reuses ? "deliver spare(i0)" : "deliver"],
            lifecycle: .ended),
        Row(name: "error while the outer completed: later inner completions do nothing",
            inputs: [.next(0), .outerCompleted, .failed, .innerCompleted(0)],
            actions: ["subscribe(i0)", "releaseOuter", "deliver", "none released(i0)"], lifecycle: .ended, active: 1),
        Row(name: "only the first end is accepted", inputs: [.failed, .failed, .outerCompleted],
            actions: ["deliver", "none", "complete(none)"], lifecycle: .ended),
        Row(name: "a failed inner is unlisted and released", inputs: [.next(0), .failed, .innerFailed(0)],
            actions: ["subscribe(i0)", "deliver", "released(i0)"], lifecycle: .ended),
        // disposal
        Row(name: "dispose hands over the inners in subscription order", inputs: [.next(0), .next(1), .next(2), .innerCompleted(1), .dispose],
            actions: ["subscribe(i0)", "subscribe(i1)", "subscribe(i2)", reuses ? "none parked" : "none released(i1)",
                      reuses ? "inners[i0,i2] waiting:0 spare(i1)" : "inners[i0,i2] waiting:0"],
            lifecycle: .disposed),
        Row(name: "after dispose nothing is subscribed, reserved or delivered",
            policy: .dropWhileActive, inputs: [.dispose, .reserve, .next(0), .nextSynchronous(1), .failed, .outerCompleted],
            actions: ["inners[] waiting:0", "false", "none", "none", "none", "complete(none)"], lifecycle: .disposed),
        Row(name: "dispose while the outer completed", inputs: [.next(0), .outerCompleted, .dispose, .synchronousYielded],
            actions: ["subscribe(i0)", "releaseOuter", "inners[i0] waiting:0", "nil"], lifecycle: .disposed),
        Row(name: "dispose after the end", inputs: [.failed, .dispose], actions: ["deliver", "inners[] waiting:0"], lifecycle: .disposed),
        // limited
        Row(name: "limited(1) queues, and a completion subscribes the oldest waiting", policy: .limited(1),
            inputs: [.next(0), .next(1), .next(2), .innerCompleted(0), .innerCompleted(1)],
            actions: ["subscribe(i0)", "none", "none", reuses ? "subscribe(s1,i1) parked" : "subscribe(s1,i1) released(i0)",
                      reuses ? "subscribe(s2,i0) parked" : "subscribe(s2,i2) released(i1)"],
            lifecycle: .running, active: 1, waiting: 0),
        Row(name: "limited(2) keeps the order of the waiting inners", policy: .limited(2),
            inputs: [.next(0), .next(1), .next(2), .next(3), .innerCompleted(1), .innerCompleted(0)],
            actions: ["subscribe(i0)", "subscribe(i1)", "none", "none", reuses ? "subscribe(s2,i2) parked" : "subscribe(s2,i2) released(i1)",
                      reuses ? "subscribe(s3,i1) parked" : "subscribe(s3,i3) released(i0)"],
            lifecycle: .running, active: 2, waiting: 0),
        Row(name: "limited: the outer completes while inners wait, the last one completes the result", policy: .limited(1),
            inputs: [.next(0), .next(1), .outerCompleted, .innerCompleted(0), .innerCompleted(1)],
            actions: ["subscribe(i0)", "none", "releaseOuter", "subscribe(s1,i1) released(i0)", "complete(deliver) released(i1)"],
            lifecycle: .ended, active: 0, waiting: 0),
        Row(name: "limited(0) subscribes nothing and completes with the outer", policy: .limited(0),
            inputs: [.next(0), .next(1), .outerCompleted], actions: ["none", "none", "complete(deliver)"],
            lifecycle: .ended, active: 0, waiting: 2),
        Row(name: "dispose drops the waiting inners", policy: .limited(1), inputs: [.next(0), .next(1), .next(2), .dispose],
            actions: ["subscribe(i0)", "none", "none", "inners[i0] waiting:2"], lifecycle: .disposed, waiting: 0),
        // dropWhileActive
        Row(name: "dropWhileActive reserves one slot until the inner ends", policy: .dropWhileActive,
            inputs: [.reserve, .reserve, .next(0), .reserve, .innerCompleted(0), .reserve],
            actions: ["true", "false", "subscribe(i0)", "false", reuses ? "none parked" : "none released(i0)", "true"],
            lifecycle: .running, active: 1),
        Row(name: "dropWhileActive reserves nothing after an error", policy: .dropWhileActive, inputs: [.failed, .reserve],
            actions: ["deliver", "false"], lifecycle: .ended, active: 0),
        // the outer released in turn
        Row(name: "in turn: inners listed before the outer's subscribe returned precede it", inTurn: true,
            inputs: [.next(0), .outerSubscribeReturned, .next(1)],
            actions: ["subscribe(i0^)", "", "subscribe(i1)"], lifecycle: .running),
        Row(name: "in turn: the outer completing during its subscribe call", inTurn: true,
            inputs: [.next(0), .outerCompleted, .outerSubscribeReturned, .innerCompleted(0)],
            actions: ["subscribe(i0^)", "releaseOuter", "", "complete(deliver) released(i0)"], lifecycle: .ended),
        // synchronous inners (run by the core)
        Row(name: "synchronous inner: admitted with the gate, completes without a scope",
            inputs: [.nextSynchronous(0), .synchronousCompleted(delivered: true)],
            actions: ["deliver", "none"], lifecycle: .running, active: 0),
        Row(name: "synchronous inner completes the result after the outer", inputs: [.nextSynchronous(0), .outerCompleted, .synchronousCompleted(delivered: true)],
            actions: ["deliver", "releaseOuter", "complete(deliver)"], lifecycle: .ended, active: 0),
        Row(name: "synchronous inner refused while waiting still ends", inputs: [.nextSynchronous(0), .synchronousCompleted(delivered: false)],
            actions: ["deliver", "none"], lifecycle: .running, active: 0),
        Row(name: "synchronous inner queued by limited(1)", policy: .limited(1), inputs: [.next(0), .nextSynchronous(1), .innerCompleted(0)],
            actions: ["subscribe(i0)", "none", reuses ? "subscribe(s1,i1) parked" : "subscribe(s1,i1) released(i0)"],
            lifecycle: .running, active: 1, waiting: 0),
        Row(name: "synchronous inner goes on until an end is accepted", inputs: [.nextSynchronous(0), .synchronousMayContinue, .failed, .synchronousMayContinue],
            actions: ["deliver", "true", "deliver", "false"], lifecycle: .ended, active: 1),
        Row(name: "synchronous inner ending after an error is not counted", inputs: [.nextSynchronous(0), .failed, .synchronousCompleted(delivered: true)],
            actions: ["deliver", "deliver", "none"], lifecycle: .ended, active: 1),
        Row(name: "synchronous inner yielding to queued work becomes a listed inner", inputs: [.nextSynchronous(0), .synchronousYielded, .innerCompleted(0)],
            actions: ["deliver", "i0", reuses ? "none parked" : "none released(i0)"], lifecycle: .running, active: 0),
        Row(name: "synchronous inner yielding after disposal is dropped", inputs: [.nextSynchronous(0), .dispose, .synchronousYielded],
            actions: ["deliver", "inners[] waiting:0", "nil"], lifecycle: .disposed, active: 1),
    ]

    func testEveryTransition() {
        for row in Self.rows {
            let run = Run(row)
            XCTAssertEqual(run.actions, row.actions, row.name)
            XCTAssertEqual(run.machine.lifecycle, row.lifecycle, row.name)
            if let active = row.active { XCTAssertEqual(run.machine.activeCount, active, row.name) }
            if let waiting = row.waiting { XCTAssertEqual(run.machine.waitingCount, waiting, row.name) }
            run.finish()
        }
    }

    func testInitialLifecycleFollowsTheReleaseOrder() {
        XCTAssertEqual(MergeStateMachine<Int>(policy: .merge, outerReleasedInTurn: false).lifecycle, .running)
        XCTAssertEqual(MergeStateMachine<Int>(policy: .merge, outerReleasedInTurn: true).lifecycle, .subscribingOuter)
    }

    /// One row's run: the machine, the inner scopes it made (labelled by first sight,
    /// held weakly so that reuse is seen), the sources.
    final class Run {
        var machine: MergeStateMachine<Int>
        let core = MergeCore<Int>(EventSink(next: { _ in }, end: { _ in }), policy: .merge)
        let sources = (0..<6).map { _ in Observable<Int>.make { _, _ in } }
        var labels: [ObjectIdentifier: String] = [:]
        var nextLabel = 0
        var inners: [Int: WeakInner] = [:]
        var actions: [String] = []

        struct WeakInner { weak var inner: MergeInner<Int>? }

        init(_ row: Row) {
            machine = MergeStateMachine(policy: row.policy, outerReleasedInTurn: row.inTurn)
            for input in row.inputs { actions.append(apply(input)) }
        }

        /// Ends the subscription as `MergeCore.disposeAll` does: takes the listed inners
        /// and the spare back, and drains the list (dropping it would leak its nodes).
        func finish() {
            var (list, _, _) = machine.dispose()
            while list.removeFirst() != nil {}
        }

        func label(_ inner: MergeInner<Int>) -> String {
            let id = ObjectIdentifier(inner)
            if let label = labels[id] { return label }
            let index = nextLabel
            nextLabel += 1
            labels[id] = "i\(index)"
            inners[index] = WeakInner(inner: inner)
            return "i\(index)"
        }

        /// Labels a reference handed back for release, then forgets it (its memory may
        /// serve a later inner).
        func released(_ inner: MergeInner<Int>?) -> String {
            guard let inner else { return "" }
            let text = label(inner)
            labels[ObjectIdentifier(inner)] = nil
            return text
        }

        func inner(_ index: Int) -> MergeInner<Int> { inners[index]!.inner! }

        func source(_ source: Observable<Int>) -> String { "s\(sources.firstIndex { $0 === source }!)" }

        func describe(_ decision: GateDecision) -> String {
            switch decision {
            case .none: return "none"
            case .deliver: return "deliver"
            case .wait: return "wait"
            }
        }

        func describe(_ action: MergeStateMachine<Int>.InnerCompletedAction) -> String {
            switch action {
            case .none: return "none"
            case .subscribe(let source, let inner): return "subscribe(\(self.source(source)),\(label(inner)))"
            case .complete(let decision): return "complete(\(describe(decision)))"
            }
        }

        func apply(_ input: Input) -> String {
            switch input {
            case .reserve:
                return "\(machine.reserve())"
            case .next(let index):
                guard case .subscribe(let inner) = machine.outerNext(sources[index], core: core) else { return "none" }
                return "subscribe(\(label(inner))\(inner.precedesOuter ? "^" : ""))"
            case .nextSynchronous(let index):
                return describe(machine.outerNextSynchronous(sources[index]))
            case .outerSubscribeReturned:
                machine.outerSubscribeReturned()
                return ""
            case .outerCompleted:
                let (action, spare) = machine.outerCompleted()
                let text: String
                switch action {
                case .releaseOuter: text = "releaseOuter"
                case .complete(let decision): text = "complete(\(describe(decision)))"
                }
                return spare.map { text + " spare(\(released($0)))" } ?? text
            case .failed:
                let (decision, spare) = machine.failed()
                return spare.map { describe(decision) + " spare(\(released($0)))" } ?? describe(decision)
            case .innerCompleted(let index):
                let inner = inner(index)
                inner.dispose()
                let (action, handedBack) = machine.innerCompleted(inner, core: core)
                let text = describe(action)
                return handedBack.map { text + " released(\(released($0)))" } ?? text + " parked"
            case .innerFailed(let index):
                let inner = inner(index)
                inner.dispose()
                return machine.innerFailed(inner).map { "released(\(released($0)))" } ?? "nil"
            case .synchronousCompleted(let delivered):
                return describe(machine.synchronousInnerCompleted(core: core, delivered: delivered))
            case .synchronousMayContinue:
                return "\(machine.synchronousInnerMayContinue())"
            case .synchronousYielded:
                return machine.synchronousInnerYielded(core: core).map { label($0) } ?? "nil"
            case .dispose:
                var (list, waiting, spare) = machine.dispose()
                var listed: [String] = []
                while let inner = list.removeFirst() { listed.append(released(inner)) }
                let text = "inners[\(listed.joined(separator: ","))] waiting:\(waiting.count)"
                return spare.map { text + " spare(\(released($0)))" } ?? text
            }
        }
    }
}
