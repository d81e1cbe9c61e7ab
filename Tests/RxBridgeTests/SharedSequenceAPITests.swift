import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private struct SequenceError: Error {}

/// A type that is a shared sequence through `asSharedSequence()` alone.
private struct Wrapped: SharedSequenceConvertibleType {
    typealias Element = Int
    typealias SharingStrategy = DriverSharingStrategy
    let driver: Driver<Int>
    func asSharedSequence() -> Driver<Int> { driver }
}

private final class Owner {}

/// RxCocoa's `SharedSequence` API: conversions, `values`, the `merge` family, collection
/// `zip`/`combineLatest`/`concat`, `withLatestFrom` across strategies.
final class SharedSequenceAPITests: ReactiveTestCase {
    func testAsInfallibleForwardsTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).asInfallible() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testDefaultAsObservableGoesThroughAsSharedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let wrapped = Wrapped(driver: xs.asDriver(onErrorJustReturn: -1))
            let res = scheduler.start { wrapped.asObservable() }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testAsSharedSequenceWithEachErrorRule() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, SequenceError())])
            let justReturn = scheduler.createObserver(Int.self)
            let driveWith = scheduler.createObserver(Int.self)
            let recover = scheduler.createObserver(Int.self)
            var recovered: [Bool] = []
            scheduler.scheduleAt(200) {
                _ = xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1).asObservable().subscribe(justReturn)
                let signal: Signal<Int> = xs.asSharedSequence(onErrorDriveWith: Signal.just(-2))
                _ = signal.asObservable().subscribe(driveWith)
                _ = xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: { error in
                    recovered.append(error is SequenceError)
                    return Signal.just(-3)
                }).asObservable().subscribe(recover)
            }
            scheduler.start()
            XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])
            XCTAssertEqual(driveWith.events, [.next(211, 1), .next(222, -2), .completed(222)])
            XCTAssertEqual(recover.events, [.next(211, 1), .next(222, -3), .completed(222)])
            XCTAssertEqual(recovered, [true])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220), Subscription(200, 220)])
        }
    }

    /// `just` subscribes on the strategy's scheduler and sends its element and completion
    /// in that one step (RxCocoa: `Observable.just` subscribed on the scheduler).
    func testJustSendsItsElementAndCompletionInOneScheduledStep() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.just(7) }
            XCTAssertEqual(res.events, [.next(201, 7), .completed(201)])
        }
    }

    /// Driven on the main thread, `just` delivers its element and completion synchronously.
    func testJustDrivenOnTheMainThreadCompletesSynchronously() {
        XCTAssertTrue(Thread.isMainThread)
        var events: [String] = []
        _ = Driver.just(1).drive(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        _ = Signal.just(2).emit(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next 1", "completed", "next 2", "completed"])
    }

    func testStaticMergeOnTheConvertibleType() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
            // Declared on SharedSequenceConvertibleType, so any conforming type has it.
            let res = scheduler.start { Wrapped.merge(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, 3), .completed(251)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    func testMergeMaxConcurrentWaitsForAFreeSlot() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
            let xs = scheduler.createHotObservable([
                .next(210, ys1.asSignal(onErrorJustReturn: -1)),
                .next(220, ys2.asSignal(onErrorJustReturn: -1)),
                .completed(400),
            ])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: .empty()).merge(maxConcurrent: 1) }
            XCTAssertEqual(res.events, [.next(222, 1), .next(232, 2), .next(248, 3), .completed(401)])
            // An inner signal's source is released when its completion has been delivered.
            XCTAssertEqual(ys1.subscriptions, [Subscription(211, 241)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(242, 252)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        }
    }

    /// A driver of signals merges into a signal (the inner strategy), as in RxCocoa.
    func testMergeAndSwitchLatestTakeTheInnerStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let inner = scheduler.createHotObservable([.next(215, 1), .next(225, 2)])
            let xs = scheduler.createHotObservable([.next(210, inner.asSignal(onErrorJustReturn: -1))])
            let outer: Driver<Signal<Int>> = xs.asDriver(onErrorJustReturn: .empty())
            let merged: Signal<Int> = outer.merge()
            let switched: Signal<Int> = outer.switchLatest()
            let mergedEvents = scheduler.createObserver(Int.self)
            let switchedEvents = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(merged.emit(to: mergedEvents))
                subscriptions.append(switched.emit(to: switchedEvents))
            }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(mergedEvents.events, [.next(216, 1), .next(226, 2)])
            XCTAssertEqual(switchedEvents.events, [.next(216, 1), .next(226, 2)])
                        // Both subscribe to the same shared inner signal.
            XCTAssertEqual(inner.subscriptions, [Subscription(211, 300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testCollectionZipAndCombineLatestMapToAnotherType() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
            let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4)])
            let sources = [xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)]
            let zipped: Driver<String> = Driver.zip(sources) { $0.map(String.init).joined(separator: "+") }
            let combined: Driver<String> = Driver.combineLatest(sources) { $0.map(String.init).joined(separator: "+") }
            let arrays = Driver.zip(sources)
            let latest = Driver.combineLatest(sources)
            let zipRes = scheduler.createObserver(String.self)
            let combineRes = scheduler.createObserver(String.self)
            let arraysRes = scheduler.createObserver([Int].self)
            let latestRes = scheduler.createObserver([Int].self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(zipped.drive(zipRes))
                subscriptions.append(combined.drive(combineRes))
                subscriptions.append(arrays.drive(arraysRes))
                subscriptions.append(latest.drive(latestRes))
            }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(zipRes.events, [.next(221, "1+2"), .next(241, "3+4")])
            XCTAssertEqual(combineRes.events, [.next(221, "1+2"), .next(231, "3+2"), .next(241, "3+4")])
            XCTAssertEqual(arraysRes.events, [.next(221, [1, 2]), .next(241, [3, 4])])
            XCTAssertEqual(latestRes.events, [.next(221, [1, 2]), .next(231, [3, 2]), .next(241, [3, 4])])
            // The two drivers are shared by the four combinations.
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        }
    }

    func testConcatOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let sources: ContiguousArray = [xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)]
            let res = scheduler.start { Signal.concat(sources) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(227, 2), .completed(232)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(ys.subscriptions, [Subscription(221, 231)])
        }
    }

    /// `withLatestFrom` takes a shared sequence of any strategy (a signal sampling a driver).
    func testWithLatestFromAnotherStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let taps = scheduler.createHotObservable([.next(205, ()), .next(225, ()), .next(245, ())])
            let state = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
            let res = scheduler.start { taps.asSignal(onErrorJustReturn: ()).withLatestFrom(state.asDriver(onErrorJustReturn: "")) }
            XCTAssertEqual(res.events, [.next(226, "a"), .next(246, "b")])
            XCTAssertEqual(taps.subscriptions, [Subscription(200, 1000)])
            XCTAssertEqual(state.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testSignalWithUnretained() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let owner = Owner()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).withUnretained(owner) { object, value in object === owner ? value : -value } }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        }
    }

    /// `values`: the elements as an `AsyncStream`, finishing with the sequence.
    @MainActor
    func testValuesStreamsTheElementsThenFinishes() async {
        let scheduler = TestScheduler(initialClock: 0)
        var stream: AsyncStream<Int>?
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { stream = driver.values }
            scheduler.start()
        }
        var received: [Int] = []
        if let stream {
            for await value in stream { received.append(value) }
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
