import XCTest
import Foundation
@testable import ReactiveCore
import ReactiveTesting

/// Direct tests of `ObserverList`, the subscriber list of the subject engines: order,
/// ids, snapshots, the switch between linear search and the id index, and that detaching
/// keeps the storage bounded (tombstones are compacted). Hub-level behavior with many
/// subscribers (where the list keeps its index) is checked at the end; the list under
/// several threads is in Tests/StressTests/ObserverListStressTests.swift.
final class ObserverListTests: ReactiveTestCase {
    private typealias List = ObserverList<Int>

    /// The live handlers, in iteration order.
    private func live(_ snapshot: List.Snapshot) -> [Int] {
        snapshot.filter { $0.id != List.vacantId }.map(\.handler)
    }

    private func filled(_ count: Int) -> (List, [UInt64]) {
        var list = List(vacant: -1)
        let ids = (0..<count).map { list.attach($0) }
        return (list, ids)
    }

    func testAttachKeepsAttachOrderAndGivesUniqueIds() {
        let (list, ids) = filled(5)
        XCTAssertEqual(ids, [0, 1, 2, 3, 4])
        XCTAssertEqual(live(list.slots), [0, 1, 2, 3, 4])
        XCTAssertEqual(list.count, 5)
        XCTAssertFalse(list.isEmpty)
    }

    func testDetachReturnsTheHandlerOnceAndKeepsTheOthersInOrder() {
        for count in [5, List.indexedFrom + 10] {
            let (start, ids) = filled(count)
            var list = start
            XCTAssertEqual(list.detach(ids[2]), 2)
            XCTAssertNil(list.detach(ids[2]), "a second detach finds nothing")
            XCTAssertNil(list.detach(999_999), "an unknown id finds nothing")
            XCTAssertEqual(live(list.slots), (0..<count).filter { $0 != 2 })
            XCTAssertEqual(list.count, count - 1)
        }
    }

    func testShortListsStayDenseAndLongOnesKeepAnIndex() {
        let (start, ids) = filled(List.indexedFrom - 1)
        var list = start
        XCTAssertNil(list.positions)
        _ = list.detach(ids[0])
        XCTAssertEqual(list.slots.count, list.count, "no tombstone while short")
        let more = (0..<2).map { list.attach(100 + $0) }
        XCTAssertNotNil(list.positions)
        _ = list.detach(ids[1])
        XCTAssertEqual(list.slots.count, list.count + 1, "a tombstone once indexed")
        XCTAssertEqual(live(list.slots).suffix(2), [100, 101])
        // Shrinking well below the threshold drops the index again.
        for id in ids.dropFirst(2) + more.dropLast() { _ = list.detach(id) }
        XCTAssertEqual(live(list.slots), [101])
        XCTAssertNil(list.positions)
        XCTAssertEqual(list.slots.count, 1)
    }

    func testTombstonesNeverOutnumberTheLiveSubscribers() {
        let count = 10_000
        for order in ["first-in first-out", "last-in first-out", "odd then even"] {
            let (start, ids) = filled(count)
            var list = start
            let sequence: [UInt64]
            switch order {
            case "first-in first-out": sequence = ids
            case "last-in first-out": sequence = ids.reversed()
            default: sequence = ids.filter { $0 % 2 == 1 } + ids.filter { $0 % 2 == 0 }
            }
            var remaining = Set(ids)
            for id in sequence {
                XCTAssertNotNil(list.detach(id), order)
                remaining.remove(id)
                XCTAssertEqual(list.count, remaining.count, order)
                XCTAssertLessThanOrEqual(list.slots.count, 2 * list.count + 1, order)
            }
            XCTAssertTrue(list.isEmpty, order)
            XCTAssertTrue(list.slots.isEmpty, order)
            XCTAssertLessThanOrEqual(list.slots.capacity, List.indexedFrom, "\(order): an emptied long list lets its storage go")
        }
    }

    func testOrderSurvivesCompaction() {
        let (start, ids) = filled(1_000)
        var list = start
        for id in ids where id % 3 != 0 { _ = list.detach(id) }
        let added = (0..<10).map { list.attach(5_000 + $0) }
        XCTAssertEqual(live(list.slots), (0..<1_000).filter { $0 % 3 == 0 } + (5_000..<5_010))
        // Ids attached after a compaction still detach.
        for id in added { _ = list.detach(id) }
        XCTAssertEqual(live(list.slots), (0..<1_000).filter { $0 % 3 == 0 })
    }

    func testASnapshotKeepsTheSubscribersOfItsMoment() {
        for count in [3, List.indexedFrom + 3] {
            let (start, ids) = filled(count)
            var list = start
            let snapshot = list.slots
            _ = list.detach(ids[0])
            _ = list.attach(1_000)
            XCTAssertEqual(live(snapshot), Array(0..<count))
            XCTAssertEqual(live(list.slots), Array(1..<count) + [1_000])
        }
    }

    func testRemoveAllReturnsEveryoneAndIdsStayUnique() {
        for count in [3, List.indexedFrom + 3] {
            let (start, ids) = filled(count)
            var list = start
            _ = list.detach(ids[1])
            XCTAssertEqual(live(list.removeAll()), (0..<count).filter { $0 != 1 })
            XCTAssertTrue(list.isEmpty)
            XCTAssertNil(list.positions)
            let next = list.attach(7)
            XCTAssertFalse(ids.contains(next), "an id is never given twice")
            for id in ids { XCTAssertNil(list.detach(id), "an old id detaches nothing") }
            XCTAssertEqual(live(list.slots), [7])
        }
    }

    // MARK: the hubs with many subscribers (the list keeps its index)

    /// Records what one engine subscription receives (single thread).
    private final class Log {
        var elements: [Int] = []
        let scope = SubscriptionScope()
        let name: Int
        init(_ name: Int) { self.name = name }
    }

    private func hubs() -> [(name: String, send: (Int) -> Void, subscribe: (EventSink<Int>, SubscriptionScope) -> Void,
                             hasObservers: () -> Bool)] {
        let rx = SubjectHub<Int>()
        let rac = SerialHub<Int>()
        return [("SubjectHub", rx.next, rx.subscribe, { rx.hasObservers }),
                ("SerialHub", rac.next, rac.subscribe, { rac.hasObservers })]
    }

    func testManySubscribersReceiveInAttachOrderAcrossDisposals() {
        for hub in hubs() {
            var order: [Int] = []
            let logs = (0..<200).map { Log($0) }
            for log in logs {
                hub.subscribe(EventSink(next: { [log] in log.elements.append($0); order.append(log.name) }, end: { _ in }), log.scope)
            }
            for log in logs where log.name % 4 != 0 { log.scope.dispose() }
            hub.send(1)
            XCTAssertEqual(order, (0..<200).filter { $0 % 4 == 0 }, hub.name)
            for log in logs { log.scope.dispose() }
            XCTAssertFalse(hub.hasObservers(), hub.name)
        }
    }

    func testAnObserverDisposingItselfOrOthersDuringASendKeepsTheEventsSnapshot() {
        for hub in hubs() {
            let logs = (0..<100).map { Log($0) }
            var joined: Log?
            for log in logs {
                hub.subscribe(EventSink(next: { [log] value in
                    log.elements.append(value)
                    if log.name == 10 {
                        log.scope.dispose()          // itself
                        logs[50].scope.dispose()     // a later one: the snapshot still has it (Rx semantics)
                        if joined == nil {
                            let late = Log(1_000)
                            joined = late
                            hub.subscribe(EventSink(next: { [late] in late.elements.append($0) }, end: { _ in }), late.scope)
                        }
                    }
                }, end: { _ in }), log.scope)
            }
            hub.send(1)
            hub.send(2)
            XCTAssertEqual(logs[10].elements, [1], hub.name)
            XCTAssertEqual(logs[50].elements, [1], "\(hub.name): disposed during the send, still in its snapshot")
            XCTAssertEqual(logs[99].elements, [1, 2], hub.name)
            XCTAssertEqual(joined?.elements, [2], "\(hub.name): joined during a send, gets the next one")
            for log in logs { log.scope.dispose() }
            joined?.scope.dispose()
            XCTAssertFalse(hub.hasObservers(), hub.name)
        }
    }

    func testDisposingManySubscribersReleasesTheirHandlers() {
        final class Token {}
        for hub in hubs() {
            weak var watched: Token?
            let scopes = (0..<500).map { _ in SubscriptionScope() }
            for (index, scope) in scopes.enumerated() {
                let token = Token()
                if index == 250 { watched = token }
                hub.subscribe(EventSink(next: { _ in _ = token }, end: { _ in }), scope)
            }
            hub.send(1)
            XCTAssertNotNil(watched, hub.name)
            scopes[250].dispose()
            XCTAssertNil(watched, "\(hub.name): a detached handler is released at once")
            for scope in scopes { scope.dispose() }
            XCTAssertFalse(hub.hasObservers(), hub.name)
        }
    }
}
