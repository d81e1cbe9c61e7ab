import XCTest
@testable import ReactiveCore

/// `SwitchStateMachine`, driven directly: each row applies inputs to a fresh machine and
/// checks what every input told the owner to do and where the machine ended up. The
/// inner made for the k-th outer element is released by scope `sk` and has id k.
final class SwitchStateMachineTests: XCTestCase {
    enum Input {
        case outerNext
        case innerNext(Int)
        /// An element of inner `id` whose delivery is still under way: what follows is
        /// decided during it (re-entrant), until `deliveryFinished`.
        case innerNextHeld(Int)
        case innerCompleted(Int)
        case innerFailed(Int)
        case outerCompleted
        case outerFailed
        case deliveryFinished
        case dispose
    }

    struct Row {
        let name: String
        var order = SwitchOrder.disposePreviousFirst
        let inputs: [Input]
        let actions: [String]
        let lifecycle: String
    }

    static let rx = SwitchOrder.disposePreviousFirst
    static let rac = SwitchOrder.subscribeNextFirst

    let rows: [Row] = [
        Row(name: "the first outer element subscribes its inner",
            inputs: [.outerNext], actions: ["subscribe 1"], lifecycle: "active(s1)"),
        Row(name: "Rx: a new outer element releases the previous inner, then subscribes",
            inputs: [.outerNext, .outerNext], actions: ["subscribe 1", "dispose s1, subscribe 2"], lifecycle: "active(s2)"),
        Row(name: "RAC: a new outer element subscribes, then releases the previous inner", order: rac,
            inputs: [.outerNext, .outerNext], actions: ["subscribe 1", "subscribe 2, dispose s1"], lifecycle: "active(s2)"),
        Row(name: "the latest inner's elements are delivered",
            inputs: [.outerNext, .innerNext(1), .innerNext(1)], actions: ["subscribe 1", "deliver", "deliver"], lifecycle: "active(s1)"),
        Row(name: "a replaced inner's elements (a stale id) are dropped",
            inputs: [.outerNext, .outerNext, .innerNext(1), .innerNext(2)],
            actions: ["subscribe 1", "dispose s1, subscribe 2", "none", "deliver"], lifecycle: "active(s2)"),
        Row(name: "RAC: a replaced inner's elements are dropped", order: rac,
            inputs: [.outerNext, .outerNext, .innerNext(1)],
            actions: ["subscribe 1", "subscribe 2, dispose s1", "none"], lifecycle: "active(s2)"),
        Row(name: "the latest inner's completion waits for the next outer element",
            inputs: [.outerNext, .innerCompleted(1), .outerNext],
            actions: ["subscribe 1", "none", "subscribe 2"], lifecycle: "active(s2)"),
        Row(name: "a replaced inner's completion changes nothing",
            inputs: [.outerNext, .outerNext, .innerCompleted(1)],
            actions: ["subscribe 1", "dispose s1, subscribe 2", "none"], lifecycle: "active(s2)"),
        Row(name: "a replaced inner's error is dropped",
            inputs: [.outerNext, .outerNext, .innerFailed(1), .innerNext(2)],
            actions: ["subscribe 1", "dispose s1, subscribe 2", "none", "deliver"], lifecycle: "active(s2)"),
        Row(name: "the latest inner's error ends the result; later events are dropped",
            inputs: [.outerNext, .innerFailed(1), .innerNext(1), .outerNext, .outerCompleted],
            actions: ["subscribe 1", "deliver", "none", "drop", "none"], lifecycle: "ended"),
        Row(name: "the outer's completion with no live inner completes the result",
            inputs: [.outerCompleted], actions: ["deliver"], lifecycle: "ended"),
        Row(name: "the outer's completion after the latest inner completed completes the result",
            inputs: [.outerNext, .innerCompleted(1), .outerCompleted], actions: ["subscribe 1", "none", "deliver"], lifecycle: "ended"),
        Row(name: "the outer completing while an inner runs waits for it",
            inputs: [.outerNext, .outerCompleted, .innerNext(1), .innerCompleted(1)],
            actions: ["subscribe 1", "none", "deliver", "deliver"], lifecycle: "ended"),
        Row(name: "while draining, only the latest inner's completion ends the result",
            inputs: [.outerNext, .outerNext, .outerCompleted, .innerCompleted(1), .innerNext(1)],
            actions: ["subscribe 1", "dispose s1, subscribe 2", "none", "none", "none"], lifecycle: "draining(s2)"),
        Row(name: "while draining, the latest inner's error ends the result",
            inputs: [.outerNext, .outerCompleted, .innerFailed(1)], actions: ["subscribe 1", "none", "deliver"], lifecycle: "ended"),
        Row(name: "an outer element while draining (the outer broke its contract) still switches",
            inputs: [.outerNext, .outerCompleted, .outerNext],
            actions: ["subscribe 1", "none", "dispose s1, subscribe 2"], lifecycle: "draining(s2)"),
        Row(name: "the outer's error ends the result and keeps the live inner for disposal",
            inputs: [.outerNext, .outerFailed, .innerNext(1), .dispose],
            actions: ["subscribe 1", "deliver", "none", "release s1"], lifecycle: "disposed"),
        Row(name: "after the outer's error, the live inner's end leaves nothing to release",
            inputs: [.outerNext, .outerFailed, .innerCompleted(1), .dispose],
            actions: ["subscribe 1", "deliver", "none", "release nothing"], lifecycle: "disposed"),
        Row(name: "after the outer's error, the live inner's error is dropped",
            inputs: [.outerNext, .outerFailed, .innerFailed(1)], actions: ["subscribe 1", "deliver", "none"], lifecycle: "ended"),
        Row(name: "the outer's error with no live inner",
            inputs: [.outerFailed, .outerFailed], actions: ["deliver", "none"], lifecycle: "ended"),
        Row(name: "the outer's error while draining keeps the inner for disposal",
            inputs: [.outerNext, .outerCompleted, .outerFailed], actions: ["subscribe 1", "none", "deliver"], lifecycle: "ended(s1)"),
        Row(name: "disposal while an inner is active releases it; later events are dropped",
            inputs: [.outerNext, .dispose, .innerNext(1), .innerCompleted(1), .innerFailed(1), .outerNext, .outerCompleted, .outerFailed],
            actions: ["subscribe 1", "release s1", "none", "none", "none", "drop", "none", "none"], lifecycle: "disposed"),
        Row(name: "RAC: disposal while an inner is active releases it", order: rac,
            inputs: [.outerNext, .outerNext, .dispose], actions: ["subscribe 1", "subscribe 2, dispose s1", "release s2"], lifecycle: "disposed"),
        Row(name: "disposal while draining releases the inner",
            inputs: [.outerNext, .outerCompleted, .dispose], actions: ["subscribe 1", "none", "release s1"], lifecycle: "disposed"),
        Row(name: "disposal with no live inner releases nothing; a second disposal neither",
            inputs: [.outerNext, .innerCompleted(1), .dispose, .dispose],
            actions: ["subscribe 1", "none", "release nothing", "release nothing"], lifecycle: "disposed"),
        Row(name: "disposal after the result completed releases nothing",
            inputs: [.outerNext, .outerCompleted, .innerCompleted(1), .dispose],
            actions: ["subscribe 1", "none", "deliver", "release nothing"], lifecycle: "disposed"),
        Row(name: "re-entrant: an inner error during an element's delivery is delivered nested",
            inputs: [.outerNext, .innerNextHeld(1), .innerFailed(1), .deliveryFinished, .innerNext(1)],
            actions: ["subscribe 1", "deliver", "deliver", "finished", "none"], lifecycle: "ended"),
        Row(name: "re-entrant: a switch during an element's delivery drops the old inner's next element",
            inputs: [.outerNext, .innerNextHeld(1), .outerNext, .innerNext(1), .innerNext(2), .deliveryFinished],
            actions: ["subscribe 1", "deliver", "dispose s1, subscribe 2", "none", "deliver", "finished"], lifecycle: "active(s2)"),
        Row(name: "re-entrant: disposal during an element's delivery refuses what follows",
            inputs: [.outerNext, .innerNextHeld(1), .dispose, .deliveryFinished, .innerNext(1)],
            actions: ["subscribe 1", "deliver", "release s1", "finished", "none"], lifecycle: "disposed"),
    ]

    func testEveryTransition() {
        for row in rows {
            var machine = SwitchStateMachine<Int>(order: row.order)
            var names: [ObjectIdentifier: String] = [:]
            func name(_ scope: SubscriptionScope?) -> String {
                guard let scope else { return "nothing" }
                return names[ObjectIdentifier(scope)] ?? "an unknown scope"
            }
            var scopes: [SubscriptionScope] = []   // keeps the scopes alive while named
            var actions: [String] = []
            func decided(_ decision: GateDecision, finishing: Bool = true) {
                actions.append("\(decision)")
                if finishing, decision == .deliver { machine.deliveryFinished() }
            }
            for input in row.inputs {
                switch input {
                case .outerNext:
                    let scope = SubscriptionScope()
                    scopes.append(scope)
                    names[ObjectIdentifier(scope)] = "s\(scopes.count)"
                    switch machine.outerNext(innerScope: scope) {
                    case .drop: actions.append("drop")
                    case .subscribe(let id): actions.append("subscribe \(id)")
                    case .disposePreviousThenSubscribe(let previous, let id): actions.append("dispose \(name(previous)), subscribe \(id)")
                    case .subscribeThenDisposePrevious(let id, let previous): actions.append("subscribe \(id), dispose \(name(previous))")
                    }
                case .innerNext(let id): decided(machine.innerNext(id: id))
                case .innerNextHeld(let id): decided(machine.innerNext(id: id), finishing: false)
                case .innerCompleted(let id): decided(machine.innerCompleted(id: id))
                case .innerFailed(let id): decided(machine.innerFailed(id: id))
                case .outerCompleted: decided(machine.outerCompleted())
                case .outerFailed: decided(machine.outerFailed())
                case .deliveryFinished:
                    machine.deliveryFinished()
                    actions.append("finished")
                case .dispose: actions.append("release \(name(machine.dispose()))")
                }
            }
            XCTAssertEqual(actions, row.actions, row.name)
            XCTAssertEqual(describe(machine.lifecycle, name), row.lifecycle, row.name)
            if case .active(let latest) = machine.lifecycle {
                XCTAssertEqual(machine.latestID, latest.id, row.name)
                XCTAssertEqual(name(latest.scope), "s\(latest.id)", "\(row.name): an inner's id is its outer element's position")
            }
            XCTAssertFalse(machine.delivery.delivering, "\(row.name): every delivery finished")
        }
    }

    func testTheReleaseOrderAtDisposalFollowsTheDialect() {
        let rows: [(SwitchOrder, SwitchStateMachine<Int>.ReleaseOrder)] = [
            (Self.rx, .outerFirst),
            (Self.rac, .latestInnerFirst),
        ]
        for (order, expected) in rows {
            XCTAssertEqual(SwitchStateMachine<Int>(order: order).releaseOrder, expected, "\(order)")
        }
    }

    func testIdsCountUpAcrossInnersAndALiveIdOnlyWhileAnInnerRuns() {
        var machine = SwitchStateMachine<Int>(order: Self.rx)
        let scopes = (0..<3).map { _ in SubscriptionScope() }
        XCTAssertNil(machine.latestID)
        _ = machine.outerNext(innerScope: scopes[0])
        _ = machine.innerCompleted(id: 1)
        XCTAssertNil(machine.latestID, "the latest inner completed")
        _ = machine.outerNext(innerScope: scopes[1])
        _ = machine.outerNext(innerScope: scopes[2])
        XCTAssertEqual(machine.latestID, 3)
        XCTAssertEqual(machine.lastID, 3)
        _ = machine.outerCompleted()
        XCTAssertEqual(machine.latestID, 3, "draining")
        XCTAssertEqual(machine.lifecycle, .draining(latest: .init(id: 3, scope: scopes[2])))
        XCTAssertNotEqual(machine.lifecycle, .draining(latest: .init(id: 3, scope: scopes[1])), "scopes compare by identity")
    }

    private func describe(_ lifecycle: SwitchStateMachine<Int>.Lifecycle, _ name: (SubscriptionScope?) -> String) -> String {
        switch lifecycle {
        case .awaitingInner: return "awaitingInner"
        case .active(let latest): return "active(\(name(latest.scope)))"
        case .draining(let latest): return "draining(\(name(latest.scope)))"
        case .ended(let unreleased?): return "ended(\(name(unreleased.scope)))"
        case .ended(nil): return "ended"
        case .disposed: return "disposed"
        }
    }
}
