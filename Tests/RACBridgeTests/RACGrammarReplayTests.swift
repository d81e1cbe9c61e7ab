import XCTest
import Foundation
import RACBridge
import ReactiveTesting

private struct ReplayError: Error, Equatable {}

/// RAC scenarios replayed through the `GrammarChecker` (subscribed with `-subscribe:`):
/// the same events as a plain run, and no grammar violation.
final class RACGrammarReplayTests: ReactiveTestCase {
    private func replay<Value: Equatable>(disposed: TestTime = 1000,
                                          file: StaticString = #filePath, line: UInt = #line,
                                          _ scenario: @escaping (RACTestScheduler) -> RACSignal<Value>) {
        let plainScheduler = RACTestScheduler(testScheduler: TestScheduler(initialClock: 0))
        let plain = plainScheduler.start(checkingGrammar: false, disposed: disposed) { scenario(plainScheduler) }
        let checkedScheduler = RACTestScheduler(testScheduler: TestScheduler(initialClock: 0))
        let checked = checkedScheduler.start(checkingGrammar: true, disposed: disposed, file: file, line: line) { scenario(checkedScheduler) }
        XCTAssertEqual(checked.events, plain.events, "the checker changed what was recorded", file: file, line: line)
        XCTAssertFalse(checked.events.isEmpty, "scenario recorded nothing", file: file, line: line)
    }

    private func hot(_ s: RACTestScheduler) -> RACSignal<Int> {
        s.testScheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(240, 3), .completed(300)]).racSignal
    }

    func testCreationAndBasics() {
        replay { _ in RACSignal.return(1) }
        replay { _ in RACSignal<Int>.error(ReplayError()) }
        replay { _ in RACSignal<Int>.createSignal { subscriber in
            subscriber.sendNext(1); subscriber.sendCompleted(); subscriber.sendNext(2); subscriber.sendError(ReplayError())
            return nil
        } }
        replay { self.hot($0).map { $0 * 10 }.filter { $0 > 10 } }
        replay(disposed: 230) { self.hot($0).mapReplace("x") }
        replay { self.hot($0).ignoreValues().materialize().map { _ in 1 } }
        replay { s in self.hot(s).then { RACSignal.return(9) } }
        replay { self.hot($0).doNext { _ in }.finally {} }
    }

    func testSubjectAndBind() {
        replay { s -> RACSignal<Int> in
            let subject = RACSubject<Int>()
            s.testScheduler.scheduleAt(210) { subject.sendNext(1) }
            s.testScheduler.scheduleAt(220) { subject.sendCompleted() }
            s.testScheduler.scheduleAt(230) { subject.sendNext(2) }
            return subject
        }
        replay { s in self.hot(s).bind { { value, _ in RACSignal.return(value * 100) } } }
    }
}
