import XCTest
import Foundation
@testable import ReactiveCore
import ReactiveTesting

private struct HubError: Error, Equatable {}

/// Records what one engine subscription receives (single thread).
private final class Log<Element> {
    var events: [Event<Element>] = []
    let scope = SubscriptionScope()
    var sink: EventSink<Element> {
        EventSink(next: { self.events.append(.next($0)) }, end: { self.events.append($0.event()) })
    }
    var elements: [Element] { events.compactMap(\.element) }
}

/// An object whose release a test watches (a handler capturing it must let it go).
private final class Token {}

/// Direct tests of the subject engines: the Rx hubs (`SubjectHub`, `BehaviorHub`,
/// `ReplayHub`, with `ReplayHandoff` and `ReplayBuffer`) and the serialized RAC hubs
/// (`SerialHub`, `SerialReplayHub`, `SerialBehaviorHub`), on one thread. The hub locks
/// under several threads are tested in Tests/StressTests/SubjectHubStressTests.swift.
final class SubjectHubTests: ReactiveTestCase {

    // MARK: ReplayBuffer

    func testReplayBufferKeepsTheLastElementsOldestFirstAcrossTheRing() {
        var buffer = ReplayBuffer<Int>(capacity: 3)
        XCTAssertTrue(buffer.isEmpty)
        for element in 1...3 { buffer.append(element) }
        XCTAssertEqual(Array(buffer.elements), [1, 2, 3])
        for element in 4...8 { buffer.append(element) }
        XCTAssertEqual(Array(buffer.elements), [6, 7, 8])
        buffer.removeAll()
        XCTAssertTrue(buffer.isEmpty)
        buffer.append(9)
        XCTAssertEqual(Array(buffer.elements), [9])
    }

    func testReplayBufferOfZeroKeepsNothingAndUnboundedKeepsAll() {
        var none = ReplayBuffer<Int>(capacity: 0)
        none.append(1)
        XCTAssertTrue(none.isEmpty)
        var all = ReplayBuffer<Int>(capacity: nil)
        for element in 0..<100 { all.append(element) }
        XCTAssertEqual(Array(all.elements), Array(0..<100))
    }

    // MARK: SubjectHub (Rx)

    func testSubjectHubDeliversToCurrentSubscribersAndRemembersTheEnd() {
        let hub = SubjectHub<Int>()
        let early = Log<Int>()
        hub.subscribe(early.sink, early.scope)
        XCTAssertTrue(hub.hasObservers)
        hub.on(.next(1))
        hub.on(.completed)
        hub.on(.next(2))                 // ignored after the end
        hub.on(.error(HubError()))       // ignored: the first end stays
        XCTAssertEqual(early.events, [.next(1), .completed])
        XCTAssertFalse(hub.hasObservers, "the end detaches everyone")
        let late = Log<Int>()
        hub.subscribe(late.sink, late.scope)
        XCTAssertEqual(late.events, [.completed], "a late subscriber gets the end at once")
        XCTAssertFalse(hub.hasObservers)
        early.scope.dispose()
        late.scope.dispose()
    }

    func testSubjectHubDetachesOnScopeDisposalAndReleasesTheHandler() {
        let hub = SubjectHub<Int>()
        weak var watched: Token?
        let log = Log<Int>()
        do {
            let token = Token()
            watched = token
            hub.subscribe(EventSink(next: { _ in _ = token; log.events.append(.next(0)) }, end: { _ in }), log.scope)
        }
        hub.next(1)
        log.scope.dispose()
        XCTAssertFalse(hub.hasObservers)
        XCTAssertNil(watched, "a detached handler is released")
        hub.next(2)
        XCTAssertEqual(log.events.count, 1)
    }

    func testSubjectHubCallsHandlersOutsideItsLockOnTheListOfTheMoment() {
        // A handler may subscribe, detach and send again: the list is a snapshot, so a
        // subscriber added during a send does not receive that send.
        let hub = SubjectHub<Int>()
        let added = Log<Int>()
        let first = Log<Int>()
        hub.subscribe(EventSink(next: { element in
            first.events.append(.next(element))
            if element == 1 {
                hub.subscribe(added.sink, added.scope)
                hub.next(2)
                first.scope.dispose()
            }
        }, end: { _ in }), first.scope)
        hub.next(1)
        hub.next(3)
        XCTAssertEqual(first.elements, [1, 2])
        XCTAssertEqual(added.elements, [2, 3])
        added.scope.dispose()
    }

    func testSubjectHubDisposedRefusesEventsAndFailsNewSubscribers() {
        let hub = SubjectHub<Int>()
        let early = Log<Int>()
        hub.subscribe(early.sink, early.scope)
        hub.dispose()
        XCTAssertTrue(hub.isDisposed)
        XCTAssertFalse(hub.hasObservers)
        hub.next(1)
        hub.end(.completed)
        XCTAssertEqual(early.events, [], "disposal sends nothing")
        let late = Log<Int>()
        hub.subscribe(late.sink, late.scope)
        guard case .error(RxError.disposed)? = late.events.first, late.events.count == 1 else {
            return XCTFail("\(late.events)")
        }
        early.scope.dispose()
    }

    // MARK: BehaviorHub (Rx)

    func testBehaviorHubGivesTheCurrentValueFirstAndOnlyTheEndAfterIt() throws {
        let hub = BehaviorHub(value: 0)
        let attach = hub.subscriber()
        let early = Log<Int>()
        attach(hub, early.sink, early.scope)
        hub.next(1)
        XCTAssertEqual(try hub.value(disposedObject: hub), 1)
        hub.end(.error(HubError()))
        hub.next(2)                     // ignored after the end
        XCTAssertEqual(early.events, [.next(0), .next(1), .error(HubError())])
        XCTAssertThrowsError(try hub.value(disposedObject: hub)) { XCTAssertTrue($0 is HubError) }
        let late = Log<Int>()
        attach(hub, late.sink, late.scope)
        XCTAssertEqual(late.events, [.error(HubError())])
        early.scope.dispose()
        late.scope.dispose()
    }

    func testBehaviorHubDeliversAValueSentDuringTheReplayAfterIt() {
        // The subscriber sends from inside its own replay: the gate queues it and
        // delivers it after the current value, never nested inside it.
        let hub = BehaviorHub(value: 0)
        let attach = hub.subscriber()
        let log = Log<Int>()
        var depth = 0, deepest = 0
        attach(hub, EventSink(next: { element in
            depth += 1
            deepest = max(deepest, depth)
            log.events.append(.next(element))
            if element == 0 { hub.next(1) }
            depth -= 1
        }, end: { _ in }), log.scope)
        XCTAssertEqual(log.elements, [0, 1])
        XCTAssertEqual(deepest, 1)
        log.scope.dispose()
        XCTAssertFalse(hub.hasObservers)
    }

    // MARK: ReplayHub (Rx)

    func testReplayHubReplaysTheBufferThenTheEndAndIgnoresLaterElements() {
        let hub = ReplayHub<Int>(capacity: 2)
        let attach = hub.subscriber()
        [1, 2, 3].forEach(hub.next)
        let joined = Log<Int>()
        attach(hub, joined.sink, joined.scope)
        hub.on(.next(4))
        hub.on(.completed)
        hub.on(.next(5))
        XCTAssertEqual(joined.events, [.next(2), .next(3), .next(4), .completed])
        let late = Log<Int>()
        attach(hub, late.sink, late.scope)
        XCTAssertEqual(late.events, [.next(3), .next(4), .completed])
        XCTAssertFalse(hub.hasObservers)
        joined.scope.dispose()
        late.scope.dispose()
    }

    func testReplayHubDisposalEmptiesTheBuffer() {
        let hub = ReplayHub<Int>(capacity: nil)
        let attach = hub.subscriber()
        hub.next(1)
        hub.dispose()
        XCTAssertTrue(hub.isDisposed)
        XCTAssertTrue(hub.buffer.isEmpty)
        let late = Log<Int>()
        attach(hub, late.sink, late.scope)
        guard case .error(RxError.disposed)? = late.events.first, late.events.count == 1 else {
            return XCTFail("\(late.events)")
        }
    }

    // MARK: ReplayHandoff

    func testReplayHandoffQueuesEventsUntilTheSnapshotIsDeliveredThenOpens() {
        let scope = SubscriptionScope()
        var events: [Event<Int>] = []
        var gate: ReplayHandoff<Int>?
        gate = ReplayHandoff(EventSink(next: { element in
            events.append(.next(element))
            if element == 1 { gate?.sink.next(10) }     // arrives during the snapshot: queued
        }, end: { events.append($0.event()) }))
        let attached = gate!.sink
        attached.next(5)                                // before the replay: queued
        gate!.replay([1, 2], scope)
        attached.next(6)                                // open: straight through
        attached.end(.completed)
        XCTAssertEqual(events, [.next(1), .next(2), .next(5), .next(10), .next(6), .completed])
        gate = nil
        scope.dispose()
    }

    func testReplayHandoffStopsWhenTheScopeIsDisposedDuringTheReplay() {
        let scope = SubscriptionScope()
        var received: [Int] = []
        let gate = ReplayHandoff(EventSink<Int>(next: { element in
            received.append(element)
            if element == 2 { scope.dispose() }
        }, end: { _ in XCTFail("no end expected") }))
        gate.sink.next(9)
        gate.replay([1, 2, 3], scope)
        XCTAssertEqual(received, [1, 2])
    }

    // MARK: SerialHub (RAC)

    func testSerialHubKeepsNoTerminalState() {
        let hub = SerialHub<Int>()
        let early = Log<Int>()
        hub.subscribe(early.sink, early.scope)
        hub.next(1)
        hub.end(.completed)
        XCTAssertFalse(hub.hasObservers)
        let late = Log<Int>()
        hub.subscribe(late.sink, late.scope)
        hub.next(2)
        hub.end(.error(HubError()))
        XCTAssertEqual(early.events, [.next(1), .completed])
        XCTAssertEqual(late.events, [.next(2), .error(HubError())])
        early.scope.dispose()
        late.scope.dispose()
    }

    func testSerialHubLetsASameThreadSendThroughNested() {
        // RAC's serialization is re-entrant: a callback that sends again is called again
        // at once (nested), not deadlocked.
        let hub = SerialHub<Int>()
        let log = Log<Int>()
        hub.subscribe(EventSink(next: { element in
            log.events.append(.next(element))
            if element == 1 { hub.next(2) }
        }, end: { _ in }), log.scope)
        hub.next(1)
        XCTAssertEqual(log.elements, [1, 2])
        log.scope.dispose()
    }

    func testSerialHubSubscriberAddedDuringASendGetsTheNextSend() {
        let hub = SerialHub<Int>()
        let added = Log<Int>()
        let first = Log<Int>()
        hub.subscribe(EventSink(next: { element in
            first.events.append(.next(element))
            if element == 1 { hub.subscribe(added.sink, added.scope) }
        }, end: { _ in }), first.scope)
        hub.next(1)
        hub.next(2)
        XCTAssertEqual(added.elements, [2])
        first.scope.dispose()
        added.scope.dispose()
    }

    func testSerialHubReleasesADetachedHandlerWhenIdle() {
        let hub = SerialHub<Int>()
        weak var watched: Token?
        let scope = SubscriptionScope()
        do {
            let token = Token()
            watched = token
            hub.subscribe(EventSink(next: { _ in _ = token }, end: { _ in }), scope)
        }
        hub.next(1)                      // the sender's copy now holds the handler
        scope.dispose()
        XCTAssertNil(watched)
    }

    // MARK: SerialReplayHub (RAC)

    func testSerialReplayHubKeepsRecordingAfterTheEndAndCompletionWins() {
        let hub = SerialReplayHub<Int>(capacity: 2)
        [1, 2, 3].forEach(hub.next)
        hub.end(.completed)
        hub.next(4)                      // still recorded (no stopped state)
        hub.end(.error(HubError()))      // a completion, once recorded, stays the end
        let late = Log<Int>()
        hub.subscribe(late.sink, late.scope)
        XCTAssertEqual(late.events, [.next(3), .next(4), .completed])
        XCTAssertFalse(hub.hasObservers, "a late subscriber is not attached")
        late.scope.dispose()
    }

    func testSerialReplayHubAnErrorIsReplacedByALaterCompletion() {
        let hub = SerialReplayHub<Int>(capacity: nil)
        hub.end(.error(HubError()))
        hub.end(.completed)
        let late = Log<Int>()
        hub.subscribe(late.sink, late.scope)
        XCTAssertEqual(late.events, [.completed])
    }

    func testSerialReplayHubDeliversWhatASubscriberSendsDuringItsReplayAfterIt() {
        let hub = SerialReplayHub<Int>(capacity: nil)
        [1, 2].forEach(hub.next)
        let log = Log<Int>()
        var depth = 0, deepest = 0
        hub.subscribe(EventSink(next: { element in
            depth += 1
            deepest = max(deepest, depth)
            log.events.append(.next(element))
            if element == 1 { hub.next(3) }
            depth -= 1
        }, end: { _ in }), log.scope)
        hub.next(4)
        XCTAssertEqual(log.elements, [1, 2, 3, 4])
        XCTAssertEqual(deepest, 1, "the replay is never nested")
        log.scope.dispose()
        XCTAssertFalse(hub.hasObservers)
    }

    func testSerialReplayHubStopsTheReplayWhenTheScopeIsDisposed() {
        let hub = SerialReplayHub<Int>(capacity: nil)
        [1, 2, 3].forEach(hub.next)
        hub.end(.completed)
        let scope = SubscriptionScope()
        var received: [Int] = []
        hub.subscribe(EventSink(next: { element in
            received.append(element)
            if element == 2 { scope.dispose() }
        }, end: { _ in XCTFail("no end after disposal") }), scope)
        XCTAssertEqual(received, [1, 2])
    }

    // MARK: SerialBehaviorHub (RAC)

    func testSerialBehaviorHubGivesTheValueEvenAfterTheEnd() {
        let hub = SerialBehaviorHub(value: 0)
        let early = Log<Int>()
        hub.subscribe(early.sink, early.scope)
        hub.next(1)
        hub.end(.completed)
        hub.next(2)
        let late = Log<Int>()
        hub.subscribe(late.sink, late.scope)
        hub.next(3)
        XCTAssertEqual(early.events, [.next(0), .next(1), .completed])
        XCTAssertEqual(late.events, [.next(2), .next(3)])
        early.scope.dispose()
        late.scope.dispose()
        XCTAssertFalse(hub.hasObservers)
    }

    func testSerialBehaviorHubSendsASubscribersOwnValueNested() {
        // Attached before the current value is delivered (as RAC does): what the
        // subscriber sends from inside that delivery reaches it too, nested.
        let hub = SerialBehaviorHub(value: 0)
        let log = Log<Int>()
        hub.subscribe(EventSink(next: { element in
            log.events.append(.next(element))
            if element == 0 { hub.next(1) }
        }, end: { _ in }), log.scope)
        XCTAssertEqual(log.elements, [0, 1])
        log.scope.dispose()
    }
}
