import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `DisposalList`: the storage of the three disposable groups keeps insertion order
/// through its inline slot and its array, and never hands out the vacant marker.
final class DisposalListTests: ReactiveTestCase {
    /// A member that records its name when disposed.
    private struct Named: DisposalListMember {
        let name: String
        static var vacant: Named { Named(name: "") }
        var isVacant: Bool { name.isEmpty }
    }

    private func names(_ list: DisposalList<Named>) -> [String] {
        var names: [String] = []
        list.forEach { names.append($0.name) }
        return names
    }

    func testEmptyListHasNoMembersAndVisitsNothing() {
        let list = DisposalList<Named>()
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(list.count, 0)
        XCTAssertEqual(names(list), [])
    }

    func testKeepsInsertionOrderAcrossTheInlineSlotAndTheArray() {
        let list = DisposalList(["a", "b", "c"].map(Named.init))
        XCTAssertFalse(list.isEmpty)
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(names(list), ["a", "b", "c"])
    }

    func testRemovingTheInlineMemberPromotesTheNextOne() {
        var list = DisposalList(["a", "b", "c"].map(Named.init))
        XCTAssertEqual(list.removeFirst(where: { $0.name == "a" })?.name, "a")
        XCTAssertEqual(names(list), ["b", "c"])
        XCTAssertEqual(list.removeFirst(where: { $0.name == "c" })?.name, "c")
        XCTAssertEqual(list.removeFirst(where: { $0.name == "b" })?.name, "b")
        XCTAssertTrue(list.isEmpty)
        XCTAssertNil(list.removeFirst(where: { _ in true }), "an empty list must not hand out its vacant slot")
    }

    func testMoveMembersTakesTheMatchesInOrderAndKeepsTheRest() {
        var list = DisposalList(["a", "B", "c", "D"].map(Named.init))
        var taken = DisposalList<Named>()
        list.moveMembers(into: &taken, where: { $0.name.uppercased() == $0.name })
        XCTAssertEqual(names(taken), ["B", "D"])
        XCTAssertEqual(names(list), ["a", "c"])
        list.moveMembers(into: &taken, where: { $0.name == "a" })
        XCTAssertEqual(names(taken), ["B", "D", "a"])
        XCTAssertEqual(names(list), ["c"], "the first kept member moves into the inline slot")
        var none = DisposalList<Named>()
        none.moveMembers(into: &taken, where: { _ in true })
        XCTAssertEqual(taken.count, 3, "moving from an empty list must not move its vacant slot")
    }

    func testRemoveAllMovesEverythingOut() {
        var list = DisposalList(["a", "b"].map(Named.init))
        let taken = list.removeAll()
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(names(taken), ["a", "b"])
    }
}
