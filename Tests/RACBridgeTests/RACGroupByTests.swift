import XCTest
import RACBridge
import ReactiveTesting

/// `groupBy(_:)` / `groupBy(_:transform:)` (RAC's end order and disposal rule) and
/// `take(untilReplacement:)`, checked against ReactiveObjC's specs.
final class RACGroupByTests: RACTestCase {
    // MARK: groupBy

    func testGroupsCarryTheirKeyAndTheirValuesOnVirtualTime() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let res = scheduler.start {
            xs.racSignal.groupBy { $0 % 2 == 0 }.flattenMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(res.events, [.next(210, "false:1"), .next(220, "true:2"), .next(230, "false:3"), .next(240, "true:4"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTransformAppliesToTheGroupValuesAndTheKeyToTheOriginal() {
        let subject = RACSubject<Int>()
        var seen: [String] = []
        let subscription = subject.groupBy({ $0 % 3 }, transform: { "v\($0)" }).subscribeNext { group in
            group.subscribeNext { seen.append("\(group.key)=\($0)") }
        }
        subject.sendNext(1)
        subject.sendNext(4)
        subject.sendNext(3)
        XCTAssertEqual(seen, ["1=v1", "1=v4", "0=v3"])
        subject.sendCompleted()
        subscription.dispose()
    }

    /// RAC ends the outer signal first, then the groups in the order they were made
    /// (Rx ends the groups first).
    func testCompletionReachesTheResultFirstThenEveryGroupInCreationOrder() {
        let subject = RACReplaySubject<Int>()
        var log: [String] = []
        subject.groupBy { $0 % 4 }.subscribeNext({ group in
            log.append("group \(group.key)")
            group.subscribeCompleted { log.append("completed \(group.key)") }
        }, completed: { log.append("completed outer") })
        for value in [2, 0, 3, 1, 6, 5] { subject.sendNext(value) }
        subject.sendCompleted()
        XCTAssertEqual(log, ["group 2", "group 0", "group 3", "group 1",
                             "completed outer", "completed 2", "completed 0", "completed 3", "completed 1"])
    }

    func testErrorReachesTheResultAndEveryGroup() {
        let subject = RACSubject<Int>()
        var log: [String] = []
        subject.groupBy { $0 }.subscribeNext({ group in
            group.subscribeError { log.append("group \(group.key): \(($0 as? TestError) != nil)") }
        }, error: { _ in log.append("outer") })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendError(TestError())
        XCTAssertEqual(log, ["outer", "group 1: true", "group 2: true"])
    }

    /// RAC: the outer subscription alone holds the source; Rx keeps it while a group is subscribed.
    func testDisposingTheResultDisposesTheSourceEvenWithSubscribedGroups() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(400, 1), .completed(500)])
        let groupValues = scheduler.testScheduler.createObserver(Int.self)
        let res = scheduler.start(disposed: 300) {
            xs.racSignal.groupBy { $0 }.doNext { group in
                _ = group.subscribeNext { groupValues.onNext($0) }
            }.map { $0.key }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(groupValues.events, [.next(210, 1), .next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// A group is a RAC subject: subscribing after it ended gets nothing, and it is a
    /// `RACSubscriber` that can be sent to by hand.
    func testAGroupIsASubjectWithoutTerminalState() {
        let subject = RACSubject<Int>()
        var groups: [RACGroupedSignal<Int, Int>] = []
        subject.groupBy { $0 }.subscribeNext { groups.append($0) }
        subject.sendNext(7)
        subject.sendCompleted()
        var late: [String] = []
        let group = try! XCTUnwrap(groups.first)
        group.subscribeNext({ late.append("\($0)") }, completed: { late.append("|") })
        group.sendNext(8)
        XCTAssertEqual(late, ["8"])
        XCTAssertEqual(RACGroupedSignal<String, Int>(key: "k").key, "k")
    }

    // MARK: take(untilReplacement:)

    func testReplacementTakesOverAndTheReceiverIsReleased() {
        let scheduler = makeScheduler()
        let xs = scheduler.testScheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(400)])
        let ys = scheduler.testScheduler.createHotObservable([.next(240, 10), .next(250, 11), .completed(300)])
        let res = scheduler.start { xs.racSignal.take(untilReplacement: ys.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 10), .next(250, 11), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testReceiverCompletionIsNotForwardedButItsErrorIs() {
        let receiver = RACSubject<Int>()
        var completed = false
        receiver.take(untilReplacement: .never()).subscribeCompleted { completed = true }
        receiver.sendCompleted()
        XCTAssertFalse(completed)

        let failing = RACSubject<Int>()
        var failed = false
        failing.take(untilReplacement: .never()).subscribeError { _ in failed = true }
        failing.sendError(TestError())
        XCTAssertTrue(failed)
    }

    func testReplacementErrorAndCompletionAreForwarded() {
        let failing = RACSubject<Int>()
        var failed = false
        let a = RACSignal<Int>.never().take(untilReplacement: failing).subscribeError { _ in failed = true }
        failing.sendError(TestError())
        XCTAssertTrue(failed)

        let completing = RACSubject<Int>()
        var completed = false
        let b = RACSignal<Int>.never().take(untilReplacement: completing).subscribeCompleted { completed = true }
        completing.sendCompleted()
        XCTAssertTrue(completed)
        a.dispose()
        b.dispose()
    }

    func testAReplacementThatSendsAtOnceKeepsTheReceiverUnsubscribed() {
        let scheduler = makeScheduler()
        var receiverSubscribed = false
        let receiver = RACSignal<Int>.createSignal { subscriber in
            receiverSubscribed = true
            for value in [1, 2, 3] { subscriber.sendNext(value) }
            return nil
        }
        let replacement = RACSignal<Int>.createSignal { subscriber in
            for value in [4, 5, 6] { subscriber.sendNext(value) }
            return nil
        }
        let res = scheduler.start { receiver.take(untilReplacement: replacement) }
        XCTAssertEqual(res.events, [.next(200, 4), .next(200, 5), .next(200, 6)])
        XCTAssertFalse(receiverSubscribed)
    }

    func testDisposalDisposesBothSides() {
        var disposed: [String] = []
        let receiver = RACSignal<Int>.createSignal { _ in RACDisposable { disposed.append("receiver") } }
        let replacement = RACSignal<Int>.createSignal { _ in RACDisposable { disposed.append("replacement") } }
        let scheduler = makeScheduler()
        _ = scheduler.start(disposed: 300) { receiver.take(untilReplacement: replacement) }
        XCTAssertEqual(Set(disposed), ["receiver", "replacement"])
    }
}
