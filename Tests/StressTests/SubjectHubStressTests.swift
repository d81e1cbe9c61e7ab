import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// Counts live instances: a handler captures one, so the count says whether a hub still
/// holds a handler it should have let go.
final class LiveToken: @unchecked Sendable {
    let live: Counter
    init(_ live: Counter) {
        self.live = live
        live.add()
    }
    deinit { live.add(-1) }
}

/// Records one engine subscription from any thread and notes grammar violations: an
/// element after the end, a second end, and (for serialized hubs) two calls at once.
private final class HubRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    private var ends = 0
    private var afterEnd = 0
    private var inside = 0
    private var overlaps = 0
    let scope = SubscriptionScope()

    func sink(holding token: LiveToken? = nil) -> EventSink<Int> {
        EventSink(next: { [self] value in
            _ = token
            lock.withLock {
                inside += 1
                if inside > 1 { overlaps += 1 }
                if ends > 0 { afterEnd += 1 }
                values.append(value)
            }
            lock.withLock { inside -= 1 }
        }, end: { [self] _ in
            _ = token
            lock.withLock { ends += 1 }
        })
    }

    var elements: [Int] { lock.withLock { values } }
    var endCount: Int { lock.withLock { ends } }
    var elementsAfterEnd: Int { lock.withLock { afterEnd } }
    var overlapCount: Int { lock.withLock { overlaps } }
}

/// One hub under test, as closures over `Int` elements.
private struct HubUnderTest {
    let name: String
    /// The value a subscriber receives first (behavior hubs), if any.
    let initial: Int?
    /// Whether a subscriber joining late receives every element sent before (unbounded replay).
    let replaysAll: Bool
    /// Whether the hub serializes its senders (the RAC hubs).
    let serialized: Bool
    let next: (Int) -> Void
    let end: (Termination) -> Void
    let subscribe: (EventSink<Int>, SubscriptionScope) -> Void
    let hasObservers: () -> Bool

    static var all: [HubUnderTest] {
        let publish = SubjectHub<Int>()
        let behavior = BehaviorHub(value: -1)
        let behaviorAttach = behavior.subscriber()
        let replay = ReplayHub<Int>(capacity: nil)
        let replayAttach = replay.subscriber()
        let serial = SerialHub<Int>()
        let serialReplay = SerialReplayHub<Int>(capacity: nil)
        let serialBehavior = SerialBehaviorHub(value: -1)
        return [
            HubUnderTest(name: "SubjectHub", initial: nil, replaysAll: false, serialized: false,
                         next: publish.next, end: publish.end, subscribe: publish.subscribe, hasObservers: { publish.hasObservers }),
            HubUnderTest(name: "BehaviorHub", initial: -1, replaysAll: false, serialized: false,
                         next: behavior.next, end: behavior.end, subscribe: { behaviorAttach(behavior, $0, $1) },
                         hasObservers: { behavior.hasObservers }),
            HubUnderTest(name: "ReplayHub", initial: nil, replaysAll: true, serialized: false,
                         next: replay.next, end: replay.end, subscribe: { replayAttach(replay, $0, $1) },
                         hasObservers: { replay.hasObservers }),
            HubUnderTest(name: "SerialHub", initial: nil, replaysAll: false, serialized: true,
                         next: serial.next, end: serial.end, subscribe: serial.subscribe, hasObservers: { serial.hasObservers }),
            HubUnderTest(name: "SerialReplayHub", initial: nil, replaysAll: true, serialized: true,
                         next: serialReplay.next, end: serialReplay.end, subscribe: serialReplay.subscribe,
                         hasObservers: { serialReplay.hasObservers }),
            HubUnderTest(name: "SerialBehaviorHub", initial: -1, replaysAll: false, serialized: true,
                         next: serialBehavior.next, end: serialBehavior.end, subscribe: serialBehavior.subscribe,
                         hasObservers: { serialBehavior.hasObservers }),
        ]
    }
}

/// The subject hubs' locks under several threads at once: concurrent sends, subscribes,
/// disposals (of subscriptions, and of the Rx hubs themselves) and ends on each hub (Rx: `SubjectHub`, `BehaviorHub`, `ReplayHub`; RAC:
/// `SerialHub`, `SerialReplayHub`, `SerialBehaviorHub`). Nothing is lost or duplicated,
/// each sender's elements arrive in order, the grammar holds, and no handler stays
/// referenced once its subscription is disposed. Single-threaded tests of the same hubs
/// are in Tests/ReactiveCoreTests/SubjectHubTests.swift.
final class SubjectHubStressTests: ReactiveTestCase {
    private let senders = 4

    /// Each lane's elements in `elements` (lane `l` sends `l * perSender ..< (l + 1) * perSender`).
    private func lanes(_ elements: [Int], perSender: Int) -> [[Int]] {
        (0..<senders).map { lane in elements.filter { $0 >= 0 && $0 / perSender == lane } }
    }

    /// Whether `lane` is `first, first + 1, ...`: no gap, no duplicate, in order.
    private func isContiguous(_ lane: [Int]) -> Bool {
        zip(lane, lane.dropFirst()).allSatisfy { $1 == $0 + 1 }
    }

    /// Early subscribers, subscribers joining during the sends and subscribe-dispose churn,
    /// while four threads send; then three threads end the hub at once.
    func testConcurrentSendSubscribeDisposeAndEndOnEveryHub() {
        let perSender = scaled(2_500)
        for hub in HubUnderTest.all {
            let live = Counter()
            let early = (0..<4).map { _ in HubRecorder() }
            for recorder in early { hub.subscribe(recorder.sink(holding: LiveToken(live)), recorder.scope) }
            let joiners = (0..<6).map { _ in HubRecorder() }
            let hundredsSent = Counter()
            let hundreds = senders * perSender / 100
            runConcurrently(senders + 2) { lane in
                switch lane {
                case self.senders:
                    // Joins spread over the sends.
                    for (index, recorder) in joiners.enumerated() {
                        while hundredsSent.value < index * hundreds / joiners.count { sched_yield() }
                        hub.subscribe(recorder.sink(holding: LiveToken(live)), recorder.scope)
                    }
                case self.senders + 1:
                    // Each churned subscription ends itself at its first element (as
                    // `take(1)` would; a replay stops there) or is disposed right away.
                    for _ in 0..<scaled(1_000) {
                        let scope = SubscriptionScope()
                        let token = LiveToken(live)
                        hub.subscribe(EventSink(next: { _ in
                            _ = token
                            scope.dispose()
                        }, end: { _ in _ = token }), scope)
                        scope.dispose()
                    }
                default:
                    for index in 0..<perSender {
                        hub.next(lane * perSender + index)
                        if index % 100 == 99 { hundredsSent.add() }
                    }
                }
            }
            runConcurrently(3) { _ in hub.end(.completed) }

            for recorder in early {
                var elements = recorder.elements
                if let initial = hub.initial {
                    XCTAssertEqual(elements.first, initial, hub.name)
                    elements.removeFirst()
                }
                XCTAssertEqual(Set(elements).count, elements.count, "\(hub.name): duplicates")
                for (lane, received) in lanes(elements, perSender: perSender).enumerated() {
                    XCTAssertEqual(received, Array(lane * perSender ..< (lane + 1) * perSender), "\(hub.name): lost or out of order")
                }
            }
            for recorder in joiners {
                let elements = recorder.elements
                XCTAssertEqual(Set(elements).count, elements.count, "\(hub.name): duplicates")
                for (lane, received) in lanes(elements, perSender: perSender).enumerated() {
                    if hub.replaysAll {
                        XCTAssertEqual(received, Array(lane * perSender ..< (lane + 1) * perSender), "\(hub.name): joiner")
                    } else {
                        XCTAssertTrue(isContiguous(received), "\(hub.name): a joiner's lane has a gap")
                        if let last = received.last {
                            XCTAssertEqual(last, (lane + 1) * perSender - 1, "\(hub.name): a joiner missed the last elements")
                        }
                    }
                }
            }
            for recorder in early + joiners {
                XCTAssertEqual(recorder.endCount, 1, "\(hub.name): one end per subscriber")
                XCTAssertEqual(recorder.elementsAfterEnd, 0, "\(hub.name): element after the end")
                if hub.serialized { XCTAssertEqual(recorder.overlapCount, 0, "\(hub.name): overlapping callbacks") }
                recorder.scope.dispose()
            }
            XCTAssertFalse(hub.hasObservers(), hub.name)
            XCTAssertEqual(live.value, 0, "\(hub.name): a disposed subscription's handler is still referenced")
            print("stress \(hub.name): \(senders) senders x \(perSender), \(early.count + joiners.count) subscribers, \(scaled(1_000)) churned")
        }
    }

    /// The RAC hubs serialize every call, ends included: with a thread ending the hub in
    /// the middle of the sends, each subscriber still gets elements, then one end, and
    /// nothing after it.
    func testSerializedHubsKeepTheGrammarWhenEndingDuringSends() {
        let perSender = scaled(4_000)
        for hub in HubUnderTest.all where hub.serialized {
            let live = Counter()
            let recorders = (0..<4).map { _ in HubRecorder() }
            for recorder in recorders { hub.subscribe(recorder.sink(holding: LiveToken(live)), recorder.scope) }
            let hundredsSent = Counter()
            runConcurrently(senders + 1) { lane in
                if lane == self.senders {
                    // Ends at about half of the sends.
                    while hundredsSent.value < self.senders * perSender / 200 { sched_yield() }
                    hub.end(.completed)
                } else {
                    for index in 0..<perSender {
                        hub.next(lane * perSender + index)
                        if index % 100 == 99 { hundredsSent.add() }
                    }
                }
            }
            for recorder in recorders {
                var elements = recorder.elements
                if hub.initial != nil { elements.removeFirst() }
                XCTAssertEqual(recorder.endCount, 1, hub.name)
                XCTAssertEqual(recorder.elementsAfterEnd, 0, hub.name)
                XCTAssertEqual(recorder.overlapCount, 0, hub.name)
                for (lane, received) in lanes(elements, perSender: perSender).enumerated() {
                    XCTAssertEqual(received, Array(lane * perSender ..< lane * perSender + received.count), "\(hub.name): lost or out of order")
                }
                recorder.scope.dispose()
            }
            XCTAssertFalse(hub.hasObservers(), hub.name)
            XCTAssertEqual(live.value, 0, hub.name)
        }
    }

    /// The Rx hubs' `dispose()` in the middle of concurrent sends: each subscriber keeps
    /// a prefix of every sender's elements and gets no end, everyone is detached and
    /// released, and a later subscriber gets `RxError.disposed`.
    func testRxHubsDisposedDuringSends() {
        let perSender = scaled(4_000)
        let publish = SubjectHub<Int>()
        let behavior = BehaviorHub(value: -1)
        let behaviorAttach = behavior.subscriber()
        let replay = ReplayHub<Int>(capacity: nil)
        let replayAttach = replay.subscriber()
        let hubs: [(name: String, next: (Int) -> Void, dispose: () -> Void,
                    subscribe: (EventSink<Int>, SubscriptionScope) -> Void, hasObservers: () -> Bool)] = [
            ("SubjectHub", publish.next, publish.dispose, publish.subscribe, { publish.hasObservers }),
            ("BehaviorHub", behavior.next, behavior.dispose, { behaviorAttach(behavior, $0, $1) }, { behavior.hasObservers }),
            ("ReplayHub", replay.next, replay.dispose, { replayAttach(replay, $0, $1) }, { replay.hasObservers }),
        ]
        for hub in hubs {
            let live = Counter()
            let recorders = (0..<4).map { _ in HubRecorder() }
            for recorder in recorders { hub.subscribe(recorder.sink(holding: LiveToken(live)), recorder.scope) }
            let hundredsSent = Counter()
            runConcurrently(senders + 1) { lane in
                if lane == self.senders {
                    while hundredsSent.value < self.senders * perSender / 200 { sched_yield() }
                    hub.dispose()
                } else {
                    for index in 0..<perSender {
                        hub.next(lane * perSender + index)
                        if index % 100 == 99 { hundredsSent.add() }
                    }
                }
            }
            XCTAssertFalse(hub.hasObservers(), hub.name)
            XCTAssertEqual(live.value, 0, "\(hub.name): a handler outlived the disposal")
            for recorder in recorders {
                XCTAssertEqual(recorder.endCount, 0, "\(hub.name): disposal sends nothing")
                let elements = recorder.elements.filter { $0 >= 0 }
                for (lane, received) in lanes(elements, perSender: perSender).enumerated() {
                    XCTAssertEqual(received, Array(lane * perSender ..< lane * perSender + received.count), "\(hub.name): not a prefix")
                }
                recorder.scope.dispose()
            }
            let late = HubRecorder()
            var lateEvents: [Event<Int>] = []
            hub.subscribe(EventSink(next: { lateEvents.append(.next($0)) }, end: { lateEvents.append($0.event()) }), late.scope)
            guard case .error(RxError.disposed)? = lateEvents.first, lateEvents.count == 1 else {
                return XCTFail("\(hub.name): \(lateEvents)")
            }
        }
    }

    /// A sender blocked on `SerialHub`'s gate sleeps until the callback in progress
    /// returns: the two callbacks never overlap.
    func testSerialHubMakesAConcurrentSenderWaitForTheCallbackInProgress() {
        let hub = SerialHub<Int>()
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let firstDone = DispatchSemaphore(value: 0), secondDone = DispatchSemaphore(value: 0)
        let recorder = HubRecorder()
        let recorded = recorder.sink()
        hub.subscribe(EventSink(next: { value in
            recorded.next(value)
            if value == 1 {
                entered.signal()
                release.wait()
            }
        }, end: recorded.end), recorder.scope)
        Thread { hub.next(1); firstDone.signal() }.start()
        entered.wait()
        Thread { hub.next(2); secondDone.signal() }.start()
        XCTAssertEqual(secondDone.wait(timeout: .now() + 0.05), .timedOut, "the second sender waits for the gate")
        XCTAssertEqual(recorder.elements, [1])
        release.signal()
        XCTAssertEqual(firstDone.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(secondDone.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertEqual(recorder.overlapCount, 0)
        recorder.scope.dispose()
    }

    /// A detach that finds `SerialHub`'s gate taken does not wait for the send; the
    /// sender drops the detached handler from its copy before letting go, so no later
    /// send is needed to release it.
    func testSerialHubReleasesAHandlerDetachedDuringAnotherThreadsSend() {
        let hub = SerialHub<Int>()
        let live = Counter()
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let blocker = SubscriptionScope()
        hub.subscribe(EventSink(next: { _ in
            entered.signal()
            release.wait()
        }, end: { _ in }), blocker)
        let detached = HubRecorder()
        hub.subscribe(detached.sink(holding: LiveToken(live)), detached.scope)
        Thread { hub.next(1); finished.signal() }.start()
        entered.wait()
        detached.scope.dispose()
        XCTAssertEqual(live.value, 1, "the send in progress still holds its copy")
        release.signal()
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(live.value, 0, "released when the send let go of the gate")
        blocker.dispose()
        XCTAssertFalse(hub.hasObservers)
    }
}
