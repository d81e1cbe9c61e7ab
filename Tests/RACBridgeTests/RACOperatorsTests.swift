import XCTest
import Dispatch
import Foundation
import RACBridge
import ReactiveTesting

final class RACOperatorsTests: RACTestCase {
    func testMapMapReplaceFilterIgnore() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.racSignal.ignore(3).map { $0 * 10 }.filter { $0 > 0 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(230, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let replaced = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { RACSignal.return(1).mapReplace("x") }
        XCTAssertEqual(replaced.events, [.next(1200, "x"), .completed(1200)])
    }

    func testIgnoreValuesForwardsTheError() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(250, TestError())])
        let res = scheduler.start { xs.racSignal.ignoreValues() }
        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMapDisposedMidStream() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.racSignal.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: bind

    func testBindMergesReturnedSignalsAndWaitsForThemToComplete() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.bind { { value, _ in
                RACSignal<Int>.createSignal { subscriber in
                    subscriber.sendNext(value * 10)
                    scheduler.afterDelay(50) {
                        subscriber.sendNext(value * 100)
                        subscriber.sendCompleted()
                    }
                    return nil
                }
            } }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .next(260, 100), .next(270, 200), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindStopFlagAndNilResultStopTakingValues() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.bind { { value, stop in
                if value == 2 { stop = true }
                return RACSignal.return(value)
            } }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let ys = hot(scheduler, [.next(1210, 1), .next(1220, 2), .completed(1400)])
        let nilResult = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { () -> RACSignal<Int> in
            ys.racSignal.bind { { value, _ in value == 2 ? nil : RACSignal.return(value) } }
        }
        XCTAssertEqual(nilResult.events, [.next(1210, 1), .completed(1220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1220)])
    }

    func testBindErrorFromAnInnerSignalEndsEverything() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(400)])
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.bind { { value, _ in
                value == 2 ? RACSignal.error(TestError(2)) : RACSignal.never()
            } }
        }
        XCTAssertEqual(res.events, [.error(220, TestError(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testBindBlockRunsPerSubscription() {
        let scheduler = makeScheduler()
        var bindings = 0
        let signal = RACSignal.return(1).bind { () -> (Int, inout Bool) -> RACSignal<Int>? in
            bindings += 1
            return { value, _ in RACSignal.return(value) }
        }
        scheduler.performAsCurrentScheduler {
            signal.subscribeNext { _ in }
            signal.subscribeNext { _ in }
        }
        XCTAssertEqual(bindings, 2)
    }

    // MARK: side effects

    func testDoBlocksRunBeforeForwarding() {
        let scheduler = makeScheduler()
        var log: [String] = []
        scheduler.performAsCurrentScheduler {
            RACSignal.return(1)
                .doNext { log.append("doNext \($0)") }
                .doCompleted { log.append("doCompleted") }
                .subscribeNext({ log.append("next \($0)") }, completed: { log.append("completed") })
            RACSignal<Int>.error(TestError())
                .doError { _ in log.append("doError") }
                .subscribeError { _ in log.append("error") }
        }
        XCTAssertEqual(log, ["doNext 1", "next 1", "doCompleted", "completed", "doError", "error"])
    }

    func testFinallyRunsOnEndButNotOnDisposal() {
        let scheduler = makeScheduler()
        var finals = 0
        let xs = hot(scheduler, [.next(210, 1), .completed(300)])
        let disposedEarly = scheduler.start(disposed: 250) { xs.racSignal.finally { finals += 1 } }
        XCTAssertEqual(disposedEarly.events, [.next(210, 1)])
        XCTAssertEqual(finals, 0, "finally does not run on disposal (Docs/Semantics.md#finally-and-do)")

        var log: [String] = []
        scheduler.performAsCurrentScheduler {
            RACSignal<Int>.error(TestError()).finally { log.append("finally") }.subscribeError { _ in log.append("error") }
            RACSignal<Int>.empty().finally { log.append("finally") }.subscribeCompleted { log.append("completed") }
        }
        XCTAssertEqual(log, ["finally", "error", "finally", "completed"])
    }

    func testInitiallyRunsOnEverySubscription() {
        let scheduler = makeScheduler()
        var log: [String] = []
        let signal = RACSignal.return(1).initially { log.append("initially") }
        scheduler.performAsCurrentScheduler {
            signal.subscribeNext { log.append("n\($0)") }
            signal.subscribeNext { log.append("n\($0)") }
        }
        XCTAssertEqual(log, ["initially", "n1", "initially", "n1"])
    }

    func testThenSubscribesTheNextSignalOnCompletion() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .completed(250)])
        let ys = hot(scheduler, [.next(240, 7), .next(260, 8), .completed(300)])
        var created = 0
        let res = scheduler.start { () -> RACSignal<Int> in
            xs.racSignal.then {
                created += 1
                return ys.racSignal
            }
        }
        XCTAssertEqual(res.events, [.next(260, 8), .completed(300)])
        XCTAssertEqual(created, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])

        let zs = hot(scheduler, [.error(1250, TestError())])
        let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { () -> RACSignal<Int> in
            zs.racSignal.then {
                created += 1
                return RACSignal.return(1)
            }
        }
        XCTAssertEqual(failed.events, [.error(1250, TestError())])
        XCTAssertEqual(created, 1)
    }

    // MARK: materialize

    func testMaterializeAndDematerialize() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(220, TestError(5))])
        let res = scheduler.start { xs.racSignal.materialize() }
        XCTAssertEqual(res.events, [
            .next(210, RACEvent(value: 1)), .next(220, RACEvent(error: TestError(5))), .completed(220),
        ])

        let ys = hot(scheduler, [.next(1210, 1), .next(1220, 2), .completed(1230)])
        let roundTrip = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            ys.racSignal.materialize().dematerialize()
        }
        XCTAssertEqual(roundTrip.events, [.next(1210, 1), .next(1220, 2), .completed(1230)])

        let events = scheduler.testScheduler.createHotObservable([
            Recorded.next(2210, RACEvent(value: 3)), .next(2220, RACEvent<Int>(error: TestError(6))), .next(2230, RACEvent(value: 4)),
        ])
        let stopped = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
            (events.racSignal as RACSignal<RACEvent<Int>>).dematerialize()
        }
        XCTAssertEqual(stopped.events, [.next(2210, 3), .error(2220, TestError(6))])
    }

    // MARK: booleans

    func testNotAndOr() {
        let scheduler = makeScheduler()
        var log: [Bool] = []
        scheduler.performAsCurrentScheduler {
            RACSignal.return(true).not().subscribeNext { log.append($0) }
            RACSignal.return([true, false]).and().subscribeNext { log.append($0) }
            RACSignal.return([true, false]).or().subscribeNext { log.append($0) }
            RACSignal<[Bool]>.return([]).and().subscribeNext { log.append($0) }
            RACSignal.return((true, true)).and().subscribeNext { log.append($0) }
            RACSignal.return((false, false, true)).or().subscribeNext { log.append($0) }
            RACSignal.return((true, true, true, false)).and().subscribeNext { log.append($0) }
        }
        XCTAssertEqual(log, [false, false, true, true, true, true, false])
    }

    func testAnyAndAll() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 4), .next(230, 5), .completed(300)])
        let anyEven = scheduler.start { xs.racSignal.any { $0 % 2 == 0 } }
        XCTAssertEqual(anyEven.events, [.next(220, true), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let ys = hot(scheduler, [.next(1210, 1), .next(1220, 3), .completed(1300)])
        let allOdd = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { ys.racSignal.all { $0 % 2 == 1 } }
        XCTAssertEqual(allOdd.events, [.next(1300, true), .completed(1300)])

        let zs = hot(scheduler, [.next(2210, 1), .next(2220, 2), .completed(2300)])
        let allOddFails = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) { zs.racSignal.all { $0 % 2 == 1 } }
        XCTAssertEqual(allOddFails.events, [.next(2220, false), .completed(2220)])

        let empty = scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) { RACSignal<Int>.empty().any() }
        XCTAssertEqual(empty.events, [.next(3200, false), .completed(3200)])
        let some = scheduler.start(created: 4100, subscribed: 4200, disposed: 5000) { RACSignal.return(1).any() }
        XCTAssertEqual(some.events, [.next(4200, true), .completed(4200)])
    }

    func testAnyAndAllAnswerAnErrorWithFalse() {
        // ReactiveObjC's -any: and -all: count an error as the end: they send NO and
        // complete. Expected values printed by the same signals on the oracle (the real
        // ReactiveObjC on GNUstep): "any error: 0 completed", "any: 1,2 then error (>= 4):
        // 0 completed", "any: 5 then error: 1 completed", "all: 1,2 then error (< 4): 0
        // completed", "all: 5 then error: 0 completed". Found by the differential run
        // against ReactiveObjC (Tools/reactiveobjc-differential).
        func valuesThenError(_ values: [Int]) -> RACSignal<Int> {
            RACSignal<Int>.createSignal { subscriber in
                values.forEach(subscriber.sendNext)
                subscriber.sendError(RACSignalError.timedOut)
                return nil
            }
        }
        func outcome(_ signal: RACSignal<Bool>) -> [String] {
            var log: [String] = []
            RACScheduler.immediate().performAsCurrentScheduler {
                _ = signal.subscribeNext({ log.append(String($0)) }, error: { _ in log.append("error") }, completed: { log.append("completed") })
            }
            return log
        }
        XCTAssertEqual(outcome(RACSignal<Int>.error(RACSignalError.timedOut).any()), ["false", "completed"])
        XCTAssertEqual(outcome(valuesThenError([1, 2]).any { $0 >= 4 }), ["false", "completed"])
        XCTAssertEqual(outcome(valuesThenError([5]).any { $0 >= 4 }), ["true", "completed"])
        XCTAssertEqual(outcome(valuesThenError([1, 2]).all { $0 < 4 }), ["false", "completed"])
        XCTAssertEqual(outcome(valuesThenError([5]).all { $0 < 4 }), ["false", "completed"])
    }

    // MARK: blocking

    func testBlockingHelpersFromABareThread() {
        let done = expectation(description: "blocking calls returned")
        let results = SharedLog<String>()
        let subject = RACSubject<Int>()
        Thread {
            // Subscriptions from this thread run on a background scheduler (Docs/Semantics.md#subscription-scheduling); the
            // blocking calls wait for them.
            results.append("first \(RACSignal.return(1).first().map(String.init) ?? "nil")")
            results.append("first empty \(RACSignal<Int>.empty().first().map(String.init) ?? "nil")")
            results.append("default \(RACSignal<Int>.error(TestError()).first(orDefault: 9))")
            let values = RACSignal<Int>.createSignal { subscriber in
                subscriber.sendNext(1)
                subscriber.sendNext(2)
                subscriber.sendCompleted()
                return nil
            }
            results.append("array \(values.toArray() ?? [])")
            results.append("array error \(RACSignal<Int>.error(TestError()).toArray() == nil)")
            do {
                try RACSignal<Int>.error(TestError(8)).waitUntilCompleted()
                results.append("no throw")
            } catch {
                results.append("threw \((error as? TestError)?.code ?? 0)")
            }
            try? values.waitUntilCompleted()
            results.append("waited")
            _ = subject
            done.fulfill()
        }.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(results.all, [
            "first 1", "first empty nil", "default 9", "array [1, 2]", "array error true", "threw 8", "waited",
        ])
    }

    func testFirstWaitsForAValueSentFromAnotherThread() {
        let scheduler = RACScheduler.scheduler()
        let signal = RACSignal<Int>.createSignal { subscriber in
            scheduler.afterDelay(0.01) {
                subscriber.sendNext(42)
                subscriber.sendNext(43)
            }
            return nil
        }
        XCTAssertEqual(signal.first(), 42)
    }
}
