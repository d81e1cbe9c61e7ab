import XCTest
import ReactiveCore
import ReactiveTesting

final class DisposablesTests: ReactiveTestCase {
    func testAnonymousDisposableRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(count, 1)
    }

    func testCompositeDisposesMembersInOrderAndLateMembersAtOnce() {
        var log: [Int] = []
        let composite = CompositeDisposable()
        composite.insert(Disposables.create { log.append(1) })
        let key = composite.insert(Disposables.create { log.append(2) })
        composite.insert(Disposables.create { log.append(3) })
        XCTAssertEqual(composite.count, 3)
        composite.remove(for: key!)
        XCTAssertEqual(log, [2])
        composite.dispose()
        XCTAssertEqual(log, [2, 1, 3])
        XCTAssertNil(composite.insert(Disposables.create { log.append(4) }))
        XCTAssertEqual(log, [2, 1, 3, 4])
        XCTAssertEqual(composite.count, 0)
    }

    func testSerialDisposableReplacesAndDisposesLateValues() {
        var log: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("a") }
        serial.disposable = Disposables.create { log.append("b") }
        XCTAssertEqual(log, ["a"])
        serial.dispose()
        XCTAssertEqual(log, ["a", "b"])
        serial.disposable = Disposables.create { log.append("c") }
        XCTAssertEqual(log, ["a", "b", "c"])
        XCTAssertTrue(serial.isDisposed)
    }

    func testSingleAssignmentDisposedBeforeAssignmentDisposesOnAssignment() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        XCTAssertTrue(disposed)
        XCTAssertTrue(single.isDisposed)
    }

    func testRefCountDisposableWaitsForDependents() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        let dependent = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(disposed)
        dependent.dispose()
        XCTAssertTrue(disposed)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testDisposeBagDisposesOnDeinitAndSupportsBuilder() {
        var log: [Int] = []
        do {
            let bag = DisposeBag()
            Disposables.create { log.append(1) }.disposed(by: bag)
            bag.insert(Disposables.create { log.append(2) }, Disposables.create { log.append(3) })
            bag.insert {
                Disposables.create { log.append(4) }
            }
            _ = DisposeBag {
                Disposables.create { log.append(0) }
            }
            XCTAssertEqual(log, [0])
        }
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
    }

    func testBooleanDisposable() {
        let boolean = BooleanDisposable()
        XCTAssertFalse(boolean.isDisposed)
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(BooleanDisposable.BooleanDisposableTrue.isDisposed)
    }

    func testScheduledDisposableDisposesOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { disposedAt = scheduler.clock })
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.start()
        XCTAssertEqual(disposedAt, 101)
        XCTAssertTrue(scheduled.isDisposed)
    }
}
