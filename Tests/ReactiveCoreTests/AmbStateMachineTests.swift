import XCTest
@testable import ReactiveCore

/// `AmbStateMachine`, driven directly: each row sends first events from sources (by
/// index) to a fresh machine and checks each answer and the final lifecycle.
final class AmbStateMachineTests: XCTestCase {
    struct Row {
        let name: String
        let firstEvents: [Int]
        let actions: [AmbStateMachine.FirstEventAction]
        let lifecycle: AmbStateMachine.Lifecycle
    }

    let rows: [Row] = [
        Row(name: "nothing sent: undecided", firstEvents: [], actions: [], lifecycle: .undecided),
        Row(name: "the first source to send wins", firstEvents: [0], actions: [.win], lifecycle: .won(by: 0)),
        Row(name: "a later source loses", firstEvents: [1, 0, 2], actions: [.win, .drop, .drop], lifecycle: .won(by: 1)),
        Row(name: "the winner asking again is forwarded, not re-elected",
            firstEvents: [2, 2, 0], actions: [.win, .forward, .drop], lifecycle: .won(by: 2)),
    ]

    func testEveryTransition() {
        for row in rows {
            var machine = AmbStateMachine()
            let actions = row.firstEvents.map { machine.firstEvent(from: $0) }
            XCTAssertEqual(actions, row.actions, row.name)
            XCTAssertEqual(machine.lifecycle, row.lifecycle, row.name)
        }
    }
}
