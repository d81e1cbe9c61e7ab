import XCTest
import Foundation
import ReactiveCore
import RxBridge
import ReactiveTesting

/// RxCocoa's KVO sequences (`rx.observe(_:_:options:retainSelf:)`, `rx.observeWeakly`,
/// `rx.observe(_:options:)`, `rx.deallocated`) as `RxKeyValueObserving` builds them, over
/// the fake object model: on Apple platforms the public API passes KVO to the same
/// builders, so these are the rules an app relies on, tested where KVO does not exist.
final class KeyValueObservingTests: ReactiveTestCase {
    private let system = FakeKeyValueSystem()
    private var kvoLog = FakeKeyValueLog()

    override func setUp() {
        super.setUp()
        kvoLog = FakeKeyValueLog()
    }

    override func tearDown() {
        XCTAssertEqual(kvoLog.problems, [], "what KVO would raise on or crash from")
        super.tearDown()
    }

    private func object(_ name: String, weakKeys: Set<String> = [], _ values: [String: Any] = [:]) -> FakeKeyValueObject {
        FakeKeyValueObject(name, log: kvoLog, weakKeys: weakKeys, values: values)
    }

    /// `rx.observe(type, keyPath, options:, retainSelf:)` with the fake system.
    private func observe<Element>(_ type: Element.Type, _ object: AnyObject, _ keyPath: String,
                                  initial: Bool = true, new: Bool = true, retainSelf: Bool = true) -> Observable<Element?> {
        RxKeyValueObserving.observe(system, object, RxKeyValueObserving.keys(keyPath), initial: initial, new: new,
                                    retainSelf: retainSelf, as: type)
    }

    func testObserveSendsTheCurrentValueThenEachChangeAsOptionals() {
        let model = object("model", ["name": "a", "count": 1])
        var names: [String?] = []
        let subscription = observe(String.self, model, "name").subscribe(onNext: { names.append($0) })
        XCTAssertEqual(names, ["a"], "the current value, before subscribe returns")
        model["name"] = "b"
        model["name"] = nil
        model["name"] = NSNull()
        model["name"] = 3
        XCTAssertEqual(names, ["a", "b", nil, nil, nil], "nil, NSNull and a value of another type are nil")
        subscription.dispose()
        XCTAssertEqual(model.observerCount, 0)
    }

    func testObserveOptionsAsInRxCocoa() {
        let model = object("model", ["name": "a"])
        var withoutInitial: [String?] = [], withoutNew: [String?] = []
        let first = observe(String.self, model, "name", initial: false).subscribe(onNext: { withoutInitial.append($0) })
        let second = observe(String.self, model, "name", new: false).subscribe(onNext: { withoutNew.append($0) })
        model["name"] = "b"
        XCTAssertEqual(withoutInitial, ["b"], "[.new]: only changes")
        XCTAssertEqual(withoutNew, [nil, nil], "[.initial]: every notification, without its value (RxCocoa reads the change's new value)")
        first.dispose()
        second.dispose()
    }

    func testObserveRetainsTheObjectByDefault() {
        var model: FakeKeyValueObject? = object("model", ["name": "a"])
        weak let weakModel = model
        var observable: Observable<String?>? = observe(String.self, model!, "name")
        model = nil
        XCTAssertNotNil(weakModel, "retainSelf: the observable keeps the object")
        var names: [String?] = []
        var completed = false
        let subscription = observable!.subscribe(onNext: { names.append($0) }, onCompleted: { completed = true })
        observable = nil
        weakModel?["name"] = "b"
        XCTAssertEqual(names, ["a", "b"])
        subscription.dispose()
        XCTAssertNil(weakModel, "released with the last subscription and the observable")
        XCTAssertFalse(completed)
    }

    func testObserveWithoutRetainingStopsSilentlyWhenTheObjectGoes() {
        var model: FakeKeyValueObject? = object("model", ["name": "a"])
        var events: [String] = []
        let subscription = observe(String.self, model!, "name", retainSelf: false)
            .subscribe(onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
        model = nil
        XCTAssertEqual(events, ["a"], "RxCocoa's observe neither completes nor fails; its registration is removed")
        subscription.dispose()
    }

    func testObserveFollowsAKeyPathThroughReplacedObjects() {
        let first = object("first", ["score": 1])
        let model = object("model", ["team": first])
        var scores: [Int?] = []
        let subscription = observe(Int.self, model, "self.team.score").subscribe(onNext: { scores.append($0) })
        first["score"] = 2
        model["team"] = object("second", ["score": 10])
        first["score"] = 3
        XCTAssertEqual(scores, [1, 2, 10], "a leading self is dropped; the replaced object is no longer observed")
        subscription.dispose()
    }

    func testObserveWeaklySendsNilAndCompletesWhenTheObjectGoes() {
        var model: FakeKeyValueObject? = object("model", ["name": "a"])
        weak let weakModel = model
        var events: [String] = []
        let subscription = RxKeyValueObserving.observeWeakly(system, model!, ["name"], initial: true, new: true, as: String.self)
            .subscribe(onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
        model = nil
        XCTAssertNil(weakModel, "observeWeakly retains nothing")
        XCTAssertEqual(events, ["a", "nil", "completed"])
        subscription.dispose()
    }

    func testObserveWeaklySeesAWeakPropertysValueGo() {
        let model = object("model", weakKeys: ["delegate"])
        var delegate: FakeKeyValueObject? = object("delegate", ["title": "d"])
        model["delegate"] = delegate
        var titles: [String?] = []
        let subscription = RxKeyValueObserving.observeWeakly(system, model, ["delegate", "title"], initial: true, new: true, as: String.self)
            .subscribe(onNext: { titles.append($0) })
        delegate!["title"] = "e"
        delegate = nil
        XCTAssertEqual(titles, ["d", "e", nil], "the weak reference zeroing is a change to nil")
        subscription.dispose()
    }

    func testObserveWeaklyWithoutInitialSendsOnlyChanges() {
        let model = object("model", ["name": "a"])
        var names: [String?] = []
        let subscription = RxKeyValueObserving.observeWeakly(system, model, ["name"], initial: false, new: true, as: String.self)
            .subscribe(onNext: { names.append($0) })
        model["name"] = "b"
        XCTAssertEqual(names, ["b"])
        subscription.dispose()
    }

    func testTypedObserveCompletesWhenTheObjectGoesAndKeepsOptionals() {
        var model: FakeKeyValueObject? = object("model", ["nickname": "n"])
        var events: [String] = []
        let subscription = RxKeyValueObserving.observe(system, model!, "nickname", initial: true, as: String?.self)
            .subscribe(onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
        model!["nickname"] = nil
        model = nil
        XCTAssertEqual(events, ["n", "nil", "completed"], "RxCocoa: take(until: rx.deallocated)")
        subscription.dispose()
    }

    func testDeallocatedSendsOnceThenCompletes() {
        var model: FakeKeyValueObject? = object("model")
        let deallocated = RxKeyValueObserving.deallocated(model!.deallocationWitness)
        var events: [String] = []
        let subscription = deallocated.subscribe(onNext: { events.append("()") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, [])
        model = nil
        XCTAssertEqual(events, ["()", "completed"])
        subscription.dispose()
        var late: [String] = []
        _ = deallocated.subscribe(onNext: { late.append("()") }, onCompleted: { late.append("completed") })
        XCTAssertEqual(late, ["()", "completed"], "a subscription after the deallocation gets it at once")
    }

    func testARawRepresentableIsMadeFromItsRawValue() {
        enum State: Int { case idle, running }
        let model = object("model", ["state": NSNumber(value: 1)])
        var states: [State?] = []
        let subscription = RxKeyValueObserving.observe(system, model, ["state"], initial: true, new: true, retainSelf: false,
                                                       raw: State.self)
            .subscribe(onNext: { states.append($0) })
        model["state"] = 0
        model["state"] = 7
        XCTAssertEqual(states, [.running, .idle, nil], "RxCocoa's RawRepresentable overload: through the raw value")
        subscription.dispose()
    }

    func testKeysOfAStringKeyPath() {
        XCTAssertEqual(RxKeyValueObserving.keys("a"), ["a"])
        XCTAssertEqual(RxKeyValueObserving.keys("self.a.b"), ["a", "b"])
    }
}
