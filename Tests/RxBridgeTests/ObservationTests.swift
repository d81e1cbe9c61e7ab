import XCTest
import Foundation
import Observation
import RxBridge
import ReactiveTesting

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class Model: ReactiveCompatible {
    var count = 0
    var name = "a"
    var child: Child? = nil
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class Child {
    var title = "t"
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservationTests: ReactiveTestCase {
    #if !canImport(Darwin)
    func testEmitsTheCurrentValueThenEachChange() {
        let model = Model()
        var values: [Int] = []
        let subscription = model.rx.observe(\.count).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [0])
        model.count = 1
        model.count = 2
        XCTAssertEqual(values, [0, 1, 2])
        model.name = "b"
        XCTAssertEqual(values, [0, 1, 2], "a change of another property is not reported")
        subscription.dispose()
        model.count = 3
        XCTAssertEqual(values, [0, 1, 2])
    }

    func testNestedKeyPathFollowsEveryPropertyItReads() {
        let model = Model()
        let child = Child()
        var titles: [String?] = []
        let subscription = model.rx.observe(\.child?.title).subscribe(onNext: { titles.append($0) })
        model.child = child
        child.title = "u"
        XCTAssertEqual(titles, [nil, "t", "u"])
        subscription.dispose()
    }

    func testCompletesWhenTheObjectIsDeallocated() {
        var model: Model? = Model()
        var events: [String] = []
        let subscription = model!.rx.observe(\.count).subscribe(
            onNext: { events.append("next \($0)") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") }
        )
        model!.count = 5
        model = nil
        XCTAssertEqual(events, ["next 0", "next 5", "completed", "disposed"])
        subscription.dispose()
    }

    func testDeliversOnTheThreadThatMadeTheChange() {
        let model = Model()
        let delivered = expectation(description: "delivered on the changing thread")
        let changingThread = Locked<Thread?>(nil)
        let subscription = model.rx.observe(\.count).subscribe(onNext: { value in
            guard value == 1 else { return }
            XCTAssertTrue(changingThread.withLock { $0 } === Thread.current)
            delivered.fulfill()
        })
        let box = UncheckedSendable(model)
        let thread = Thread {
            changingThread.withLock { $0 = Thread.current }
            box.value.count = 1
        }
        thread.start()
        wait(for: [delivered], timeout: 5)
        subscription.dispose()
    }

    func testReentrantChangeFromTheObserver() {
        let model = Model()
        var values: [Int] = []
        let subscription = model.rx.observe(\.count).subscribe(onNext: { value in
            values.append(value)
            if value == 1 { model.count = 2 }
        })
        model.count = 1
        XCTAssertEqual(values, [0, 1, 2])
        subscription.dispose()
    }
    #endif

    /// What both platforms give (each value arrives; on Apple platforms a change arrives
    /// later, on the main queue, so this test waits for it; the synchronous tests above
    /// are Linux's).
    func testTheCurrentValueAtOnceThenTheChangeOnEveryPlatform() {
        let model = Model()
        var values: [Int] = []
        let changed = expectation(description: "the change arrives")
        let subscription = model.rx.observe(\.count).subscribe(onNext: { value in
            values.append(value)
            if value == 1 { changed.fulfill() }
        })
        XCTAssertEqual(values, [0], "the current value is sent when subscribing")
        model.count = 1
        wait(for: [changed], timeout: 5)
        XCTAssertEqual(values, [0, 1])
        subscription.dispose()
        model.count = 2
        let settled = expectation(description: "the main queue has run")
        DispatchQueue.main.async { settled.fulfill() }
        wait(for: [settled], timeout: 5)
        XCTAssertEqual(values, [0, 1], "nothing after disposal")
    }

    func testSubscribingAfterDeallocationCompletes() {
        var model: Model? = Model()
        let observable = model!.rx.observe(\.count)
        model = nil
        var completed = false
        _ = observable.subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }
}
