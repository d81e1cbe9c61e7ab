import XCTest
import Foundation
import RACBridge
import ReactiveTesting

/// RAC flattening, switching, combining and aggregating operators on virtual time.
final class RACFlatteningAndCombiningTests: RACTestCase {
    // MARK: flattenMap, flatten

    func testFlattenMapMergesAndCompletesAfterEveryInner() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(230, 2), .completed(240)])
        let inner1 = cold(scheduler, [.next(10, 10), .next(40, 11), .completed(50)])
        let inner2 = cold(scheduler, [.next(5, 20), .completed(60)])
        let res = scheduler.start {
            xs.racSignal.flattenMap { $0 == 1 ? inner1.racSignal : inner2.racSignal }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(235, 20), .next(250, 11), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(230, 290)])
    }

    func testFlattenMapWithMultiStatementBlocks() {
        let scheduler = makeScheduler()
        let res = scheduler.start {
            RACSignal.merge([RACSignal.return(1), RACSignal.return(2), RACSignal.return(3)]).flattenMap { value in
                let doubled = value * 2
                return RACSignal.return(doubled)
            }.flattenMap { value -> RACSignal<Int>? in
                if value == 4 { return nil }
                return RACSignal.return(value + 1)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 7), .completed(200)])
    }

    func testFlattenMapNilIsEmptyAndInnerErrorEndsEverything() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let inner = cold(scheduler, [.next(10, 7), .error(30, TestError())])
        let res = scheduler.start {
            xs.racSignal.flattenMap { value -> RACSignal<Int>? in value == 2 ? inner.racSignal : nil }
        }
        XCTAssertEqual(res.events, [.next(230, 7), .error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(220, 250)])
    }

    func testFlattenMapDisposedMidStreamDisposesOuterAndInners() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .completed(500)])
        let inner = cold(scheduler, [.next(10, 1), .next(100, 2), .completed(200)])
        let res = scheduler.start(disposed: 260) { xs.racSignal.flattenMap { _ in inner.racSignal } }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    func testFlattenZeroIsUnlimitedAndOneIsSequential() {
        let scheduler = makeScheduler()
        let a = cold(scheduler, [.next(10, 1), .completed(30)])
        let b = cold(scheduler, [.next(10, 2), .completed(30)])
        let outer = { RACSignal.merge([RACSignal.return(a.racSignal), RACSignal.return(b.racSignal)]) }
        let unlimited = scheduler.start { outer().flatten(0) }
        XCTAssertEqual(unlimited.events, [.next(210, 1), .next(210, 2), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])

        let sequential = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) { outer().flatten(1) }
        XCTAssertEqual(sequential.events, [.next(1110, 1), .next(1140, 2), .completed(1160)])
        XCTAssertEqual(a.subscriptions.last, Subscription(1100, 1130))
        XCTAssertEqual(b.subscriptions.last, Subscription(1130, 1160))
    }

    func testFlattenWaitsForTheOuterAndForwardsOuterErrors() {
        let scheduler = makeScheduler()
        let inner = cold(scheduler, [.next(10, 1), .completed(20)])
        let xs = scheduler.testScheduler.createHotObservable([
            .next(210, inner.racSignal), .error(300, TestError()),
        ] as [Recorded<Event<RACSignal<Int>>>])
        let res = scheduler.start { xs.racSignal.flatten() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: concat, merge

    func testConcatSubscribesTheNextAfterCompletion() {
        let scheduler = makeScheduler()
        let a = cold(scheduler, [.next(10, 1), .completed(20)])
        let b = cold(scheduler, [.next(10, 2), .completed(20)])
        let res = scheduler.start { a.racSignal.concat(b.racSignal) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
    }

    func testStaticConcatAndMergeOfNothingAreEmpty() {
        let scheduler = makeScheduler()
        XCTAssertEqual(scheduler.start { RACSignal<Int>.concat([]) }.events, [.completed(200)])
        XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { RACSignal<Int>.merge([]) }.events, [.completed(1200)])
    }

    func testMergeSubscribesAllInOrderAndStopsAtTheFirstError() {
        let scheduler = makeScheduler()
        let a = hot(scheduler, [.next(210, 1), .next(240, 4), .completed(500)])
        let b = hot(scheduler, [.next(220, 2), .error(230, TestError())])
        let res = scheduler.start { RACSignal.merge([a.racSignal, b.racSignal]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testMergeOfSynchronousSignalsKeepsRACOrder() {
        let scheduler = makeScheduler()
        let res = scheduler.start {
            RACSignal.merge([RACSignal.return(1).concat(.return(2)), RACSignal.return(3).concat(.return(4))])
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .next(200, 4), .completed(200)])
    }

    // MARK: switchToLatest, switch, if

    func testSwitchToLatestSubscribesTheNewInnerBeforeDisposingTheOld() {
        let scheduler = makeScheduler()
        var log: [String] = []
        func logged(_ name: String) -> RACSignal<Int> {
            RACSignal.createSignal { _ in
                log.append("sub " + name)
                return RACDisposable { log.append("dispose " + name) }
            }
        }
        scheduler.performAsCurrentScheduler {
            let subject = RACSubject<RACSignal<Int>>()
            let subscription = subject.switchToLatest().subscribeNext { _ in }
            subject.sendNext(logged("a"))
            subject.sendNext(logged("b"))
            XCTAssertEqual(log, ["sub a", "sub b", "dispose a"])
            subscription.dispose()
        }
        XCTAssertEqual(log, ["sub a", "sub b", "dispose a", "dispose b"])
    }

    func testSwitchToLatestCompletesWhenOuterAndLatestInnerComplete() {
        let scheduler = makeScheduler()
        let a = cold(scheduler, [.next(10, 1), .next(50, 2), .completed(60)])
        let b = cold(scheduler, [.next(10, 3), .completed(80)])
        let xs = scheduler.testScheduler.createHotObservable([
            .next(210, a.racSignal), .next(240, b.racSignal), .completed(260),
        ] as [Recorded<Event<RACSignal<Int>>>])
        let res = scheduler.start { xs.racSignal.switchToLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 3), .completed(320)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(240, 320)])
    }

    func testSwitchToLatestNilEndsThePreviousInnerAndFlattenSkipsNil() {
        let scheduler = makeScheduler()
        let a = cold(scheduler, [.next(10, 1), .next(50, 2), .completed(100)])
        let xs = scheduler.testScheduler.createHotObservable([
            .next(210, a.racSignal), .next(230, nil), .completed(250),
        ] as [Recorded<Event<RACSignal<Int>?>>])
        let switched = scheduler.start { xs.racSignal.switchToLatest() }
        XCTAssertEqual(switched.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])

        let other = makeScheduler()
        let b = cold(other, [.next(10, 1), .completed(20)])
        let ys = other.testScheduler.createHotObservable([
            .next(210, nil), .next(220, b.racSignal), .next(225, nil), .completed(230),
        ] as [Recorded<Event<RACSignal<Int>?>>])
        let flattened = other.start { ys.racSignal.flatten(0) }
        XCTAssertEqual(flattened.events, [.next(230, 1), .completed(240)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
    }

    func testSwitchCasesDefaultAndNoMatchingCase() {
        let scheduler = makeScheduler()
        let keys = scheduler.testScheduler.createHotObservable([.next(210, "a"), .next(230, "z"), .next(250, "q"), .completed(300)])
        let a = cold(scheduler, [.next(5, 1), .completed(50)])
        let fallback = cold(scheduler, [.next(5, 9)])
        let withDefault = scheduler.start {
            RACSignal.switch(keys.racSignal, cases: ["a": a.racSignal], default: fallback.racSignal)
        }
        XCTAssertEqual(withDefault.events, [.next(215, 1), .next(235, 9), .next(255, 9)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 250), Subscription(250, 1000)])

        let keys2 = scheduler.testScheduler.createHotObservable([.next(1210, "a"), .next(1230, "z"), .completed(1300)])
        let noDefault = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            RACSignal.switch(keys2.racSignal, cases: ["a": a.racSignal], default: nil)
        }
        XCTAssertEqual(noDefault.events, [.next(1215, 1), .error(1230, RACSignalError.noMatchingCase)])
        XCTAssertEqual(keys2.subscriptions, [Subscription(1200, 1230)])
        XCTAssertEqual((RACSignalError.noMatchingCase as NSError).domain, RACSignalErrorDomain)
    }

    func testSwitchWithoutAMatchFailsAtOnceOnABareThread() {
        let done = expectation(description: "switched on a bare thread")
        let log = SharedLog<String>()
        let thread = Thread {
            let keys = RACSubject<String>()
            let subscription = RACSignal<Int>.switch(keys, cases: [:], default: nil)
                .subscribeNext({ _ in }, error: { error in log.append("\(error)") })
            keys.sendNext("z")
            log.append("sent")
            subscription.dispose()
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["noMatchingCase", "sent"])
    }

    func testIfThenElseFollowsTheLatestFlag() {
        let scheduler = makeScheduler()
        let flags = scheduler.testScheduler.createHotObservable([.next(210, true), .next(230, false), .next(250, true), .completed(300)])
        let yes = cold(scheduler, [.next(5, 1), .completed(10)])
        let no = cold(scheduler, [.next(5, 0), .completed(10)])
        let res = scheduler.start {
            RACSignal.if(flags.racSignal, then: yes.racSignal, else: no.racSignal)
        }
        XCTAssertEqual(res.events, [.next(215, 1), .next(235, 0), .next(255, 1), .completed(300)])
        XCTAssertEqual(flags.subscriptions, [Subscription(200, 300)])
    }

    // MARK: zip, combineLatest, sample, reduceEach

    func testZipWithCompletesWhenACompletedSideIsDrained() {
        let scheduler = makeScheduler()
        let a = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(230)])
        let b = hot(scheduler, [.next(240, 10), .next(250, 20), .next(260, 30), .completed(400)])
        let res = scheduler.start { a.racSignal.zip(with: b.racSignal).reduceEach { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testStaticZipFormsAndEmptyArray() {
        let scheduler = makeScheduler()
        let a = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(300)])
        let b = hot(scheduler, [.next(215, 10), .next(225, 20), .completed(300)])
        let c = hot(scheduler, [.next(212, 100), .next(230, 200), .completed(300)])
        let tuples = scheduler.start {
            RACSignal.zip(a.racSignal, b.racSignal, c.racSignal).reduceEach { $0 + $1 + $2 }
        }
        XCTAssertEqual(tuples.events, [.next(215, 111), .next(230, 222), .completed(300)])

        let other = makeScheduler()
        let d = hot(other, [.next(210, 1), .next(220, 2), .completed(230)])
        let e = hot(other, [.next(215, 10), .completed(300)])
        let arrays = other.start { RACSignal.zip([d.racSignal, e.racSignal]) { $0.reduce(0, +) } }
        XCTAssertEqual(arrays.events, [.next(215, 11), .completed(300)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { RACSignal<Int>.zip([]) }.events, [.completed(1200)])
    }

    func testVariadicFormsTakeAnyNumberOfSignalsOfAnyTypes() {
        let scheduler = makeScheduler()
        let a = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(230)])
        let b = scheduler.testScheduler.createHotObservable([.next(215, "x"), .next(225, "y"), .next(235, "z"), .completed(300)])
        let zipped = scheduler.start { () -> RACSignal<String> in
            RACSignal.zip(a.racSignal, b.racSignal, .return(true), .return(2.5), .return("c"), .return(6))
                .map { "\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)\($0.5)" }
        }
        XCTAssertEqual(zipped.events, [.next(215, "1xtrue2.5c6"), .completed(215)])   // the `return`s are drained after one pair
        XCTAssertEqual(a.subscriptions, [Subscription(200, 215)])

        let other = makeScheduler()
        let c = hot(other, [.next(210, 1), .next(220, 2), .completed(300)])
        let latest = other.start {
            RACSignal.combineLatest(c.racSignal, .return("k"), .return(3), .return(4), .return(5)) { "\($0)\($1)\($2 + $3 + $4)" }
        }
        XCTAssertEqual(latest.events, [.next(210, "1k12"), .next(220, "2k12"), .completed(300)])

        // Nine signals: past the fixed arities (2 to 8), the parameter-pack forms answer,
        // with the same rules.
        let third = makeScheduler()
        let d = hot(third, [.next(210, 1), .next(220, 2), .completed(300)])
        let nine = third.start { () -> RACSignal<Int> in
            RACSignal.combineLatest(d.racSignal, .return(1), .return(1), .return(1), .return(1),
                                    .return(1), .return(1), .return(1), .return(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 }
        }
        XCTAssertEqual(nine.events, [.next(210, 9), .next(220, 10), .completed(300)])
        let zippedNine = third.start(created: 1100, subscribed: 1200, disposed: 2000) { () -> RACSignal<String> in
            RACSignal.zip(RACSignal.return(1), .return(2), .return(3), .return(4), .return(5), .return(6), .return(7), .return(8), .return("9"))
                .map { "\($0.0)\($0.7)\($0.8)" }
        }
        XCTAssertEqual(zippedNine.events, [.next(1200, "189"), .completed(1200)])
    }

    func testCombineLatestWaitsForEverySideToComplete() {
        let scheduler = makeScheduler()
        let a = hot(scheduler, [.completed(220)])
        let b = hot(scheduler, [.next(230, 1), .next(240, 2), .completed(260)])
        let res = scheduler.start { RACSignal.combineLatest([a.racSignal, b.racSignal]) }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { RACSignal<Int>.combineLatest([]) }.events, [.completed(1200)])
    }

    func testCombineLatestFormsAndError() {
        let scheduler = makeScheduler()
        let a = hot(scheduler, [.next(210, 1), .next(230, 2), .error(260, TestError())])
        let b = hot(scheduler, [.next(220, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start {
            RACSignal.combineLatest(a.racSignal, b.racSignal) { $0 * 100 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 110), .next(230, 210), .next(240, 220), .error(260, TestError())])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])

        let c = hot(scheduler, [.next(1210, 1), .next(1220, 2), .completed(1230)])
        let d = hot(scheduler, [.next(1215, 5), .completed(1240)])
        let pairs = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            c.racSignal.combineLatest(with: d.racSignal).map { [$0.0, $0.1] }
        }
        XCTAssertEqual(pairs.events, [.next(1215, [1, 5]), .next(1220, [2, 5]), .completed(1240)])
    }

    func testSampleRepeatsTheLatestValueAndCompletesWithEitherSide() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(250, 2), .completed(400)])
        let ticks = hot(scheduler, [.next(205, 0), .next(300, 0), .next(350, 0), .next(500, 0)])
        let res = scheduler.start { xs.racSignal.sample(ticks.racSignal) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(350, 2), .completed(400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 400)])

        let ys = hot(scheduler, [.next(1210, 1), .completed(1500)])
        let ticks2 = hot(scheduler, [.next(1220, 0), .completed(1230)])
        let samplerDone = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { ys.racSignal.sample(ticks2.racSignal) }
        XCTAssertEqual(samplerDone.events, [.next(1220, 1), .completed(1230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1230)])
    }

    func testReduceEachSpreadsFourValues() {
        let scheduler = makeScheduler()
        let res = scheduler.start {
            RACSignal.combineLatest(RACSignal.return(1), RACSignal.return("b"), RACSignal.return(true), RACSignal.return(2.5))
                .reduceEach { number, text, flag, real in "\(number)\(text)\(flag)\(real)" }
        }
        XCTAssertEqual(res.events, [.next(200, "1btrue2.5"), .completed(200)])
    }

    // MARK: startWith, scan, combinePrevious, aggregate, collect

    func testStartWithSendsBeforeSubscribingTheSource() {
        let scheduler = makeScheduler()
        let xs = cold(scheduler, [.next(5, 1), .completed(10)])
        let res = scheduler.start { xs.racSignal.startWith(0).startWith(-1) }
        XCTAssertEqual(res.events, [.next(200, -1), .next(200, 0), .next(205, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Records `pipeline` over `--1--2--(|)` (values at 210, 220, then `end` at 250) on a fresh clock.
    private func run<Result>(_ end: Recorded<Event<Int>> = .completed(250), _ pipeline: @escaping (RACSignal<Int>) -> RACSignal<Result>) -> [Recorded<Event<Result>>] {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .next(220, 2), end])
        let res = scheduler.start { pipeline(xs.racSignal) }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        return res.events
    }

    func testScanFormsAndCombinePrevious() {
        XCTAssertEqual(run { $0.scan(withStart: [Int]()) { $0 + [$1] }.map { $0.count } }, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(run { $0.scan(withStart: "", reduceWithIndex: { $0 + "\($2):\($1) " }) },
                       [.next(210, "0:1 "), .next(220, "0:1 1:2 "), .completed(250)])
        XCTAssertEqual(run { $0.combinePrevious(withStart: 10) { [$0, $1] } }, [.next(210, [10, 1]), .next(220, [1, 2]), .completed(250)])
        XCTAssertEqual(run(.error(250, TestError())) { $0.scan(withStart: 0, reduce: +) }, [.next(210, 1), .next(220, 3), .error(250, TestError())])
    }

    func testAggregateAndCollectEmitOnCompletionOnly() {
        XCTAssertEqual(run { $0.aggregate(withStart: 0, reduce: +) }, [.next(250, 3), .completed(250)])
        XCTAssertEqual(run { $0.aggregate(withStart: 0, reduceWithIndex: { $0 + $1 * 10 + $2 }) }, [.next(250, 31), .completed(250)])
        XCTAssertEqual(run { $0.collect() }, [.next(250, [1, 2]), .completed(250)])
        let scheduler = makeScheduler()
        XCTAssertEqual(scheduler.start { RACSignal<Int>.empty().collect() }.events, [.next(200, []), .completed(200)])
        XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { RACSignal<Int>.empty().aggregate(withStart: 7, reduce: +) }.events,
                       [.next(1200, 7), .completed(1200)])
    }

    func testAggregateForwardsAnErrorAndNothingElse() {
        let scheduler = makeScheduler()
        let xs = hot(scheduler, [.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.racSignal.collect() }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
