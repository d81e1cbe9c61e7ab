import XCTest
import Foundation
import Dispatch
import RxBridge
import ReactiveTesting

private struct TraitError: Error {}

/// `ControlProperty`, `ControlEvent`, `RxCocoaError`, `SectionedViewDataSourceType` and the
/// `InfallibleType.bind(to:)` overloads of RxCocoa.
final class CocoaTraitsTests: ReactiveTestCase {
    // MARK: ControlProperty

    func testControlPropertyReadsItsValuesAndWritesItsSink() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "a"), .next(210, "b"), .next(220, "c"), .completed(300)])
        let sink = scheduler.createObserver(String.self)
        let property = ControlProperty(values: xs, valueSink: sink)
        scheduler.scheduleAt(230) { property.onNext("set") }
        scheduler.scheduleAt(240) { property.on(.completed) }
        let res = scheduler.start { property.asObservable() }
        XCTAssertEqual(res.events, [.next(210, "b"), .next(220, "c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(sink.events, [.next(230, "set"), .completed(240)])
    }

    func testControlPropertySubscribeAndIdentity() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let property = ControlProperty(values: xs, valueSink: AnyObserver<Int> { _ in })
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = property.asControlProperty().subscribe(observer) }
        scheduler.scheduleAt(215) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testControlPropertyChangedSkipsTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .next(20, 3), .completed(30)])
        let property = ControlProperty(values: xs, valueSink: AnyObserver<Int> { _ in })
        let res = scheduler.start { property.changed }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOrEmptyReadsNilAsEmptyAndWritesStrings() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String?> = scheduler.createHotObservable([.next(210, "x"), .next(220, nil), .next(230, "y")])
        let sink = scheduler.createObserver(String?.self)
        let text = ControlProperty(values: xs, valueSink: sink).orEmpty
        scheduler.scheduleAt(240) { text.onNext("typed") }
        let res = scheduler.start { text.asObservable() }
        XCTAssertEqual(res.events, [.next(210, "x"), .next(220, ""), .next(230, "y")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(sink.events, [.next(240, "typed")])
    }

    func testControlPropertyAsDriverDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let property = ControlProperty(values: xs, valueSink: AnyObserver<Int> { _ in })
            let res = scheduler.start { property.asDriver() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    /// The values are subscribed on the main thread, wherever `subscribe` is called.
    func testControlPropertySubscribesOnTheMainThread() {
        let subscribedOnMain = SharedValue(false)
        let values = Observable<Int>.create { observer in
            subscribedOnMain.value = Thread.isMainThread
            observer.onNext(7)
            return Disposables.create()
        }
        let property = SharedValue(ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in }))
        let received = expectation(description: "value")
        let subscription = SharedValue<Disposable?>(nil)
        DispatchQueue.global().async {
            subscription.value = property.value.subscribe(onNext: { value in
                XCTAssertEqual(value, 7)
                received.fulfill()
            })
        }
        wait(for: [received], timeout: 5)
        XCTAssertTrue(subscribedOnMain.value)
        subscription.value?.dispose()
    }

    // MARK: ControlEvent

    func testControlEventForwardsItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let event = ControlEvent(events: xs)
        let res = scheduler.start { event.asControlEvent().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testControlEventAsSignalAndDriverDeliverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let event = ControlEvent(events: xs)
            let signal = scheduler.start(disposed: 300) { event.asSignal() }
            XCTAssertEqual(signal.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let ys = scheduler2.createHotObservable([.next(210, 1), .completed(250)])
            let driver = scheduler2.start { ControlEvent(events: ys).asDriver() }
            XCTAssertEqual(driver.events, [.next(211, 1), .completed(251)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    func testControlEventAsInfallibleEndsQuietlyOnAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TraitError())])
        let res = scheduler.start { ControlEvent(events: xs).asInfallible() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testControlEventSubscribeWithAnObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let event = ControlEvent(events: xs)
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = event.subscribe(observer) }
        // A hot test observable holds its subscribers until they are disposed, as in RxTest.
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: RxCocoaError, SectionedViewDataSourceType

    func testRxCocoaErrorDescriptionsNameTheirDetails() {
        let cases: [(RxCocoaError, [String])] = [
            (.unknown, ["unknown"]),
            (.invalidOperation(object: "view"), ["view"]),
            (.itemsNotYetBound(object: "table"), ["table"]),
            (.invalidPropertyName(object: "model", propertyName: "title"), ["model", "title"]),
            (.invalidObjectOnKeyPath(object: "leaf", sourceObject: NSObject(), propertyName: "child"), ["leaf", "child"]),
            (.errorDuringSwizzling, ["swizzling"]),
            (.castingError(object: 3, targetType: String.self), ["3", "String"]),
        ]
        var descriptions = Set<String>()
        for (error, words) in cases {
            for word in words {
                XCTAssertTrue(error.debugDescription.contains(word), "\(error.debugDescription) lacks \(word)")
            }
            descriptions.insert(error.debugDescription)
        }
        XCTAssertEqual(descriptions.count, cases.count)
    }

    func testSectionedViewDataSourceTypeAddressesModelsByIndexPath() throws {
        struct Sections: SectionedViewDataSourceType {
            let items: [[String]]
            func model(at indexPath: IndexPath) throws -> Any {
                // (section, item); `IndexPath.section`/`.item` are UIKit's, not Foundation's.
                let section = indexPath[0], item = indexPath[1]
                guard section < items.count, item < items[section].count else {
                    throw RxCocoaError.itemsNotYetBound(object: self)
                }
                return items[section][item]
            }
        }
        let source: SectionedViewDataSourceType = Sections(items: [["a"], ["b", "c"]])
        XCTAssertEqual(try source.model(at: IndexPath(indexes: [1, 1])) as? String, "c")
        XCTAssertThrowsError(try source.model(at: IndexPath(indexes: [2, 0])))
    }

    // MARK: Infallible bind(to:)

    func testInfallibleBindsToRelaysOfOptionals() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int?>.create(bufferSize: 5)
        let published = scheduler.createObserver(Int?.self)
        let infallible = xs.asInfallible(onErrorJustReturn: -1)
        scheduler.scheduleAt(200) {
            _ = publish.subscribe(published)
            _ = infallible.bind(to: behavior)
            _ = infallible.bind(to: publish)
            _ = infallible.bind(to: replay, replay)
        }
        scheduler.start()
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(published.events, [.next(210, 1), .next(220, 2)])
        let replayed = scheduler.createObserver(Int?.self)
        _ = replay.subscribe(replayed)
        XCTAssertEqual(replayed.events.map(\.value.element), [1, 1, 2, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230), Subscription(200, 230)])
    }

    func testInfallibleBindToCurriedArgument() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.createObserver(Int.self)
        func binding(_ source: Infallible<Int>) -> (Int) -> Disposable {
            { factor in source.map { $0 * factor }.subscribe(onNext: { observer.onNext($0) }) }
        }
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.asInfallible(onErrorJustReturn: 0).bind(to: binding, curriedArgument: 10) }
        // A hot test observable holds its subscribers until they are disposed, as in RxTest.
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 10), .next(220, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
