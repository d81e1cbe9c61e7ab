import XCTest
import Foundation
import Dispatch
import ReactiveCore
import RxBridge
import ReactiveTesting

/// A stand-in for a UIKit/AppKit control: a target–action list the bindings attach to,
/// a value, and a deallocation witness (what an associated object is on Apple platforms).
/// Touched on the main thread only, except where a test says otherwise.
private final class FakeControl: @unchecked Sendable {
    let witness = DeallocationWitness()
    var value: String?
    var writes: [String?] = []
    var attachCount = 0
    var detachedOnMainThread: [Bool] = []
    private var handlers: [Int: () -> Void] = [:]
    private var nextID = 0

    init(value: String? = nil) { self.value = value }

    var handlerCount: Int { handlers.count }

    /// The control sends its action (a tap, an edit).
    func fire() {
        for id in handlers.keys.sorted() { handlers[id]?() }
    }

    /// As the glue attaches an `ActionReceiver`: add a handler, return what removes it.
    static func attach(_ control: FakeControl, _ handler: @escaping () -> Void) -> () -> Void {
        control.attachCount += 1
        control.nextID += 1
        let id = control.nextID
        control.handlers[id] = handler
        return { [weak control] in
            control?.detachedOnMainThread.append(Thread.isMainThread)
            control?.handlers[id] = nil
        }
    }

    var deallocated: Observable<Void> { RxKeyValueObserving.deallocated(witness) }
}

/// The platform-free rules of RxCocoa's UIKit/AppKit control bindings (ControlBindings),
/// which the UIKit and AppKit glue only attaches to target–action: the control property
/// (current value, then after each event), control events, completion at deallocation,
/// removal of the registration on the main thread, main-thread binders, single-slot
/// sharing, and the text rule.
final class ControlBindingsTests: ReactiveTestCase {
    // MARK: events (controlEvent, rx.tap, gesture rx.event)

    func testEventsSendOnEachActionAndRemoveTheRegistrationOnDispose() {
        let control = FakeControl()
        var received = 0
        let subscription = ControlBindings.events(of: control, deallocated: control.deallocated,
                                                  attach: FakeControl.attach) { _ in () }
            .subscribe(onNext: { received += 1 })
        XCTAssertEqual(control.handlerCount, 1, "subscribing registers one target–action")
        control.fire()
        control.fire()
        XCTAssertEqual(received, 2)
        subscription.dispose()
        XCTAssertEqual(control.handlerCount, 0, "disposing removes it")
        XCTAssertEqual(control.detachedOnMainThread, [true])
        control.fire()
        XCTAssertEqual(received, 2)
    }

    func testEventsSendTheElementReadFromTheControl() {
        let control = FakeControl(value: "recognizer")
        var received: [String?] = []
        let subscription = ControlBindings.events(of: control, deallocated: control.deallocated,
                                                  attach: FakeControl.attach) { $0.value }
            .subscribe(onNext: { received.append($0) })
        control.fire()
        control.value = "changed"
        control.fire()
        XCTAssertEqual(received, ["recognizer", "changed"])
        subscription.dispose()
    }

    func testEventsCompleteWhenTheControlIsDeallocated() {
        var control: FakeControl? = FakeControl()
        var events: [String] = []
        let subscription = ControlBindings.events(of: control!, deallocated: control!.deallocated,
                                                  attach: FakeControl.attach) { _ in () }
            .subscribe(onNext: { events.append("next") }, onCompleted: { events.append("completed") })
        control?.fire()
        control = nil
        XCTAssertEqual(events, ["next", "completed"])
        subscription.dispose()
    }

    func testEventsCompleteAtOnceWhenTheControlIsAlreadyGone() {
        var control: FakeControl? = FakeControl()
        let events = ControlBindings.events(of: control!, deallocated: control!.deallocated,
                                            attach: FakeControl.attach) { _ in () }
        control = nil
        var completed = false
        _ = events.subscribe(onNext: { XCTFail("no element") }, onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    func testEachSubscriptionRegistersItsOwnTargetAction() {
        let control = FakeControl()
        let events = ControlBindings.events(of: control, deallocated: control.deallocated,
                                            attach: FakeControl.attach) { _ in () }
        var first = 0, second = 0
        let a = events.subscribe(onNext: { first += 1 })
        let b = events.subscribe(onNext: { second += 1 })
        XCTAssertEqual(control.handlerCount, 2)
        control.fire()
        a.dispose()
        control.fire()
        XCTAssertEqual([first, second], [1, 2])
        b.dispose()
        XCTAssertEqual(control.handlerCount, 0)
    }

    /// Disposed on another thread, the registration is removed on the main thread (UIKit's
    /// `removeTarget` is main-actor only).
    func testTheRegistrationIsRemovedOnTheMainThreadWhenDisposedElsewhere() {
        let control = FakeControl()
        let subscription = SharedValue<Disposable?>(
            ControlBindings.events(of: control, deallocated: control.deallocated, attach: FakeControl.attach) { _ in () }
                .subscribe())
        let disposed = expectation(description: "disposed off the main thread")
        DispatchQueue.global().async {
            subscription.value?.dispose()
            disposed.fulfill()
        }
        wait(for: [disposed], timeout: 5)
        let deadline = Date().addingTimeInterval(5)
        while control.handlerCount != 0, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(control.handlerCount, 0)
        XCTAssertEqual(control.detachedOnMainThread, [true])
    }

    /// A `ControlEvent` over the events subscribes on the main thread, so the glue's
    /// `addTarget` runs there even when the subscriber is on another thread.
    func testAControlEventAttachesOnTheMainThread() {
        let control = FakeControl()
        let attachedOnMain = SharedValue<Bool?>(nil)
        let attach: ControlBindings.Attach<FakeControl> = { control, handler in
            attachedOnMain.value = Thread.isMainThread
            return FakeControl.attach(control, handler)
        }
        let event = SharedValue(ControlEvent(events: ControlBindings.events(of: control, deallocated: control.deallocated,
                                                                              attach: attach) { _ in () }))
        let subscription = SharedValue<Disposable?>(nil)
        let subscribed = expectation(description: "subscribed")
        DispatchQueue.global().async {
            subscription.value = event.value.subscribe()
            subscribed.fulfill()
        }
        wait(for: [subscribed], timeout: 5)
        let deadline = Date().addingTimeInterval(5)
        while attachedOnMain.value == nil, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(attachedOnMain.value, true)
        subscription.value?.dispose()
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
    }

    // MARK: values and property (controlProperty, rx.text, rx.value, rx.isOn…)

    func testValuesStartWithTheCurrentValueThenReadItAfterEachAction() {
        let control = FakeControl(value: "a")
        var received: [String?] = []
        let subscription = ControlBindings.values(of: control, deallocated: control.deallocated,
                                                  attach: FakeControl.attach) { $0.value }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["a"], "the current value at subscription")
        control.value = "ab"
        XCTAssertEqual(received, ["a"], "a change without its event is not seen")
        control.fire()
        control.value = nil
        control.fire()
        XCTAssertEqual(received, ["a", "ab", nil])
        subscription.dispose()
        XCTAssertEqual(control.handlerCount, 0)
    }

    func testValuesCompleteWhenTheControlIsDeallocated() {
        var control: FakeControl? = FakeControl(value: "a")
        var events: [String] = []
        let subscription = ControlBindings.values(of: control!, deallocated: control!.deallocated,
                                                  attach: FakeControl.attach) { $0.value }
            .subscribe(onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
        control = nil
        XCTAssertEqual(events, ["a", "completed"])
        subscription.dispose()
    }

    func testThePropertyWritesThroughAMainThreadBinderWhileTheControlLives() {
        var control: FakeControl? = FakeControl(value: "a")
        let wroteOnMain = SharedValue<[Bool]>([])
        let property = ControlBindings.property(of: control!, deallocated: control!.deallocated,
                                                attach: FakeControl.attach, getter: { $0.value }) { control, value in
            wroteOnMain.value.append(Thread.isMainThread)
            control.writes.append(value)
        }
        let sent = expectation(description: "sent from another thread")
        let sink = SharedValue(property)
        DispatchQueue.global().async {
            sink.value.onNext("from a queue")
            sent.fulfill()
        }
        wait(for: [sent], timeout: 5)
        let deadline = Date().addingTimeInterval(5)
        while control?.writes.isEmpty == true, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(control?.writes, ["from a queue"])
        XCTAssertEqual(wroteOnMain.value, [true], "binders write on the main thread")
        control = nil
        property.onNext("after deallocation") // dropped: the binder holds the control weakly
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(wroteOnMain.value, [true])
    }

    /// `textField.rx.text.orEmpty` over the property: nil reads as "", a string writes.
    func testOrEmptyOverAControlProperty() {
        let control = FakeControl(value: nil)
        let property = ControlBindings.property(of: control, deallocated: control.deallocated,
                                                attach: FakeControl.attach, getter: { $0.value }) { control, value in
            control.writes.append(value)
        }
        var received: [String] = []
        let subscription = property.orEmpty.subscribe(onNext: { received.append($0) })
        control.value = "x"
        control.fire()
        XCTAssertEqual(received, ["", "x"])
        property.orEmpty.onNext("typed")
        XCTAssertEqual(control.writes, ["typed"], "on the main thread, the binder writes at once")
        subscription.dispose()
    }

    func testTextIsWrittenOnlyWhenItDiffers() {
        var writes: [String?] = []
        ControlBindings.write("same", ifDifferentFrom: "same") { writes.append($0) }
        ControlBindings.write("new", ifDifferentFrom: "old") { writes.append($0) }
        ControlBindings.write(nil, ifDifferentFrom: "old") { writes.append($0) }
        ControlBindings.write(String?.none, ifDifferentFrom: nil) { writes.append($0) }
        XCTAssertEqual(writes, ["new", nil])
    }

    // MARK: single-slot controls (bar button items, AppKit controls)

    func testSharedEventsRegisterOnceForAllSubscribersAndLeaveWithTheLast() {
        let control = FakeControl()
        let events = ControlBindings.sharedEvents(of: control, deallocated: control.deallocated, attach: FakeControl.attach)
        var first = 0, second = 0
        let a = events.subscribe(onNext: { first += 1 })
        let b = events.subscribe(onNext: { second += 1 })
        XCTAssertEqual(control.attachCount, 1, "one target–action slot, taken once")
        control.fire()
        a.dispose()
        XCTAssertEqual(control.handlerCount, 1, "kept while a subscriber remains")
        control.fire()
        b.dispose()
        XCTAssertEqual(control.handlerCount, 0, "cleared when the last one leaves")
        XCTAssertEqual([first, second], [1, 2])
    }

    func testSharedValuesReadTheCurrentValueForEachSubscriber() {
        let control = FakeControl(value: "a")
        let trigger = ControlBindings.sharedEvents(of: control, deallocated: control.deallocated, attach: FakeControl.attach)
        let values = ControlBindings.sharedValues(of: control, trigger: trigger) { $0.value }
        var first: [String?] = [], second: [String?] = []
        let a = values.subscribe(onNext: { first.append($0) })
        control.value = "b"
        let b = values.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(control.attachCount, 1)
        control.value = "c"
        control.fire()
        XCTAssertEqual(first, ["a", "c"])
        XCTAssertEqual(second, ["b", "c"], "a later subscriber starts with the value at its subscription")
        a.dispose()
        b.dispose()
        XCTAssertEqual(control.handlerCount, 0)
    }

    func testSharedValuesCompleteWhenTheControlIsDeallocated() {
        var control: FakeControl? = FakeControl(value: "a")
        let trigger = ControlBindings.sharedEvents(of: control!, deallocated: control!.deallocated, attach: FakeControl.attach)
        var events: [String] = []
        let subscription = ControlBindings.sharedValues(of: control!, trigger: trigger) { $0.value }
            .subscribe(onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
        control = nil
        XCTAssertEqual(events, ["a", "completed"])
        subscription.dispose()
    }

    // MARK: notifications (UIApplication's lifecycle events, an AppKit text field's edits)

    func testNotificationEventsSendForEachPostByTheirObject() {
        let name = Notification.Name("ControlBindingsTests.edited")
        let field = FakeControl(), other = FakeControl()
        var fromField = 0, fromAnyone = 0
        let a = ControlBindings.notificationEvents(name, object: field).subscribe(onNext: { fromField += 1 })
        let b = ControlBindings.notificationEvents(name).subscribe(onNext: { fromAnyone += 1 })
        NotificationCenter.default.post(name: name, object: field)
        NotificationCenter.default.post(name: name, object: other)
        XCTAssertEqual(fromField, 1, "only the posts of its object")
        XCTAssertEqual(fromAnyone, 2)
        a.dispose()
        b.dispose()
        NotificationCenter.default.post(name: name, object: field)
        XCTAssertEqual(fromField, 1, "disposing removes the observer")
    }

    // MARK: toggling binders (isAnimating, isRefreshing)

    func testSwitchingCallsOnForTrueAndOffForFalseOnTheMainThread() {
        let control = FakeControl()
        let binder = ControlBindings.switching(control, on: { $0.writes.append("on") }, off: { $0.writes.append("off") })
        Observable.of(true, false, true).bind(to: binder).dispose()
        XCTAssertEqual(control.writes, ["on", "off", "on"])
    }

    func testOnMainActorRunsTheBodyAndReturnsItsValue() {
        XCTAssertEqual(ControlBindings.onMainActor { 42 }, 42)
        XCTAssertEqual(ControlBindings.onMainActor(with: "value") { $0 + "!" }, "value!")
    }
}
