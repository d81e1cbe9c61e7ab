import XCTest
import Foundation
import RxBridge
import ReactiveTesting

private struct ReplayError: Error, Equatable {}

/// Replays representative operator scenarios (one or more per operator family) through
/// the `GrammarChecker`: each scenario runs twice on fresh clocks, plainly and checked,
/// and must record the same events with no grammar violation (event after the end,
/// overlapping events, event after disposal).
final class GrammarReplayTests: ReactiveTestCase {
    /// Runs `scenario` with `start` and with `start(checkingGrammar: true)` and compares.
    private func replay<Element: Equatable>(disposed: TestTime = 1000,
                                            file: StaticString = #filePath, line: UInt = #line,
                                            _ scenario: @escaping (TestScheduler) -> Observable<Element>) {
        let plainScheduler = TestScheduler(initialClock: 0)
        let plain = plainScheduler.start(checkingGrammar: false, disposed: disposed) { scenario(plainScheduler) }
        let checkedScheduler = TestScheduler(initialClock: 0)
        let checked = checkedScheduler.start(checkingGrammar: true, disposed: disposed, file: file, line: line) { scenario(checkedScheduler) }
        XCTAssertEqual(checked.events, plain.events, "the checker changed what was recorded", file: file, line: line)
        XCTAssertFalse(checked.events.isEmpty, "scenario recorded nothing", file: file, line: line)
    }

    private func hot(_ s: TestScheduler) -> TestableObservable<Int> {
        s.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(240, 3), .next(280, 4), .completed(300)])
    }

    private func failing(_ s: TestScheduler) -> TestableObservable<Int> {
        s.createHotObservable([.next(210, 1), .next(230, 2), .error(260, ReplayError())])
    }

    // MARK: creation and basics

    func testCreationBasics() {
        replay { _ in Observable.of(1, 2, 3) }
        replay { _ in Observable.range(start: 1, count: 5).concat(Observable.error(ReplayError())) }
        replay { _ in Observable<Int>.create { observer in
            observer.onNext(1); observer.onCompleted(); observer.onNext(2); observer.onCompleted()
            return Disposables.create()
        } }
    }

    // MARK: map / filter / transforming

    func testTransforming() {
        replay { self.hot($0).map { $0 * 2 }.filter { $0 > 2 } }
        replay(disposed: 230) { self.hot($0).map { $0 + 1 } }
        replay { self.hot($0).map { x -> Int in if x == 3 { throw ReplayError() }; return x } }
        replay { self.hot($0).scan(0, accumulator: +) }
        replay { self.hot($0).reduce(0, accumulator: +) }
        replay { self.failing($0).reduce(0, accumulator: +) }
        replay { self.hot($0).compactMap { $0 % 2 == 0 ? $0 : nil } }
        replay { self.hot($0).startWith(-1, -2) }
        replay { self.hot($0).enumerated().map { $0.index * 100 + $0.element } }
        replay { self.hot($0).materialize().map { $0.element ?? -1 } }
        replay { self.failing($0).materialize().dematerialize() }
        replay { s in self.hot(s).buffer(timeSpan: .seconds(30), count: 2, scheduler: s).map { $0.reduce(0, +) } }
        replay { s in self.hot(s).window(timeSpan: .seconds(30), count: 2, scheduler: s).flatMap { $0 } }
        replay { self.hot($0).groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 100 + $0 } } }
    }

    // MARK: flattening

    func testFlattening() {
        replay { s in self.hot(s).flatMap { x in s.createColdObservable([.next(5, x), .next(15, x * 10), .completed(20)]) } }
        replay { s in self.hot(s).flatMapLatest { x in s.createColdObservable([.next(5, x), .next(25, x * 10), .completed(30)]) } }
        replay { s in self.hot(s).flatMapFirst { x in s.createColdObservable([.next(5, x), .next(25, x * 10), .completed(30)]) } }
        replay { s in self.hot(s).concatMap { x in s.createColdObservable([.next(5, x), .completed(10)]) } }
        replay(disposed: 250) { s in self.hot(s).flatMap { x in s.createColdObservable([.next(5, x), .next(100, x), .completed(200)]) } }
        replay { s in Observable.merge(self.hot(s).asObservable(), self.failing(s).asObservable()) }
        replay { s in self.hot(s).map { x in s.createColdObservable([.next(5, x), .next(25, x), .completed(30)]).asObservable() }.merge(maxConcurrent: 1) }
        replay { s in Observable.concat(self.failing(s).asObservable(), self.hot(s).asObservable()) }
        replay { s in Observable.amb([self.hot(s).asObservable(), self.failing(s).asObservable()]) }
        replay { s in self.hot(s).map { x in s.createColdObservable([.next(5, x), .next(35, x), .completed(40)]).asObservable() }.switchLatest() }
    }

    // MARK: combining

    func testCombining() {
        replay { s in Observable.combineLatest(self.hot(s), self.failing(s)) { $0 * 10 + $1 } }
        replay { s in Observable.zip(self.hot(s), self.failing(s)) { $0 * 10 + $1 } }
        replay { s in Observable.zip(self.hot(s), self.hot(s)) { $0 + $1 } }
        replay(disposed: 235) { s in Observable.combineLatest(self.hot(s), self.hot(s)) { $0 + $1 } }
        replay { s in self.hot(s).withLatestFrom(self.failing(s)) { $0 * 10 + $1 } }
        replay { s in self.failing(s).sample(self.hot(s)) }
    }

    // MARK: subjects and sharing

    func testSubjectsAndSharing() {
        replay { s -> Observable<Int> in
            let subject = PublishSubject<Int>()
            s.scheduleAt(210) { subject.onNext(1) }
            s.scheduleAt(220) { subject.onCompleted() }
            s.scheduleAt(230) { subject.onNext(2) }
            return subject.asObservable()
        }
        replay { s -> Observable<Int> in
            let subject = BehaviorSubject(value: 0)
            s.scheduleAt(210) { subject.onNext(1) }
            s.scheduleAt(220) { subject.onError(ReplayError()) }
            return subject.asObservable()
        }
        replay { s -> Observable<Int> in
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            s.scheduleAt(150) { subject.onNext(1); subject.onNext(2); subject.onNext(3) }
            s.scheduleAt(220) { subject.onCompleted() }
            return subject.asObservable()
        }
        replay { self.hot($0).share(replay: 1) }
        replay { self.hot($0).publish().refCount() }
        replay(disposed: 230) { self.hot($0).share() }
        replay { s in
            let shared = self.hot(s).share(replay: 1, scope: .forever)
            return Observable.merge(shared, shared.map { $0 * 10 })
        }
    }

    // MARK: do

    func testDo() {
        replay { self.failing($0).do(onNext: { _ in }, onError: { _ in }) }
    }
}
