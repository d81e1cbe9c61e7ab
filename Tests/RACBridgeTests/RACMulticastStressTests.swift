import XCTest
import Dispatch
import RACBridge
import ReactiveTesting

/// Replay subjects and lazy replay under concurrent senders and subscribers.
final class RACMulticastStressTests: ReactiveTestCase {
    func testAnUnlimitedReplaySubjectGivesEveryLateSubscriberEachValueOnceInOrder() {
        let subject = RACReplaySubject<Int>()
        let perSender = 5_000
        let received = (0..<4).map { _ in Values() }
        let disposables = TestMutex<[RACDisposable]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            if index < 2 {
                for value in 0..<perSender { subject.sendNext(index * perSender + value) }
            } else {
                // Subscribers join while the senders run, with a current scheduler so
                // that the replay runs at once (from a plain thread it would run later
                // on a background scheduler).
                let box = received[index - 2]
                RACScheduler.scheduler().performAsCurrentScheduler {
                    let disposable = subject.subscribeNext { value in box.values.withLock { $0.append(value) } }
                    disposables.withLock { $0.append(disposable) }
                }
            }
        }
        for box in received {
            let values = box.values.withLock { $0 }
            XCTAssertEqual(values.count, 2 * perSender)
            let first = values.filter { $0 < perSender }, second = values.filter { $0 >= perSender }
            XCTAssertEqual(first, Array(0..<perSender))
            XCTAssertEqual(second, Array(perSender..<(2 * perSender)))
        }
        disposables.withLock { $0.forEach { $0.dispose() } }
    }

    func testReplayLazilyConnectsOnceUnderConcurrentFirstSubscriptions() {
        let subscriptions = TestAtomic(0)
        let source = RACSignal<Int>.createSignal { subscriber in
            subscriptions.add(1, ordering: .relaxed)
            subscriber.sendNext(1)
            return nil
        }
        let shared = source.replayLazily()
        let scheduler = RACScheduler.scheduler()
        let values = TestAtomic(0)
        let disposables = TestMutex<[RACDisposable]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            scheduler.performAsCurrentScheduler {
                let disposable = shared.subscribeNext { _ in values.add(1, ordering: .relaxed) }
                disposables.withLock { $0.append(disposable) }
            }
        }
        XCTAssertEqual(subscriptions.load(ordering: .relaxed), 1)
        XCTAssertEqual(values.load(ordering: .relaxed), 8)
        disposables.withLock { $0.forEach { $0.dispose() } }
    }
}

/// Values collected from several threads.
private final class Values: Sendable {
    let values = TestMutex<[Int]>([])
}
