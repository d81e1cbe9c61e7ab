import XCTest
@testable import ReactiveCore

/// `IntrusiveList`: order, removal from every position, and ownership (the list keeps
/// each node alive exactly while listed, and each node is released exactly once).
final class IntrusiveListTests: XCTestCase {
    /// A node that counts its deinitializations in a shared log.
    final class Node: IntrusiveListNode {
        var listLinks = IntrusiveListLinks<Node>()
        let label: String
        let log: DeinitLog
        init(_ label: String, _ log: DeinitLog) {
            self.label = label
            self.log = log
        }
        deinit { log.released.append(label) }
    }

    final class DeinitLog {
        var released: [String] = []
    }

    /// Drains `list` oldest first, returning the labels.
    private func drain(_ list: inout IntrusiveList<Node>) -> [String] {
        var labels: [String] = []
        while let node = list.removeFirst() { labels.append(node.label) }
        return labels
    }

    /// A list of nodes `labels`, holding the only references to them (the weak
    /// references returned see them go).
    private func makeList(_ labels: [String], _ log: DeinitLog) -> (IntrusiveList<Node>, [String: Weak]) {
        var list = IntrusiveList<Node>()
        var weak: [String: Weak] = [:]
        for label in labels {
            let node = Node(label, log)
            weak[label] = Weak(node)
            list.append(node)
        }
        return (list, weak)
    }

    struct Weak {
        weak var node: Node?
        init(_ node: Node) { self.node = node }
    }

    func testAppendKeepsOrderAndTheListKeepsNodesAlive() {
        let log = DeinitLog()
        var (list, weak) = makeList(["a", "b", "c"], log)
        XCTAssertFalse(list.isEmpty)
        XCTAssertNotNil(weak["a"]?.node, "the list holds a reference to each node")
        XCTAssertTrue(weak["b"]?.node?.listLinks.isListed ?? false)
        XCTAssertEqual(log.released, [])
        XCTAssertEqual(drain(&list), ["a", "b", "c"])
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(log.released, ["a", "b", "c"], "each node released once, when its remover dropped it")
    }

    func testRemoveHeadMiddleAndTail() {
        for (removed, rest) in [("a", ["b", "c", "d"]), ("b", ["a", "c", "d"]), ("d", ["a", "b", "c"])] {
            let log = DeinitLog()
            var (list, weak) = makeList(["a", "b", "c", "d"], log)
            let node = weak[removed]!.node!
            XCTAssertTrue(list.remove(node) === node, "remove hands back the node")
            XCTAssertFalse(node.listLinks.isListed)
            XCTAssertEqual(log.released, [], "the caller's reference keeps it alive")
            XCTAssertEqual(drain(&list), rest, "removing \(removed)")
            XCTAssertEqual(log.released, rest)
        }
    }

    func testRemoveTheOnlyNodeEmptiesTheList() {
        let log = DeinitLog()
        var (list, weak) = makeList(["only"], log)
        XCTAssertNotNil(list.remove(weak["only"]!.node!))
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(log.released, ["only"], "the list's reference went with the removed node")
        XCTAssertNil(list.removeFirst())
        let node = Node("again", log)
        list.append(node)
        XCTAssertEqual(drain(&list), ["again"], "an emptied list takes nodes again")
    }

    func testRemovingAnUnlistedNodeChangesNothing() {
        let log = DeinitLog()
        var (list, weak) = makeList(["a", "b"], log)
        let outsider = Node("x", log)
        XCTAssertNil(list.remove(outsider))
        let a = weak["a"]!.node!
        XCTAssertNotNil(list.remove(a))
        XCTAssertNil(list.remove(a), "a node is removed once; the second remove hands back nothing")
        XCTAssertEqual(drain(&list), ["b"])
        XCTAssertEqual(log.released, ["b"], "no release for the refused removals")
    }

    func testRemoveAllMovesTheNodesAndTheirReferences() {
        let log = DeinitLog()
        var (list, _) = makeList(["a", "b", "c"], log)
        var taken = list.removeAll()
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(log.released, [], "the taken list owns them now")
        XCTAssertEqual(drain(&taken), ["a", "b", "c"])
        XCTAssertEqual(log.released, ["a", "b", "c"])
    }

    func testAppendAfterRemovalsKeepsLinksConsistent() {
        let log = DeinitLog()
        var (list, weak) = makeList(["a", "b", "c"], log)
        _ = list.remove(weak["c"]!.node!)
        _ = list.remove(weak["a"]!.node!)
        list.append(Node("d", log))
        let e = Node("e", log)
        list.append(e)
        _ = list.remove(e)
        list.append(Node("f", log))
        XCTAssertEqual(drain(&list), ["b", "d", "f"])
        XCTAssertEqual(log.released.sorted(), ["a", "b", "c", "d", "f"])
    }
}
