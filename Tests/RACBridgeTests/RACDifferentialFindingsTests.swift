import XCTest
import RACBridge
import ReactiveTesting

/// What the differential run against ReactiveObjC (Tools/reactiveobjc-differential)
/// found: the order in which RAC operators release their subscriptions when the whole
/// subscription is disposed, and three behaviors (`catch` and `retry` after a failed
/// source's late end, `deliver(on:)` scheduling). Every expected log below was printed
/// by the same pipeline built with ReactiveObjC's own API and run on the oracle (the
/// real ReactiveObjC on GNUstep), not derived from RACBridge.
final class RACDifferentialFindingsTests: ReactiveTestCase {
    /// What the sources and the subscriber saw: `+name` when a source is subscribed,
    /// `-name` when it is released, and each value.
    final class Log {
        var entries: [String] = []
    }

    /// A source that logs its subscription and release and sends `values` at once.
    func source(_ name: String, _ values: [Int], _ log: Log) -> RACSignal<Int> {
        RACSignal<Int>.createSignal { subscriber in
            log.entries.append("+\(name)")
            for value in values { subscriber.sendNext(value) }
            return RACDisposable { log.entries.append("-\(name)") }
        }
    }

    /// A source that logs its subscription and release and relays `subject`.
    func relay(_ name: String, _ subject: RACSubject<Int>, _ log: Log) -> RACSignal<Int> {
        RACSignal<Int>.createSignal { subscriber in
            log.entries.append("+\(name)")
            let relayed = subject.subscribeNext({ subscriber.sendNext($0) }, error: { subscriber.sendError($0) }, completed: { subscriber.sendCompleted() })
            return RACDisposable {
                relayed.dispose()
                log.entries.append("-\(name)")
            }
        }
    }

    /// Subscribes at once, runs `between` (e.g. a subject sending), then disposes, each
    /// step with a test scheduler current (so subscriptions are synchronous).
    func run(_ log: Log, between: () -> Void = {}, _ make: () -> RACSignal<Int>) -> [String] {
        let scheduler = RACTestScheduler()
        var subscription: RACDisposable?
        scheduler.performAsCurrentScheduler {
            subscription = make().subscribeNext { log.entries.append(String($0)) }
        }
        scheduler.performAsCurrentScheduler(between)
        scheduler.performAsCurrentScheduler { subscription?.dispose() }
        return log.entries
    }

    func testTakeUntilReleasesTheTriggerBeforeTheSource() {
        let log = Log()
        XCTAssertEqual(run(log) { source("source", [], log).take(until: source("trigger", [], log)) },
                       ["+trigger", "+source", "-trigger", "-source"])
    }

    func testSampleReleasesTheSamplerBeforeTheSource() {
        let log = Log()
        XCTAssertEqual(run(log) { source("source", [1], log).sample(source("sampler", [0], log)) },
                       ["+source", "+sampler", "1", "-sampler", "-source"])
    }

    func testSwitchToLatestReleasesTheInnerSignalBeforeTheOuter() {
        let log = Log()
        XCTAssertEqual(run(log) { source("outer", [1], log).map { _ in self.source("inner", [2], log) }.switchToLatest() },
                       ["+outer", "+inner", "2", "-inner", "-outer"])
    }

    func testConcatReleasesAnInnerSubscribedDuringTheOuterSubscriptionFirst() {
        let log = Log()
        XCTAssertEqual(run(log) { source("outer", [1], log).map { _ in self.source("inner", [2], log) }.concat() },
                       ["+outer", "+inner", "2", "-inner", "-outer"])
    }

    func testConcatReleasesTheOuterBeforeAnInnerSubscribedLater() {
        let log = Log(), subject = RACSubject<Int>()
        XCTAssertEqual(run(log, between: { subject.sendNext(1) }) {
            relay("outer", subject, log).map { _ in self.source("inner", [2], log) }.concat()
        }, ["+outer", "+inner", "2", "-outer", "-inner"])
    }

    func testFlattenWithALimitReleasesInTheOrderTheSubscriptionsWereMade() {
        let log = Log(), subject = RACSubject<Int>()
        XCTAssertEqual(run(log, between: { subject.sendNext(1) }) {
            relay("outer", subject, log).startWith(0).map { x in self.source("inner", [x], log) }.flatten(2)
        }, ["+inner", "0", "+outer", "+inner", "1", "-inner", "-outer", "-inner"])
    }

    func testConcatStopsAnOuterSignalThatFailsWhileItIsBeingSubscribed() {
        // The outer fails during its subscribe call, and its materialized error is
        // followed by a completion that `then` would answer by subscribing `next`: the
        // failed subscription must not go on (seed 9, case 99095 of the differential).
        let log = Log()
        let failed = RACSignal<Int>.error(RACSignalError.timedOut).materialize().dematerialize()
        let scheduler = RACTestScheduler()
        var subscription: RACDisposable?
        scheduler.performAsCurrentScheduler {
            subscription = failed.then { self.source("next", [3], log) }.map { _ in self.source("inner", [2], log) }.concat()
                .subscribeNext({ log.entries.append(String($0)) }, error: { _ in log.entries.append("error") })
        }
        scheduler.performAsCurrentScheduler { subscription?.dispose() }
        XCTAssertEqual(log.entries, ["error"])
    }

    func testCatchIgnoresTheEndAFailedSourceSendsAfterItsError() {
        // take(2) completes right after the value tryMap fails on; catch has replaced
        // the failed source by then, so that completion is not the result's. The oracle
        // printed "4 +other" for the same pipeline (no completion).
        let log = Log(), subject = RACSubject<Int>()
        struct Failure: Error {}
        let other = RACSignal<Int>.createSignal { _ in
            log.entries.append("+other")
            return RACDisposable { log.entries.append("-other") }
        }
        var subscription: RACDisposable?
        RACScheduler.immediate().performAsCurrentScheduler {
            subscription = subject.take(2).tryMap { x -> Int in
                if x == 1 { throw Failure() }
                return x * 2
            }.catch { _ in other }
                .subscribeNext({ log.entries.append(String($0)) }, error: { _ in log.entries.append("error") },
                               completed: { log.entries.append("completed") })
        }
        subject.sendNext(2)
        subject.sendNext(1)
        XCTAssertEqual(log.entries, ["4", "+other"])
        subscription?.dispose()
    }

    func testRetryIgnoresTheEndAFailedAttemptSendsAfterItsError() {
        // takeLast(1) completes right after the value tryMap fails on: the attempt has
        // failed, so retry resubscribes once and then fails, never completing. The
        // oracle printed "+source +source error" for the same pipeline.
        let log = Log(), scheduler = RACTestScheduler()
        struct Failure: Error {}
        let source = RACSignal<Int>.createSignal { subscriber in
            log.entries.append("+source")
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return nil
        }
        var subscription: RACDisposable?
        scheduler.schedule {
            subscription = source.takeLast(1).tryMap { _ -> Int in throw Failure() }.retry(1)
                .subscribeNext({ log.entries.append(String($0)) }, error: { _ in log.entries.append("error") },
                               completed: { log.entries.append("completed") })
        }
        scheduler.stepAll()
        XCTAssertEqual(log.entries, ["+source", "+source", "error"])
        subscription?.dispose()
    }

    func testDeliverOnSchedulesEachEventWhenItArrives() {
        // Both events reach the first deliverOn before it runs; each has its own block,
        // so the completion (and finally's block) runs before the value's second hop.
        // The oracle printed "finally 1 completed" (RACTestScheduler, the same pipeline).
        let log = Log(), subject = RACSubject<Int>(), scheduler = RACTestScheduler()
        var subscription: RACDisposable?
        scheduler.schedule {
            subscription = subject.deliver(on: scheduler).finally { log.entries.append("finally") }.deliver(on: scheduler)
                .subscribeNext({ log.entries.append(String($0)) }, completed: { log.entries.append("completed") })
        }
        scheduler.stepAll()
        subject.sendNext(1)
        subject.sendCompleted()
        scheduler.stepAll()
        XCTAssertEqual(log.entries, ["finally", "1", "completed"])
        subscription?.dispose()
    }

    func testUnlimitedFlattenReleasesTheOuterFirst() {
        let log = Log()
        XCTAssertEqual(run(log) { source("outer", [1], log).map { _ in self.source("inner", [2], log) }.flatten() },
                       ["+outer", "+inner", "2", "-outer", "-inner"])
        let again = Log()
        XCTAssertEqual(run(again) { source("outer", [1], again).flattenMap { _ in self.source("inner", [2], again) } },
                       ["+outer", "+inner", "2", "-outer", "-inner"])
    }
}
