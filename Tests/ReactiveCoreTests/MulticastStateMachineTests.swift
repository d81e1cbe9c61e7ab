import XCTest
@testable import ReactiveCore

/// `MulticastStateMachine`, driven directly: each row applies inputs to a fresh machine
/// and checks the action of each input and the final lifecycle. Subjects are named
/// `S1`, `S2`… (as the row makes them); connections `C1`, `C2`… in the order the machine
/// asks for them.
final class MulticastStateMachineTests: XCTestCase {
    final class Named {
        let name: String
        init(_ name: String) { self.name = name }
    }
    typealias Machine = MulticastStateMachine<Named, Named>

    enum Input {
        /// The owner asks for the subject in use (a subscriber, or `connect` after `.makeSubject`).
        case currentSubject
        /// The owner made subject `S<n>`.
        case subjectMade(Int)
        case connect
        /// Connection `C<n>` ended (disposed, or its source terminated).
        case connectionEnded(Int)
    }

    struct Row {
        let name: String
        var connectsOnce = false
        let inputs: [Input]
        /// One per input: the action's description ("-" for none).
        let actions: [String]
        let lifecycle: String
        var line: UInt = #line
    }

    static var rows: [Row] { [
        Row(name: "the first subscriber asks for a subject; the first one made is kept",
            inputs: [.currentSubject, .subjectMade(1), .subjectMade(2), .currentSubject],
            actions: ["make", "use S1", "use S1", "use S1"], lifecycle: "idle(S1)"),
        Row(name: "connect with no subject asks for one, then starts a connection",
            inputs: [.connect, .subjectMade(1), .connect],
            actions: ["makeSubject", "use S1", "start C1 to S1"], lifecycle: "connected(S1, C1)"),
        Row(name: "connect twice (or while the source is being subscribed) returns the same connection",
            inputs: [.subjectMade(1), .connect, .connect, .connect],
            actions: ["use S1", "start C1 to S1", "existing C1", "existing C1"], lifecycle: "connected(S1, C1)"),
        Row(name: "Rx: the source ends while connected; the subject is dropped and connect starts anew",
            inputs: [.subjectMade(1), .connect, .connectionEnded(1), .currentSubject, .connect, .subjectMade(2), .connect],
            actions: ["use S1", "start C1 to S1", "-", "make", "makeSubject", "use S2", "start C2 to S2"],
            lifecycle: "connected(S2, C2)"),
        Row(name: "RAC: the source ends while connected; the connection and subject are kept for good",
            connectsOnce: true,
            inputs: [.subjectMade(1), .connect, .connectionEnded(1), .connect, .currentSubject, .subjectMade(2)],
            actions: ["use S1", "start C1 to S1", "-", "existing C1", "use S1", "use S1"],
            lifecycle: "ended(S1, C1)"),
        Row(name: "Rx: disconnected during its own start (before the source subscription returned)",
            inputs: [.subjectMade(1), .connect, .connectionEnded(1), .connect],
            actions: ["use S1", "start C1 to S1", "-", "makeSubject"], lifecycle: "idle(nil)"),
        Row(name: "RAC: disconnected during its own start; connect returns the ended connection",
            connectsOnce: true,
            inputs: [.subjectMade(1), .connect, .connectionEnded(1), .connect],
            actions: ["use S1", "start C1 to S1", "-", "existing C1"], lifecycle: "ended(S1, C1)"),
        Row(name: "Rx: a late end of an older connection leaves the new one alone",
            inputs: [.subjectMade(1), .connect, .connectionEnded(1), .subjectMade(2), .connect, .connectionEnded(1), .connect],
            actions: ["use S1", "start C1 to S1", "-", "use S2", "start C2 to S2", "-", "existing C2"],
            lifecycle: "connected(S2, C2)"),
        Row(name: "RAC: ending the ended connection again changes nothing",
            connectsOnce: true,
            inputs: [.subjectMade(1), .connect, .connectionEnded(1), .connectionEnded(1), .connect],
            actions: ["use S1", "start C1 to S1", "-", "-", "existing C1"], lifecycle: "ended(S1, C1)"),
        Row(name: "an end while idle (of a connection it never made) changes nothing",
            inputs: [.subjectMade(1), .connectionEnded(1), .currentSubject],
            actions: ["use S1", "-", "use S1"], lifecycle: "idle(S1)"),
        Row(name: "Rx: a subscriber after the end gets the fresh subject the next connection uses",
            inputs: [.subjectMade(1), .connect, .connectionEnded(1), .subjectMade(2), .connect, .currentSubject],
            actions: ["use S1", "start C1 to S1", "-", "use S2", "start C2 to S2", "use S2"],
            lifecycle: "connected(S2, C2)"),
    ] }

    func testTransitions() {
        for row in Self.rows {
            var machine = Machine(connectsOnce: row.connectsOnce)
            var connections: [Named] = []
            var subjects: [Int: Named] = [:]
            var actions: [String] = []
            for input in row.inputs {
                switch input {
                case .currentSubject:
                    actions.append(machine.currentSubject().map { "use \($0.name)" } ?? "make")
                case .subjectMade(let n):
                    let subject = subjects[n] ?? Named("S\(n)")
                    subjects[n] = subject
                    actions.append("use \(machine.subjectMade(subject).name)")
                case .connect:
                    let action = machine.connect {
                        connections.append(Named("C\(connections.count + 1)"))
                        return connections[connections.count - 1]
                    }
                    actions.append(Self.describe(action))
                case .connectionEnded(let n):
                    // A connection the machine never made stands for a stranger's.
                    machine.connectionEnded(n <= connections.count ? connections[n - 1] : Named("C\(n)"))
                    actions.append("-")
                }
            }
            XCTAssertEqual(actions, row.actions, row.name, line: row.line)
            XCTAssertEqual(Self.describe(machine.lifecycle), row.lifecycle, row.name, line: row.line)
        }
    }

    func testAConnectionIsMadeOnlyWhenOneStarts() {
        var machine = Machine(connectsOnce: false)
        var made = 0
        _ = machine.connect { made += 1; return Named("C") }
        XCTAssertEqual(made, 0, "no subject yet: no connection")
        _ = machine.subjectMade(Named("S"))
        _ = machine.connect { made += 1; return Named("C") }
        _ = machine.connect { made += 1; return Named("C") }
        XCTAssertEqual(made, 1, "the second connect returns the first connection")
    }

    static func describe(_ action: Machine.ConnectAction) -> String {
        switch action {
        case .existing(let connection): return "existing \(connection.name)"
        case .start(let connection, let subject): return "start \(connection.name) to \(subject.name)"
        case .makeSubject: return "makeSubject"
        }
    }

    static func describe(_ lifecycle: Machine.Lifecycle) -> String {
        switch lifecycle {
        case .idle(let subject): return "idle(\(subject?.name ?? "nil"))"
        case .connected(let subject, let connection): return "connected(\(subject.name), \(connection.name))"
        case .ended(let subject, let connection): return "ended(\(subject.name), \(connection.name))"
        }
    }
}
