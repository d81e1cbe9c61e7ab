import Foundation
import XCTest
import RxBridge
import ReactiveTesting

private enum TestError: Swift.Error { case boom, selector }

final class CombiningTests: ReactiveTestCase {
    // MARK: zip

    func testZipPairsElementsByIndexAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(230, 2), .next(250, 3), .completed(400),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, "z"), .next(220, "a"), .next(240, "b"), .completed(500),
        ])
        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(240, "2b"), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testZipFixedArityDoesNotCompleteWhileAnotherSourceRuns() {
        // Docs/Semantics.md#zip: Rx's fixed-arity zip waits for every source to complete.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(300, 20)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testZipCollectionCompletesWhenAnElementCannotBePaired() {
        // Docs/Semantics.md#zip: the collection form completes when the last running source sends
        // an element that can never be paired.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(300, 20), .next(310, 30)])
        let res = scheduler.start { Observable.zip([xs, ys]) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first?.time, 220)
        XCTAssertEqual(res.events.first.flatMap { $0.value.element }, [1, 10])
        XCTAssertEqual(res.events.last.map { $0.time }, 300)
        XCTAssertTrue(res.events.last.map { $0.value.isCompleted } ?? false)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZipRACRuleCompletesWhenACompletedSourceIsDrained() {
        // Docs/Semantics.md#zip, RAC: completes at the completion of a source whose buffer is empty.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(300, 20)])
        let res = scheduler.start {
            Engine<Int>.combining(.zip, dialect: .rac, xs.asObservable(), ys.asObservable()) { $0.0 + $0.1 }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipRACRuleCompletesAfterThePairThatDrainsACompletedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(300, 20), .next(310, 30)])
        let res = scheduler.start {
            Engine<Int>.combining(.zip, dialect: .rac, xs.asObservable(), ys.asObservable()) { $0.0 + $0.1 }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(300, 22), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testZipErrorFromFirstSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipErrorFromSecondSourceEvenAfterTheFirstCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(240, TestError.boom)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [Recorded<Event<Int>>.error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZipResultSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .next(260, 30)])
        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError.selector }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(240, TestError.selector)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZipDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .next(260, 30), .completed(400)])
        let res = scheduler.start(disposed: 245) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 22)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testZipBuffersTheFasterSourceOnColdObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let ys = scheduler.createColdObservable([.next(100, 10), .next(110, 20), .completed(120)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(300, 11), .next(310, 22), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testZipOfSynchronousSourcesInterleavesThroughTheTrampoline() {
        var received: [String] = []
        var completed = false
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b"))
            .subscribe(onNext: { received.append("\($0)\($1)") }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["1a", "2b"])
        XCTAssertTrue(completed)
    }

    func testZipCollectionWithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(310)])
        let zs = scheduler.createHotObservable([.next(225, 100), .next(250, 200), .completed(320)])
        let res = scheduler.start { Observable.zip([xs, ys, zs]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(225, 111), .next(250, 222), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])
    }

    func testZipCollectionResultSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
        let res = scheduler.start {
            Observable.zip([xs, ys]) { values -> Int in
                if values[0] == 2 { throw TestError.selector }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(240, TestError.selector)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testZipOfEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 200)
        XCTAssertTrue(res.events.first?.value.isCompleted ?? false)
        let selected = TestScheduler(initialClock: 0).start { Observable.zip([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(selected.events, [.completed(200)])
    }

    func testZipArities2To8() {
        func check<O: ObservableConvertibleType>(_ arity: Int, _ make: @escaping () -> O) where O.Element == Int {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (1 ... arity).map { k in
                scheduler.createHotObservable([.next(200 + 10 * k, k), .next(300 + 10 * k, 10 * k), .completed(400 + k)])
            }
            current = sources.map { $0.asObservable() }
            let res = scheduler.start(make)
            let sum = (1 ... arity).reduce(0, +)
            XCTAssertEqual(res.events, [
                .next(200 + 10 * arity, sum), .next(300 + 10 * arity, 10 * sum), .completed(400 + arity),
            ], "arity \(arity)")
            for (k, source) in sources.enumerated() {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 401 + k)], "arity \(arity) source \(k)")
            }
            current = []
        }
        check(2) { Observable.zip(self.o(0), self.o(1)).map { $0 + $1 } }
        check(3) { Observable.zip(self.o(0), self.o(1), self.o(2)).map { $0 + $1 + $2 } }
        check(4) { Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3)) { $0 + $1 + $2 + $3 } }
        check(4) { Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3)).map { $0 + $1 + $2 + $3 } }
        check(5) { Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4)) { $0 + $1 + $2 + $3 + $4 } }
        check(5) { Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4)).map { $0 + $1 + $2 + $3 + $4 } }
        check(6) {
            Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5)) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int) in v0 + v1 + v2 + v3 + v4 + v5 }
        }
        check(6) {
            Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5)).map { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int) in v0 + v1 + v2 + v3 + v4 + v5 }
        }
        check(7) {
            Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6)) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 }
        }
        check(7) {
            Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6))
                .map { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 }
        }
        check(8) {
            Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6), self.o(7)) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 }
        }
        check(8) {
            Observable.zip(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6), self.o(7))
                .map { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 }
        }
    }

    // MARK: combineLatest

    func testCombineLatestEmitsOnEachElementOnceAllHaveOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(500)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testCombineLatestCompletesWhenTheOthersCompletedWithoutAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 1), .next(240, 2)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestKeepsGoingAfterOneSourceCompletedWithAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .next(240, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testCombineLatestErrorsFromEitherSide() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(230)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(250, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createHotObservable([.next(210, 1), .next(260, 2)])
        let bs2 = scheduler2.createHotObservable([Recorded<Event<Int>>.error(240, TestError.boom)])
        let res2 = scheduler2.start { Observable.combineLatest(as2, bs2) { $0 + $1 } }
        XCTAssertEqual(res2.events, [Recorded<Event<Int>>.error(240, TestError.boom)])
        XCTAssertEqual(as2.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(bs2.subscriptions, [Subscription(200, 240)])
    }

    func testCombineLatestResultSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError.selector }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.selector)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(270, 20)])
        let res = scheduler.start(disposed: 250) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestCollectionForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(310)])
        let zs = scheduler.createHotObservable([.next(225, 100), .next(240, 200), .completed(320)])
        let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(225, 111), .next(230, 112), .next(240, 212), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])

        let arrays = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable.just(1), Observable.just(2)])
        }
        XCTAssertEqual(arrays.events.count, 2)
        XCTAssertEqual(arrays.events.first?.time, 200)
        XCTAssertEqual(arrays.events.first.flatMap { $0.value.element }, [1, 2])
        XCTAssertTrue(arrays.events.last.map { $0.time == 200 && $0.value.isCompleted } ?? false)
    }

    func testCombineLatestCollectionErrorAndThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20)])
        let res = scheduler.start {
            Observable.combineLatest([xs, ys]) { values -> Int in
                if values[1] == 20 { throw TestError.selector }
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.selector)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        let bs2 = scheduler2.createHotObservable([.next(220, 10)])
        let res2 = scheduler2.start { Observable.combineLatest([as2, bs2]) { $0.reduce(0, +) } }
        XCTAssertEqual(res2.events, [.next(220, 11), .error(250, TestError.boom)])
        XCTAssertEqual(bs2.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestOfEmptyCollectionSendsTheEmptyCombinationAndCompletes() {
        // Docs/Semantics.md#combine-latest: Rx sends `resultSelector([])` first; RAC's rule only completes.
        let res = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        let arrays = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(arrays.events.count, 2)
        XCTAssertEqual(arrays.events.first.flatMap { $0.value.element }, [])
        XCTAssertTrue(arrays.events.last.map { $0.time == 200 && $0.value.isCompleted } ?? false)
        let throwing = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError.selector }
        }
        XCTAssertEqual(throwing.events, [.error(200, TestError.selector)])
        let rac = TestScheduler(initialClock: 0).start {
            Engine<Int>.combining(.combineLatest, dialect: .rac, [Observable<Int>]()) { $0.count }
        }
        XCTAssertEqual(rac.events, [.completed(200)])
    }

    func testCombineLatestRACRuleWaitsForEverySourceToComplete() {
        // Docs/Semantics.md#combine-latest, RAC: a source that completed empty does not end the result.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let res = scheduler.start {
            Engine<Int>.combining(.combineLatest, dialect: .rac, xs.asObservable(), ys.asObservable()) { $0.0 + $0.1 }
        }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testCombineLatestArities2To8() {
        func check<O: ObservableConvertibleType>(_ arity: Int, _ make: @escaping () -> O) where O.Element == Int {
            let scheduler = TestScheduler(initialClock: 0)
            // Source k sends k, then 10 * k later; the last source sends first at 200 + 10 * arity.
            let sources = (1 ... arity).map { k in
                scheduler.createHotObservable([.next(200 + 10 * k, k), .next(300 + 10 * k, 10 * k), .completed(400 + k)])
            }
            current = sources.map { $0.asObservable() }
            let res = scheduler.start(make)
            var expected: [Recorded<Event<Int>>] = [.next(200 + 10 * arity, (1 ... arity).reduce(0, +))]
            var values = Array(1 ... arity)
            for k in 1 ... arity {
                values[k - 1] = 10 * k
                expected.append(.next(300 + 10 * k, values.reduce(0, +)))
            }
            expected.append(.completed(400 + arity))
            XCTAssertEqual(res.events, expected, "arity \(arity)")
            for (k, source) in sources.enumerated() {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 401 + k)], "arity \(arity) source \(k)")
            }
            current = []
        }
        check(2) { Observable.combineLatest(self.o(0), self.o(1)) { $0 + $1 } }
        check(2) { Observable.combineLatest(self.o(0), self.o(1)).map { $0 + $1 } }
        check(3) { Observable.combineLatest(self.o(0), self.o(1), self.o(2)) { $0 + $1 + $2 } }
        check(3) { Observable.combineLatest(self.o(0), self.o(1), self.o(2)).map { $0 + $1 + $2 } }
        check(4) { Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3)) { $0 + $1 + $2 + $3 } }
        check(4) { Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3)).map { $0 + $1 + $2 + $3 } }
        check(5) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4)) { $0 + $1 + $2 + $3 + $4 }
        }
        check(5) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4)).map { $0 + $1 + $2 + $3 + $4 }
        }
        check(6) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5)) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int) in v0 + v1 + v2 + v3 + v4 + v5 }
        }
        check(6) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5))
                .map { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int) in v0 + v1 + v2 + v3 + v4 + v5 }
        }
        check(7) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6)) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 }
        }
        check(7) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6))
                .map { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 }
        }
        check(8) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6), self.o(7)) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 }
        }
        check(8) {
            Observable.combineLatest(self.o(0), self.o(1), self.o(2), self.o(3), self.o(4), self.o(5), self.o(6), self.o(7))
                .map { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int) in v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 }
        }
    }

    /// Nested, as RxSwift delivers it (checked on RxSwift 6.10); this test expected the
    /// re-entrant element queued behind the current one before.
    func testCombineLatestReentrantSendIsDeliveredNested() {
        let xs = PublishSubject<Int>(), ys = PublishSubject<String>()
        var received: [String] = []
        let subscription = Observable.combineLatest(xs, ys).subscribe(onNext: { x, y in
            received.append("\(x)\(y)")
            if x == 1 { xs.onNext(2) }
            received.append("end \(x)\(y)")
        })
        xs.onNext(1)
        ys.onNext("a")
        XCTAssertEqual(received, ["1a", "2a", "end 2a", "end 1a"])
        subscription.dispose()
    }

    /// The re-entrant tuple is delivered nested before the disposal (RxSwift: [11, 22]);
    /// after it nothing more arrives and the sources are released.
    func testDisposingDuringDeliveryStopsTheSequence() {
        let xs = PublishSubject<Int>(), ys = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable.zip(xs, ys) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 {
                xs.onNext(2)
                ys.onNext(20)
                subscription.dispose()
            }
        }))
        xs.onNext(1)
        ys.onNext(10)
        xs.onNext(3)
        ys.onNext(30)
        XCTAssertEqual(received, [11, 22])
        XCTAssertFalse(xs.hasObservers)
        XCTAssertFalse(ys.hasObservers)
    }

    // MARK: withLatestFrom

    func testWithLatestFromCombinesWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(230, "b"), .completed(250)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(240, "2b"), .next(270, "3b"), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testWithLatestFromWithoutSelectorGivesTheSecondsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b")])
        let res = scheduler.start(disposed: 280) { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(240, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 280)])
    }

    func testWithLatestFromErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(230, TestError.boom)])
        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [Recorded<Event<Int>>.error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createHotObservable([.next(230, 1), .error(240, TestError.boom)])
        let bs2 = scheduler2.createHotObservable([.next(220, 10)])
        let res2 = scheduler2.start { as2.withLatestFrom(bs2) { $0 + $1 } }
        XCTAssertEqual(res2.events, [.next(230, 11), .error(240, TestError.boom)])
        XCTAssertEqual(bs2.subscriptions, [Subscription(200, 240)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let as3 = scheduler3.createHotObservable([.next(230, 1), .next(240, 2), .next(250, 3)])
        let bs3 = scheduler3.createHotObservable([.next(220, 10)])
        let res3 = scheduler3.start {
            as3.withLatestFrom(bs3) { x, y -> Int in
                if x == 2 { throw TestError.selector }
                return x + y
            }
        }
        XCTAssertEqual(res3.events, [.next(230, 11), .error(240, TestError.selector)])
        XCTAssertEqual(as3.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(bs3.subscriptions, [Subscription(200, 240)])
    }

    func testWithLatestFromSubscribesTheSecondFirst() {
        var received: [Int] = []
        _ = Observable.of(1, 2).withLatestFrom(Observable.just(10)) { $0 + $1 }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [11, 12])
    }

    // MARK: sample

    func testSampleEmitsOnlyNewElementsAndCompletesAtTheNextTick() {
        // Docs/Semantics.md#sample (Rx).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let ticks = scheduler.createHotObservable([
            .next(300, "t"), .next(350, "t"), .next(500, "t"), .next(600, "t"),
        ])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(300, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 500)])
    }

    func testSampleRACRepeatsTheLatestAndCompletesAtOnce() {
        // Docs/Semantics.md#sample (RAC), through the engine parameter.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let ticks = scheduler.createHotObservable([
            .next(205, "t"), .next(300, "t"), .next(350, "t"), .next(500, "t"), .next(600, "t"),
        ])
        let res = scheduler.start { xs.asObservable().engine.sample(ticks.asObservable(), dialect: .rac) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(350, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 400)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createHotObservable([.next(210, 1)])
        let ticks2 = scheduler2.createHotObservable([.next(220, "t"), .completed(230)])
        let res2 = scheduler2.start { as2.asObservable().engine.sample(ticks2.asObservable(), dialect: .rac) }
        XCTAssertEqual(res2.events, [.next(220, 1), .completed(230)])
        XCTAssertEqual(as2.subscriptions, [Subscription(200, 230)])
    }

    func testSampleDefaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .completed(400)])
        let ticks = scheduler.createHotObservable([
            .next(220, "t"), .next(300, "t"), .next(350, "t"), .next(450, "t"),
        ])
        let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(220, 0), .next(300, 2), .next(350, 0), .next(450, 0), .completed(450)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 450)])
    }

    func testSampleSamplerCompletion() {
        // The sampler's completion is a last tick; it completes only if the source ended.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ticks = scheduler.createHotObservable([Recorded<Event<String>>.completed(300)])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
        let ticks2 = scheduler2.createHotObservable([Recorded<Event<String>>.completed(300)])
        let res2 = scheduler2.start { as2.sample(ticks2) }
        XCTAssertEqual(res2.events, [.next(300, 1)])
        XCTAssertEqual(as2.subscriptions, [Subscription(200, 400)])
        // As in RxSwift, the completed sampler is released at its completion.
        XCTAssertEqual(ticks2.subscriptions, [Subscription(200, 300)])
    }

    func testSampleErrorsFromEitherSide() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError.boom)])
        let ticks = scheduler.createHotObservable([.next(220, "t"), .next(300, "t")])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(220, 1), .error(240, TestError.boom)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let as2 = scheduler2.createHotObservable([.next(210, 1), .next(260, 2)])
        let ticks2 = scheduler2.createHotObservable([.next(220, "t"), .error(250, TestError.boom)])
        let res2 = scheduler2.start { as2.sample(ticks2) }
        XCTAssertEqual(res2.events, [.next(220, 1), .error(250, TestError.boom)])
        XCTAssertEqual(as2.subscriptions, [Subscription(200, 250)])
    }

    func testSampleDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ticks = scheduler.createHotObservable([.next(220, "t"), .next(270, "t")])
        let res = scheduler.start(disposed: 265) { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 265)])
    }

    // MARK: threads

    func testZipFromTwoThreadsPairsEveryElementInOrder() {
        let count = 20_000
        let xs = PublishSubject<Int>(), ys = PublishSubject<Int>()
        let checker = SerialDeliveryChecker()
        var pairs = 0, mismatches = 0, completed = false
        let subscription = Observable.zip(xs, ys).subscribe(onNext: { x, y in
            checker.enter()
            if x != pairs || y != pairs { mismatches += 1 }
            pairs += 1
            checker.leave()
        }, onCompleted: { completed = true })
        runConcurrently(
            { for i in 0 ..< count { xs.onNext(i) }; xs.onCompleted() },
            { for i in 0 ..< count { ys.onNext(i) }; ys.onCompleted() }
        )
        XCTAssertEqual(pairs, count)
        XCTAssertEqual(mismatches, 0)
        XCTAssertTrue(completed)
        XCTAssertFalse(checker.overlapped)
        subscription.dispose()
    }

    func testCombineLatestFromTwoThreadsEmitsOncePerElement() {
        let count = 20_000
        let xs = PublishSubject<Int>(), ys = PublishSubject<Int>()
        let checker = SerialDeliveryChecker()
        var emitted = 0, lastX = -1, lastY = -1, backwards = 0, completed = false
        let subscription = Observable.combineLatest(xs, ys).subscribe(onNext: { x, y in
            checker.enter()
            if x < lastX || y < lastY { backwards += 1 }
            lastX = x; lastY = y
            emitted += 1
            checker.leave()
        }, onCompleted: { completed = true })
        xs.onNext(0)
        ys.onNext(0)
        runConcurrently(
            { for i in 1 ... count { xs.onNext(i) }; xs.onCompleted() },
            { for i in 1 ... count { ys.onNext(i) }; ys.onCompleted() }
        )
        XCTAssertEqual(emitted, 2 * count + 1)
        XCTAssertEqual(backwards, 0)
        XCTAssertEqual(lastX, count)
        XCTAssertEqual(lastY, count)
        XCTAssertTrue(completed)
        XCTAssertFalse(checker.overlapped)
        subscription.dispose()
    }

    func testWithLatestFromAndSampleFromTwoThreads() {
        let count = 20_000
        let xs = PublishSubject<Int>(), ys = PublishSubject<Int>()
        let checker = SerialDeliveryChecker()
        var combined = 0, sampled = 0
        let first = xs.withLatestFrom(ys) { $0 + $1 }.subscribe(onNext: { _ in
            checker.enter(); combined += 1; checker.leave()
        })
        let second = xs.sample(ys, defaultValue: -1).subscribe(onNext: { _ in sampled += 1 })
        ys.onNext(0)
        XCTAssertEqual(sampled, 1)
        runConcurrently(
            { for i in 0 ..< count { xs.onNext(i) } },
            { for i in 1 ... count { ys.onNext(i) } }
        )
        XCTAssertEqual(combined, count)
        XCTAssertEqual(sampled, count + 1, "with a default value every tick emits")
        XCTAssertFalse(checker.overlapped)
        first.dispose()
        second.dispose()
    }

    // MARK: helpers

    private var current: [Observable<Int>] = []

    private func o(_ index: Int) -> Observable<Int> { current[index] }

    /// Runs the two bodies on two threads at once and waits (bounded) for both.
    private func runConcurrently(_ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void) {
        let done = expectation(description: "both threads finished")
        done.expectedFulfillmentCount = 2
        for body in [first, second] {
            Thread.detachNewThread {
                body()
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
    }
}

/// Records whether two deliveries ever overlapped.
private final class SerialDeliveryChecker: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var overlapped = false

    func enter() { if !lock.try() { overlapped = true; lock.lock() } }
    func leave() { lock.unlock() }
}
