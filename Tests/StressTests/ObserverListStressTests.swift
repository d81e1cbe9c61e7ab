import XCTest
import Foundation
import RxBridge
import RACBridge
import ReactiveTesting

/// Values one subscription received, from any thread.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
}

/// `ObserverList` under several threads, as its owners use it (under their lock), and the
/// subject engines with many subscribers (so that their lists keep the id index and
/// compact their tombstones) while threads subscribe, dispose and send at once. Single-
/// threaded tests of the list are in Tests/ReactiveCoreTests/ObserverListTests.swift.
final class ObserverListStressTests: ReactiveTestCase {

    /// Four threads attach and detach their own subscribers in a shuffled order while a
    /// fifth takes snapshots: every snapshot is in attach order, and in the end only
    /// the residents are left, in order.
    func testTheListStaysOrderedAndCountedUnderConcurrentChurn() {
        // The list and the lock that guards it, as a hub holds them.
        let lock = NSLock()
        let box = UnsafeMutablePointer<ObserverList<Int>>.allocate(capacity: 1)
        box.initialize(to: ObserverList(vacant: 0))
        defer { box.deinitialize(count: 1); box.deallocate() }
        let residents = (0..<100).map { value in lock.withLock { box.pointee.attach(-1 - value) } }
        let rounds = scaled(300)
        let badSnapshots = Counter()
        let shared = Shared(lock)
        let listBox = Shared(box)
        runConcurrently(5) { thread in
            let lock = shared.value, list = listBox.value
            if thread == 4 {
                for _ in 0..<rounds * 4 {
                    let snapshot = lock.withLock { list.pointee.slots }
                    let ids = snapshot.map(\.id).filter { $0 != ObserverList<Int>.vacantId }
                    if ids != ids.sorted() || Set(ids).count != ids.count { badSnapshots.add() }
                }
                return
            }
            var generator = SystemRandomNumberGenerator()
            for round in 0..<rounds {
                let ids = (0..<20).map { index in lock.withLock { list.pointee.attach(thread * 1_000_000 + round * 20 + index) } }
                for id in ids.shuffled(using: &generator) {
                    let handler = lock.withLock { list.pointee.detach(id) }
                    if handler == nil { badSnapshots.add() }
                }
            }
        }
        XCTAssertEqual(badSnapshots.value, 0, "a snapshot out of attach order, or a detach that found nothing")
        let left = lock.withLock { box.pointee }
        XCTAssertEqual(left.slots.filter { $0.id != ObserverList<Int>.vacantId }.map(\.handler), (0..<100).map { -1 - $0 })
        XCTAssertEqual(left.count, 100)
        for id in residents { XCTAssertNotNil(lock.withLock { box.pointee.detach(id) }) }
        XCTAssertTrue(lock.withLock { box.pointee.isEmpty })
    }

    /// A subject with hundreds of subscribers: four threads dispose them (and subscribe and
    /// dispose new ones) while one thread sends. Each subscriber receives the values in
    /// order, and once everything is disposed the subject holds no handler.
    func testSubjectsWithManySubscribersUnderConcurrentDisposalAndSends() {
        let count = 400
        let sends = scaled(2_000)
        let cases: [(name: String, send: @Sendable (Int) -> Void, subscribe: @Sendable (@escaping @Sendable (Int) -> Void) -> Disposable,
                     hasObservers: @Sendable () -> Bool)] = {
            let publish = Shared(PublishSubject<Int>())
            let rac = Shared(RACSubject<Int>())
            let behavior = Shared(BehaviorSubject(value: -1))
            return [
                ("PublishSubject", { publish.value.onNext($0) }, { publish.value.subscribe(onNext: $0) },
                 { publish.value.hasObservers }),
                ("BehaviorSubject", { behavior.value.onNext($0) }, { behavior.value.subscribe(onNext: $0) },
                 { behavior.value.hasObservers }),
                ("RACSubject", { rac.value.sendNext($0) }, { rac.value.subscribeNext($0) }, { rac.value.hasSubscribers }),
            ]
        }()
        for subject in cases {
            let live = Counter()
            let received = (0..<count).map { _ in Received() }
            let disposables = received.map { box -> Disposable in
                let token = LiveToken(live)
                return subject.subscribe { value in
                    _ = token
                    box.append(value)
                }
            }
            let held = Shared(disposables)
            let churned = Counter()
            runConcurrently(5) { thread in
                if thread == 4 {
                    for value in 0..<sends { subject.send(value) }
                    return
                }
                for (index, disposable) in held.value.enumerated() where index % 4 == thread {
                    let extra = subject.subscribe { [token = LiveToken(live)] _ in _ = token }
                    disposable.dispose()
                    extra.dispose()
                    churned.add()
                }
            }
            XCTAssertEqual(churned.value, count, subject.name)
            for box in received {
                let values = box.all.filter { $0 >= 0 }
                XCTAssertEqual(values, values.sorted(), "\(subject.name): out of order")
                XCTAssertEqual(Set(values).count, values.count, "\(subject.name): duplicated")
            }
            XCTAssertEqual(live.value, 0, "\(subject.name): a disposed subscriber's handler is still held")
            XCTAssertFalse(subject.hasObservers(), subject.name)
        }
    }
}
