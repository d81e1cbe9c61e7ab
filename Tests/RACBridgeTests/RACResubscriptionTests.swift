import XCTest
import Dispatch
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// RAC's `retry` and `repeat` subscribe again in a block scheduled on the current
/// scheduler, or on a new background scheduler where there is none; Rx's resubscribe
/// through the current-thread trampoline, at once.
final class RACResubscriptionTests: ReactiveTestCase {
    func testRepeatResubscribesOnTheCurrentSchedulerNotAtOnce() {
        let scheduler = RACTestScheduler()
        var values: [Int] = []
        var completed = false
        scheduler.performAsCurrentScheduler {
            RACSignal.return(1).repeat().take(3).subscribeNext({ values.append($0) }, completed: { completed = true })
        }
        XCTAssertEqual(values, [1], "the second pass waits for the scheduler")
        scheduler.step()
        XCTAssertEqual(values, [1, 1])
        scheduler.stepAll()
        XCTAssertEqual(values, [1, 1, 1])
        XCTAssertTrue(completed)
    }

    func testRetryResubscribesOnTheCurrentScheduler() {
        let scheduler = RACTestScheduler()
        var attempts = 0
        var failures = 0
        scheduler.performAsCurrentScheduler {
            RACSignal<Int>.createSignal { subscriber in
                attempts += 1
                subscriber.sendError(TestError(attempts))
                return nil
            }.retry(2).subscribeError { _ in failures += 1 }
        }
        XCTAssertEqual(attempts, 1)
        scheduler.step()
        XCTAssertEqual(attempts, 2)
        scheduler.stepAll()
        XCTAssertEqual(attempts, 3)
        XCTAssertEqual(failures, 1)
    }

    func testRetryWithoutACurrentSchedulerResubscribesOnABackgroundScheduler() {
        let schedulers = Counter(), attempts = Counter()
        let done = expectation(description: "the second attempt completed")
        let flaky = Observable<Int>.deferred {
            attempts.increment()
            if RACScheduler.current() != nil { schedulers.increment() }
            return attempts.value == 1 ? .error(TestError(1)) : .just(2)
        }.racSignal
        DispatchQueue.global().async {
            XCTAssertNil(RACScheduler.current())
            flaky.retry().subscribeCompleted { done.fulfill() }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(attempts.value, 2)
        XCTAssertEqual(schedulers.value, 1, "the first attempt had no current scheduler; the second ran on one")
    }
}
