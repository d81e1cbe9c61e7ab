import XCTest
import Dispatch
import Foundation
import RACBridge
import RxBridge
import ReactiveTesting

/// A RAC operator's signal is the engine observable itself (it holds the stage's
/// per-subscription closure), and `return:` decides the subscription-scheduler rule
/// without a scheduled closure. What users rely on must be unchanged: chains are
/// released when their subscriptions end, `return:` follows the rule
/// (Docs/Semantics.md#subscription-scheduling), and a signal still works as an Rx
/// observable and wraps one.
final class RACSignalOneObjectPerStageTests: ReactiveTestCase {
    /// A subscriber that disposes its subscription before anything is sent.
    private final class DisposedSubscriber: RACSubscriber, @unchecked Sendable {
        let received = SharedLog<String>()
        func sendNext(_ value: Int) { received.append("n\(value)") }
        func sendError(_ error: Swift.Error) { received.append("e") }
        func sendCompleted() { received.append("c") }
        func didSubscribe(with disposable: RACCompoundDisposable) { disposable.dispose() }
    }

    func testAnOperatorChainIsReleasedWhenItsSubscriptionIsDisposed() {
        let before = Resources.total
        weak var weakChain: RACSignal<Int>?
        weak var weakSubject: RACSubject<Int>?
        do {
            let subject = RACSubject<Int>()
            weakSubject = subject
            let chain = subject
                .map { $0 &* 10 }
                .filter { $0 > 10 }
                .flattenMap { RACSignal.return($0 &+ 1) }
                .mapReplace(7)
                .ignoreValues()
            let values = subject.map { $0 &* 10 }.filter { $0 > 10 }.flattenMap { RACSignal.return($0 &+ 1) }
            weakChain = chain
            var received: [Int] = []
            var completed = false
            let ignored = chain.subscribeNext({ _ in XCTFail("ignoreValues sends no value") }, completed: { completed = true })
            let disposable = values.subscribeNext { received.append($0) }
            subject.sendNext(1)
            subject.sendNext(2)
            XCTAssertEqual(received, [21])
            XCTAssertFalse(disposable.isDisposed)
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
            subject.sendNext(3)
            XCTAssertEqual(received, [21], "nothing after dispose")
            subject.sendCompleted()
            XCTAssertTrue(completed)
            XCTAssertTrue(ignored.isDisposed, "a subscription that completed is disposed")
        }
        XCTAssertNil(weakChain, "the chain is released with its last reference")
        XCTAssertNil(weakSubject)
        XCTAssertEqual(Resources.total, before, "every engine object of the chain was released")
    }

    /// Each RAC operator keeps one object (its signal, which holds the engine stage's
    /// run), whether the facade builds it from the engine's run (`map`, `filter`) or
    /// takes the run of the engine object the operator returned (the others).
    func testEachOperatorStageIsOneObject() {
        let subject = RACSubject<Int>()
        let scheduler = RACTestScheduler()
        let trigger = RACSignal<Int>.never()
        let stages: [(String, (RACSignal<Int>) -> RACSignal<Int>)] = [
            ("map", { $0.map { $0 &+ 1 } }),
            ("filter", { $0.filter { $0 > 0 } }),
            ("skip", { $0.skip(1) }),
            ("take", { $0.take(5) }),
            ("takeLast", { $0.takeLast(2) }),
            ("skipWhileBlock", { $0.skip(whileBlock: { $0 < 2 }) }),
            ("distinctUntilChanged", { $0.distinctUntilChanged() }),
            ("scanWithStart", { $0.scan(withStart: 0) { $0 &+ $1 } }),
            ("doNext", { $0.doNext { _ in } }),
            ("retry", { $0.retry() }),
            ("takeUntil", { $0.take(until: trigger) }),
            ("deliverOn", { $0.deliver(on: scheduler) }),
            ("subscribeOn", { $0.subscribe(on: scheduler) }),
            ("delay", { $0.delay(1, on: scheduler) }),
        ]
        var chain: RACSignal<Int> = subject
        var kept: [RACSignal<Int>] = []
        for (name, stage) in stages {
            let before = Resources.total
            chain = stage(chain)
            kept.append(chain)
            XCTAssertEqual(Resources.total - before, 1, "\(name): one object per stage")
        }
        var received: [Int] = []
        let disposable = chain.subscribeNext { received.append($0) }
        scheduler.stepAll()
        for value in 1...4 { subject.sendNext(value) }
        subject.sendCompleted()
        scheduler.stepAll()
        disposable.dispose()
        XCTAssertEqual(received, [4, 9], "the one-object stages still run the operators")
    }

    /// A RAC operator over a `just`/`of` source wraps it (the engine's synchronous
    /// sources keep their own class), so what flattening treats specially is unchanged.
    func testASourceThatStoresItsValuesIsWrappedNotTakenApart() {
        let signal = Observable.just(4).racSignal
        var received: [Int] = []
        _ = signal.map { $0 &* 2 }.subscribeNext { received.append($0) }
        XCTAssertEqual(received, [8])
    }

    func testACompletedReturnChainKeepsOnlyItsScopeWhileTheDisposableIsKept() {
        let before = Resources.total
        var kept: [RACDisposable] = []
        var received: [Int] = []
        for value in 0..<3 {
            kept.append(RACSignal.return(value).map { $0 &+ 1 }.filter { $0 > 1 }.subscribeNext { received.append($0) })
        }
        XCTAssertEqual(received, [2, 3], "the main thread has a current scheduler: delivered at once")
        XCTAssertTrue(kept.allSatisfy(\.isDisposed), "each subscription completed, so it is disposed")
        XCTAssertEqual(Resources.total, before + Int32(kept.count),
                       "a kept disposable keeps only its subscription's scope (what isDisposed reads): no signal, no stage")
        kept.removeAll()
        XCTAssertEqual(Resources.total, before)
    }

    func testReturnOnAThreadWithoutASchedulerDeliversAfterSubscribeReturns() {
        let done = expectation(description: "delivered in the background")
        let log = SharedLog<String>()
        let returned = DispatchSemaphore(value: 0)
        let thread = Thread {
            XCTAssertNil(RACScheduler.current())
            let subscribingThread = Thread.current
            RACSignal.return(5).map { $0 &* 2 }.subscribeNext({ value in
                // Delivered inside `subscribeNext` (wrong), this wait would time out.
                let afterReturn = returned.wait(timeout: .now() + 5) == .success
                log.append(afterReturn ? "after subscribe returned" : "during subscribe")
                log.append("n\(value)")
                log.append(Thread.current === subscribingThread ? "same thread" : "other thread")
                log.append(RACScheduler.current() == nil ? "no current scheduler" : "on a scheduler")
            }, completed: { done.fulfill() })
            returned.signal()
        }
        thread.start()
        wait(for: [done], timeout: 15)
        XCTAssertEqual(log.all, ["after subscribe returned", "n10", "other thread", "on a scheduler"])
    }

    func testReturnForADisposedSubscriberSendsNothingOnTheMainThread() {
        XCTAssertNotNil(RACScheduler.current(), "the main thread has a current scheduler")
        let subscriber = DisposedSubscriber()
        RACSignal.return(1).subscribe(subscriber)
        XCTAssertEqual(subscriber.received.all, [], "a disposed subscription of return: never runs")
    }

    func testReturnForADisposedSubscriberSendsNothingFromAPlainThread() {
        let subscriber = DisposedSubscriber()
        let checked = expectation(description: "the background scheduler had its turn")
        DispatchQueue.global().async {
            XCTAssertNil(RACScheduler.current())
            RACSignal.return(1).subscribe(subscriber)
            // The background scheduler is serial: this later subscription runs after
            // the skipped one would have.
            RACSignal.return(2).subscribeNext { _ in checked.fulfill() }
        }
        wait(for: [checked], timeout: 5)
        XCTAssertEqual(subscriber.received.all, [])
    }

    func testAnOperatorChainIsAnObservableForRxCodeAndWrapsOne() {
        let chain = RACSignal.return(3).map { $0 &+ 1 }
        let observable: Observable<Int> = chain
        var rx: [String] = []
        _ = observable.subscribe(onNext: { rx.append("n\($0)") }, onCompleted: { rx.append("c") })
        XCTAssertEqual(rx, ["n4", "c"], "an Rx subscription of a RAC chain")

        XCTAssertTrue(chain.racSignal === chain, "a signal is its own racSignal")
        let subject = PublishSubject<Int>()
        let wrapped = RACSignal(subject.asObservable()).map { $0 &* 2 }
        var rac: [Int] = []
        let disposable = wrapped.subscribeNext { rac.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        disposable.dispose()
        subject.onNext(3)
        XCTAssertEqual(rac, [2, 4], "a wrapped observable stays one stream with the signal")
    }

    func testMainThreadAnswerIsKeptPerThread() {
        XCTAssertTrue(RACScheduler.current() === RACScheduler.mainThread())
        XCTAssertTrue(RACScheduler.current() === RACScheduler.mainThread(), "asked again, the same answer")
        let done = expectation(description: "asked on two plain threads")
        done.expectedFulfillmentCount = 2
        let answers = SharedLog<Bool>()
        for _ in 0..<2 {
            Thread {
                answers.append(RACScheduler.current() == nil)
                answers.append(RACScheduler.current() == nil)
                done.fulfill()
            }.start()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(answers.all, [true, true, true, true], "no plain thread counts as the main thread")
    }
}
