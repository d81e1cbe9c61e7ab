import XCTest
@testable import ReactiveCore

/// `RefCountStateMachine`, driven directly: each row applies inputs to a fresh machine
/// and checks the action of each input, then the final lifecycle, count and generation.
/// Subscribers are named; each keeps the generation it was counted in, as
/// `RefCountCore`'s subscribers do. Connections are strings.
final class RefCountStateMachineTests: XCTestCase {
    typealias Machine = RefCountStateMachine<String>

    enum Input {
        /// Subscriber `name` subscribed (`ended`: it ended while subscribing).
        case subscribe(String, ended: Bool = false)
        /// `connect()` of generation `generation` returned `connection`.
        case connected(generation: UInt64, String)
        /// The shared sequence ended for subscriber `name`.
        case sequenceEnded(String)
        /// Subscriber `name` left.
        case leave(String)
    }

    struct Row {
        let name: String
        let inputs: [Input]
        /// One per input: the action's description.
        let actions: [String]
        let lifecycle: Machine.Lifecycle
        let count: Int
        var generation: UInt64 = 0
        var line: UInt = #line
    }

    static var rows: [Row] { [
        Row(name: "the first subscriber connects; the next ones are counted",
            inputs: [.subscribe("a"), .connected(generation: 0, "C1"), .subscribe("b"), .subscribe("c")],
            actions: ["connect(0)", "keep", "counted", "counted"], lifecycle: .connected("C1"), count: 3),
        Row(name: "the last subscriber to leave disconnects",
            inputs: [.subscribe("a"), .connected(generation: 0, "C1"), .subscribe("b"), .leave("a"), .leave("b")],
            actions: ["connect(0)", "keep", "counted", "keep", "disconnect(C1)"], lifecycle: .idle, count: 0),
        Row(name: "the last subscriber leaves during connect: the connection is disposed when it arrives",
            inputs: [.subscribe("a"), .leave("a"), .connected(generation: 0, "C1")],
            actions: ["connect(0)", "keep", "disconnect(C1)"], lifecycle: .idle, count: 0),
        Row(name: "a subscriber arriving during connect withdraws the disconnect request (no second connect)",
            inputs: [.subscribe("a"), .leave("a"), .subscribe("b"), .connected(generation: 0, "C1")],
            actions: ["connect(0)", "keep", "counted", "keep"], lifecycle: .connected("C1"), count: 1),
        Row(name: "a subscriber that ended while subscribing is not counted",
            inputs: [.subscribe("a", ended: true)],
            actions: ["notCounted"], lifecycle: .idle, count: 0),
        Row(name: "the shared sequence ends while connected: disconnect once, later leaves change nothing",
            inputs: [.subscribe("a"), .connected(generation: 0, "C1"), .subscribe("b"), .sequenceEnded("a"),
                     .sequenceEnded("b"), .leave("a"), .leave("b")],
            actions: ["connect(0)", "keep", "counted", "disconnect(C1)", "keep", "keep", "keep"],
            lifecycle: .idle, count: 0, generation: 1),
        Row(name: "after the end, the next subscriber connects a new generation",
            inputs: [.subscribe("a"), .connected(generation: 0, "C1"), .sequenceEnded("a"), .subscribe("b"),
                     .connected(generation: 1, "C2")],
            actions: ["connect(0)", "keep", "disconnect(C1)", "connect(1)", "keep"],
            lifecycle: .connected("C2"), count: 1, generation: 1),
        Row(name: "the source ends during connect (at once): the late connection is disposed",
            inputs: [.subscribe("a"), .sequenceEnded("a"), .connected(generation: 0, "C1")],
            actions: ["connect(0)", "keep", "disconnect(C1)"], lifecycle: .idle, count: 0, generation: 1),
        Row(name: "a connection of an ended generation arriving after a new one connects is disposed",
            inputs: [.subscribe("a"), .sequenceEnded("a"), .subscribe("b"), .connected(generation: 0, "C1"),
                     .connected(generation: 1, "C2")],
            actions: ["connect(0)", "keep", "connect(1)", "disconnect(C1)", "keep"],
            lifecycle: .connected("C2"), count: 1, generation: 1),
        Row(name: "a subscriber of an ended generation leaving does not count down the new one",
            inputs: [.subscribe("a"), .connected(generation: 0, "C1"), .sequenceEnded("a"), .subscribe("b"),
                     .connected(generation: 1, "C2"), .leave("a")],
            actions: ["connect(0)", "keep", "disconnect(C1)", "connect(1)", "keep", "keep"],
            lifecycle: .connected("C2"), count: 1, generation: 1),
        Row(name: "everyone leaves, then a new subscriber connects again (same generation)",
            inputs: [.subscribe("a"), .connected(generation: 0, "C1"), .leave("a"), .subscribe("b"),
                     .connected(generation: 0, "C2")],
            actions: ["connect(0)", "keep", "disconnect(C1)", "connect(0)", "keep"],
            lifecycle: .connected("C2"), count: 1),
        Row(name: "an end reaching a subscriber before it is counted changes nothing",
            inputs: [.sequenceEnded("a"), .subscribe("a", ended: true)],
            actions: ["keep", "notCounted"], lifecycle: .idle, count: 0),
    ] }

    func testTransitions() {
        for row in Self.rows {
            var machine = Machine()
            // A subscriber's generation before it is counted matches none (RefCountCore's rule).
            var generations: [String: UInt64] = [:]
            var actions: [String] = []
            for input in row.inputs {
                switch input {
                case .subscribe(let name, let ended):
                    generations[name] = machine.generation
                    switch machine.subscribed(ended: ended) {
                    case .notCounted: actions.append("notCounted")
                    case .counted: actions.append("counted")
                    case .connect(let generation): actions.append("connect(\(generation))")
                    }
                case .connected(let generation, let connection):
                    actions.append(Self.describe(machine.connected(generation: generation, connection)))
                case .sequenceEnded(let name):
                    actions.append(Self.describe(machine.sharedSequenceEnded(generation: generations[name] ?? .max)))
                case .leave(let name):
                    actions.append(Self.describe(machine.unsubscribed(generation: generations[name] ?? .max)))
                }
            }
            XCTAssertEqual(actions, row.actions, row.name, line: row.line)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name, line: row.line)
            XCTAssertEqual(machine.count, row.count, row.name, line: row.line)
            XCTAssertEqual(machine.generation, row.generation, row.name, line: row.line)
        }
    }

    /// `refCount` over a multicaster, both machines driven as `RefCountCore` and
    /// `Multicaster` drive them: after the shared sequence ends, Rx's `refCount()`
    /// starts a new connection (a new subscription to the source), RAC's `autoconnect`
    /// gets the ended one back (the source is not subscribed again).
    func testAfterTheEndRxReconnectsAndRACDoesNot() {
        for (connectsOnce, expected) in [(false, ["start C1", "start C2"]), (true, ["start C1", "existing C1"])] {
            var refCount = RefCountStateMachine<MulticastStateMachineTests.Named>()
            var multicast = MulticastStateMachine<String, MulticastStateMachineTests.Named>(connectsOnce: connectsOnce)
            var made = 0
            var connects: [String] = []
            for subscriber in 0..<2 {
                let generation = refCount.generation
                if multicast.currentSubject() == nil { _ = multicast.subjectMade("S") }
                guard case .connect(let connecting) = refCount.subscribed(ended: false) else {
                    return XCTFail("subscriber \(subscriber) should connect")
                }
                let connection: MulticastStateMachineTests.Named
                switch multicast.connect({ made += 1; return .init("C\(made)") }) {
                case .start(let started, _):
                    connects.append("start \(started.name)")
                    connection = started
                case .existing(let existing):
                    connects.append("existing \(existing.name)")
                    connection = existing
                case .makeSubject:
                    return XCTFail("the subject was made")
                }
                XCTAssertEqual(Self.describeNamed(refCount.connected(generation: connecting, connection)), "keep")
                // The source ends: the connection ends, then the subscriber hears of it.
                multicast.connectionEnded(connection)
                XCTAssertEqual(Self.describeNamed(refCount.sharedSequenceEnded(generation: generation)), "disconnect(\(connection.name))")
            }
            XCTAssertEqual(connects, expected, "connectsOnce: \(connectsOnce)")
        }
    }

    static func describe(_ action: Machine.DisconnectAction) -> String {
        switch action {
        case .none: return "keep"
        case .disconnect(let connection): return "disconnect(\(connection))"
        }
    }

    static func describeNamed(_ action: RefCountStateMachine<MulticastStateMachineTests.Named>.DisconnectAction) -> String {
        switch action {
        case .none: return "keep"
        case .disconnect(let connection): return "disconnect(\(connection.name))"
        }
    }
}
