import XCTest
import RxBridge
import ReactiveTesting

private struct OperatorReleaseError: Error {}

/// Where each operator releases its sources when the sequence ends upstream of an
/// asynchronous hop (mostly `observe(on:)`): the subscription windows of RxSwift 6.10
/// for the same chains (run against RxSwift; the windows ended one tick later here
/// before stages released at the terminal event).
final class ReleaseAtTerminalOperatorTests: ReactiveTestCase {
    private func check<Result>(
        _ name: String, _ hot: [Recorded<Event<Int>>], cold: [Recorded<Event<Int>>] = [.next(10, 5), .completed(20)],
        xs expectedHot: [Subscription], ys expectedCold: [Subscription],
        file: StaticString = #filePath, line: UInt = #line,
        _ make: @escaping (TestScheduler, TestableObservable<Int>, TestableObservable<Int>) -> Observable<Result>
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(hot)
        let ys = scheduler.createColdObservable(cold)
        _ = scheduler.start { make(scheduler, xs, ys) }
        XCTAssertEqual(xs.subscriptions, expectedHot, name, file: file, line: line)
        XCTAssertEqual(ys.subscriptions, expectedCold, name, file: file, line: line)
    }

    func testSourcesAreReleasedWhereRxSwiftReleasesThem() {
        let h1: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .error(230, OperatorReleaseError())]
        let h2: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(230)]
        check("A catch.observeOn", h1, xs: [Subscription(200, 230)], ys: [Subscription(230, 250)]) { s, xs, ys in xs.catch { _ in ys.asObservable() }.observe(on: s) }
        check("A2 catchAndReturn.observeOn", h1, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.catchAndReturn(9).observe(on: s) }
        check("B concat.observeOn", h2, xs: [Subscription(200, 230)], ys: [Subscription(230, 250)]) { s, xs, ys in xs.concat(ys).observe(on: s) }
        check("C retry.observeOn", h1, xs: [Subscription(200, 230), Subscription(230, 1000)], ys: []) { s, xs, ys in xs.retry(2).observe(on: s) }
        check("D asSingle.observeOn", [.next(210, 1), .completed(230)], xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.asSingle().asObservable().observe(on: s) }
        check("D2 asMaybe.delay", [.next(210, 1), .completed(230)], xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.asMaybe().asObservable().delay(.seconds(5), scheduler: s) }
        check("D3 asSingle.toomany.observeOn", h2, xs: [Subscription(200, 220)], ys: []) { s, xs, ys in xs.asSingle().asObservable().observe(on: s) }
        check("E timeout.observeOn", [.next(210, 1), .next(300, 2)], xs: [Subscription(200, 260)], ys: []) { s, xs, ys in xs.timeout(.seconds(50), scheduler: s).observe(on: s) }
        check("E2 timeoutOther.observeOn", [.next(210, 1), .next(300, 2)], xs: [Subscription(200, 260)], ys: [Subscription(260, 280)]) { s, xs, ys in xs.timeout(.seconds(50), other: ys, scheduler: s).observe(on: s) }
        check("F takeUntil.observeOn", h2, cold: [.next(15, 5)], xs: [Subscription(200, 215)], ys: [Subscription(200, 215)]) { s, xs, ys in xs.take(until: ys).observe(on: s) }
        check("H share.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.share(replay: 1).observe(on: s) }
        check("I publish.refCount.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.publish().refCount().observe(on: s) }
        check("J buffer.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: s).map { $0.count }.observe(on: s) }
        check("K debounce.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.debounce(.seconds(5), scheduler: s).observe(on: s) }
        check("L skipUntil.observeOn", h2, cold: [.next(15, 5)], xs: [Subscription(200, 230)], ys: [Subscription(200, 215)]) { s, xs, ys in xs.skip(until: ys).observe(on: s) }
        check("M flatMapLatest.observeOn", h2, xs: [Subscription(200, 230)], ys: [Subscription(210, 220), Subscription(220, 240)]) { s, xs, ys in xs.flatMapLatest { _ in ys.asObservable() }.observe(on: s) }
        check("N materialize.observeOn", h1, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.materialize().map { _ in 0 }.observe(on: s) }
        check("O withLatestFrom.observeOn", h2, xs: [Subscription(200, 230)], ys: [Subscription(200, 220)]) { s, xs, ys in xs.withLatestFrom(ys).observe(on: s) }
        check("P zip.observeOn", h2, xs: [Subscription(200, 230)], ys: [Subscription(200, 220)]) { s, xs, ys in Observable.zip(xs.asObservable(), ys.asObservable()).map { $0 + $1 }.observe(on: s) }
        check("Q combineLatest.observeOn", h2, xs: [Subscription(200, 230)], ys: [Subscription(200, 220)]) { s, xs, ys in Observable.combineLatest(xs.asObservable(), ys.asObservable()).map { $0 + $1 }.observe(on: s) }
        check("R amb.observeOn", h2, xs: [Subscription(200, 230)], ys: [Subscription(200, 210)]) { s, xs, ys in xs.amb(ys).observe(on: s) }
        check("S subscribeOn.observeOn", h2, xs: [Subscription(201, 231)], ys: []) { s, xs, ys in xs.subscribe(on: s).observe(on: s) }
        check("T elementAt.observeOn", h2, xs: [Subscription(200, 210)], ys: []) { s, xs, ys in xs.element(at: 0).observe(on: s) }
        check("U takeLast.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.takeLast(1).observe(on: s) }
        check("V groupBy.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.groupBy { $0 % 2 }.flatMap { $0.asObservable() }.observe(on: s) }
        check("W window.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.window(timeSpan: .seconds(100), count: 5, scheduler: s).flatMap { $0.asObservable() }.observe(on: s) }
        check("X single.observeOn", h2, xs: [Subscription(200, 220)], ys: []) { s, xs, ys in xs.single().observe(on: s) }
        check("Y delaySubscription.observeOn", h2, xs: [Subscription(205, 230)], ys: []) { s, xs, ys in xs.delaySubscription(.seconds(5), scheduler: s).observe(on: s) }
        check("Z using.observeOn", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in Observable.using({ BooleanDisposable() }, observableFactory: { _ in xs.asObservable() }).observe(on: s) }
        check("Z2 sample.observeOn", h2, cold: [.next(15, 5), .next(50, 5)], xs: [Subscription(200, 230)], ys: [Subscription(200, 250)]) { s, xs, ys in xs.sample(ys).observe(on: s) }
        check("Z3 throttleNoLatest", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.throttle(.seconds(50), latest: false, scheduler: s) }
        check("Z4 dematerialize", [.next(210, 1), .next(220, 2), .completed(230)], xs: [Subscription(200, 220)], ys: []) { s, xs, ys in xs.map { v -> Event<Int> in v == 2 ? .completed : .next(v) }.dematerialize().observe(on: s) }
        check("Z5 scan.reduce", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.reduce(0, accumulator: +).observe(on: s) }
        check("Z6 toArray", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.toArray().asObservable().map { $0.count }.observe(on: s) }
        check("Z7 enumerated.skipWhile", h2, xs: [Subscription(200, 230)], ys: []) { s, xs, ys in xs.skip(while: { $0 < 2 }).observe(on: s) }
        check("Z8 startWith.concatMap", h2, xs: [Subscription(200, 230)], ys: [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)]) { s, xs, ys in xs.startWith(0).concatMap { _ in ys.asObservable() }.observe(on: s) }
    }
}
