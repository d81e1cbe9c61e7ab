import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private struct MockError: Error {}

/// `SharingScheduler.make()` and `Binder`'s default scheduler, as RxCocoa has them: a new
/// `MainScheduler` each time, so main-thread deliveries nested in another main-scheduler
/// delivery stay synchronous.
final class SharingSchedulerTests: ReactiveTestCase {
    func testMakeReturnsANewMainSchedulerOnEveryCall() {
        let first = SharingScheduler.make()
        let second = SharingScheduler.make()
        XCTAssertTrue(first is MainScheduler)
        XCTAssertTrue(second is MainScheduler)
        XCTAssertFalse(first as AnyObject === second as AnyObject)
        XCTAssertFalse(first as AnyObject === MainScheduler.instance)
    }

    func testMockMakeSchedulerNestsAndRestores() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(makeScheduler: { outer }) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
            SharingScheduler.mock(makeScheduler: { inner }) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockRestoresTheMakerWhenTheActionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            throw MockError()
        })
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    /// A signal that emits while another signal delivers on the main thread delivers at
    /// once: each signal has its own main scheduler with nothing queued. With one shared
    /// `MainScheduler.instance` the inner element waited on the main queue.
    func testSignalEmittingDuringAnotherSignalsDeliveryDeliversAtOnce() {
        XCTAssertTrue(Thread.isMainThread)
        let taps = PublishRelay<Int>()
        let echoes = PublishRelay<Int>()
        var received: [String] = []
        let inner = echoes.asSignal().emit(onNext: { received.append("echo \($0)") })
        let outer = taps.asSignal().emit(onNext: { value in
            received.append("tap \(value)")
            echoes.accept(value * 10)
            received.append("after \(value)")
        })
        taps.accept(1)
        taps.accept(2)
        XCTAssertEqual(received, ["tap 1", "echo 10", "after 1", "tap 2", "echo 20", "after 2"])
        outer.dispose()
        inner.dispose()
    }

    /// The same for drivers: a driver fed from inside another driver's delivery.
    func testDriverFedFromAnotherDriversDeliveryDeliversAtOnce() {
        XCTAssertTrue(Thread.isMainThread)
        let source = BehaviorRelay(value: 1)
        let mirror = BehaviorRelay(value: 0)
        var mirrored: [Int] = []
        let inner = mirror.asDriver().drive(onNext: { mirrored.append($0) })
        let outer = source.asDriver().drive(onNext: { mirror.accept($0 * 100) })
        source.accept(2)
        XCTAssertEqual(mirrored, [0, 100, 200])
        outer.dispose()
        inner.dispose()
    }

    /// `Binder`'s default scheduler is a new `MainScheduler`: a binding reached from
    /// inside a `MainScheduler.instance` delivery applies at once.
    func testBinderWithTheDefaultSchedulerAppliesAtOnceInsideAMainSchedulerDelivery() {
        XCTAssertTrue(Thread.isMainThread)
        final class Label { var text = "" }
        let label = Label()
        let binder = Binder(label) { label, text in label.text = text }
        var seen: [String] = []
        let subscription = Observable.just("hello")
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { text in
                binder.onNext(text)
                seen.append(label.text)
            })
        XCTAssertEqual(seen, ["hello"])
        subscription.dispose()
    }
}
