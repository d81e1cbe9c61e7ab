import XCTest
import Foundation
import Observation
import RACBridge
import ReactiveTesting

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class Form {
    var username = ""
    var password = ""
    var detail: Detail? = nil
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class Detail {
    var note = "n"
}

private final class Label {
    var text = ""
    var enabled = false
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class RACObserveTests: ReactiveTestCase {
    #if !canImport(Darwin)
    func testObservesTheCurrentValueThenEachChange() {
        let form = Form()
        var values: [String] = []
        let subscription = synchronously { RACObserve(form, \.username).subscribeNext { values.append($0) } }
        XCTAssertEqual(values, [""])
        form.username = "a"
        form.password = "secret"
        form.username = "ab"
        XCTAssertEqual(values, ["", "a", "ab"], "another property's change is not reported")
        subscription.dispose()
        form.username = "abc"
        XCTAssertEqual(values, ["", "a", "ab"])
    }

    func testFollowsEveryPropertyANestedKeyPathReads() {
        let form = Form()
        let detail = Detail()
        var notes: [String?] = []
        let subscription = synchronously { RACObserve(form, \.detail?.note).subscribeNext { notes.append($0) } }
        form.detail = detail
        detail.note = "m"
        XCTAssertEqual(notes, [nil, "n", "m"])
        subscription.dispose()
    }

    func testCompletesWhenTheObjectIsDeallocated() {
        var form: Form? = Form()
        var events: [String] = []
        let subscription = synchronously {
            RACObserve(form!, \.username).subscribeNext({ events.append("next \($0)") }, completed: { events.append("completed") })
        }
        form!.username = "x"
        form = nil
        XCTAssertEqual(events, ["next ", "next x", "completed"])
        subscription.dispose()
    }

    func testSubscriptionWithoutCurrentSchedulerRunsInTheBackground() {
        let form = Form()
        let received = expectation(description: "the first value arrives from the background scheduler")
        let box = UncheckedSendable(form)
        let subscription = Locked<RACDisposable?>(nil)
        let thread = Thread {
            XCTAssertNil(RACScheduler.current())
            let disposable = RACObserve(box.value, \.username).subscribeNext { _ in received.fulfill() }
            subscription.withLock { $0 = disposable }
        }
        thread.start()
        wait(for: [received], timeout: 5)
        subscription.withLock { $0 }?.dispose()
    }

    func testObservedValuesBindToAnotherObject() {
        let form = Form()
        let label = Label()
        let binding = synchronously {
            RACObserve(form, \.username).map { $0.uppercased() }.setKeyPath(\.text, on: label)
        }
        form.username = "ann"
        XCTAssertEqual(label.text, "ANN")
        binding.dispose()
        form.username = "bob"
        XCTAssertEqual(label.text, "ANN")
    }
    #endif

    /// What both platforms give (each value arrives; on Apple platforms a change arrives
    /// later, on the main queue, so this test waits for it; the synchronous tests above
    /// are Linux's).
    func testTheCurrentValueAtOnceThenTheChangeOnEveryPlatform() {
        let form = Form()
        var values: [String] = []
        let changed = expectation(description: "the change arrives")
        let subscription = synchronously {
            RACObserve(form, \.username).subscribeNext { value in
                values.append(value)
                if value == "a" { changed.fulfill() }
            }
        }
        XCTAssertEqual(values, [""], "the current value is sent when subscribing")
        form.username = "a"
        wait(for: [changed], timeout: 5)
        XCTAssertEqual(values, ["", "a"])
        subscription.dispose()
        form.username = "b"
        let settled = expectation(description: "the main queue has run")
        DispatchQueue.main.async { settled.fulfill() }
        wait(for: [settled], timeout: 5)
        XCTAssertEqual(values, ["", "a"], "nothing after disposal")
    }

    // MARK: setKeyPath

    func testSetKeyPathSetsEachValueUntilDisposed() {
        let subject = RACSubject<Bool>()
        let label = Label()
        let binding = subject.setKeyPath(\.enabled, on: label)
        subject.sendNext(true)
        XCTAssertTrue(label.enabled)
        subject.sendNext(false)
        XCTAssertFalse(label.enabled)
        binding.dispose()
        XCTAssertTrue(binding.isDisposed)
        subject.sendNext(true)
        XCTAssertFalse(label.enabled)
    }

    func testSetKeyPathEndsWhenTheSignalCompletes() {
        let subject = RACSubject<String>()
        let label = Label()
        let binding = subject.setKeyPath(\.text, on: label)
        subject.sendNext("a")
        subject.sendCompleted()
        XCTAssertTrue(binding.isDisposed)
        XCTAssertEqual(label.text, "a")
    }

    func testSetKeyPathEndsAtTheFirstValueAfterTheObjectIsGone() {
        let subject = RACSubject<String>()
        var label: Label? = Label()
        let labelIsReleased = { [weak label] in label == nil }
        let binding = subject.setKeyPath(\.text, on: label!)
        label = nil
        XCTAssertTrue(labelIsReleased(), "the binding holds the object weakly")
        XCTAssertFalse(binding.isDisposed)
        subject.sendNext("a")
        XCTAssertTrue(binding.isDisposed)
    }

    func testSetKeyPathEndsWithALifetime() {
        let subject = RACSubject<String>()
        let label = Label()
        var lifetime: RACLifetime? = RACLifetime()
        let binding = subject.setKeyPath(\.text, on: label)
        lifetime!.deallocDisposable.add(binding)
        subject.sendNext("a")
        lifetime = nil
        XCTAssertTrue(binding.isDisposed)
        subject.sendNext("b")
        XCTAssertEqual(label.text, "a")
    }

    // MARK: RACLifetime

    func testLifetimeEndedCompletesAtDeinitAndForLateSubscribers() {
        var lifetime: RACLifetime? = RACLifetime()
        let ended = lifetime!.ended
        var events: [String] = []
        ended.subscribeNext({ _ in events.append("next") }, completed: { events.append("early completed") })
        XCTAssertEqual(events, [])
        lifetime = nil
        XCTAssertEqual(events, ["early completed"])
        ended.subscribeCompleted { events.append("late completed") }
        XCTAssertEqual(events, ["early completed", "late completed"])
    }

    func testLifetimeEndsAnExplicitSubscription() {
        let subject = RACSubject<Int>()
        var values: [Int] = []
        var lifetime: RACLifetime? = RACLifetime()
        let subscription = subject.subscribeNext { values.append($0) }
        lifetime!.ended.subscribeCompleted { subscription.dispose() }
        subject.sendNext(1)
        lifetime = nil
        subject.sendNext(2)
        XCTAssertEqual(values, [1])
    }

    private func synchronously<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        RACTestScheduler().performAsCurrentScheduler { result = body() }
        return result!
    }
}
