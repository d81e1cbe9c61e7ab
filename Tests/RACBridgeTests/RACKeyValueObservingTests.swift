import XCTest
import Foundation
import ReactiveCore
import RACBridge
import ReactiveTesting

/// ReactiveObjC's KVO signals and channel (`RACObserve`/`rac_values(forKeyPath:observer:)`,
/// `RACKVOChannel`, `RACChannelTo`) as the package builders make them, over the fake
/// object model: on Apple platforms the public API passes KVO to the same builders.
final class RACKeyValueObservingTests: ReactiveTestCase {
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

    private func values(_ object: AnyObject, _ keyPath: String, observer: AnyObject? = nil) -> RACSignal<String?> {
        RACKeyValueObserving.values(system, object, RACKeyValueObserving.keys(keyPath), observer: observer,
                                    RACKeyValueObserving.cast)
    }

    private func channel(_ target: FakeKeyValueObject, _ keyPath: String, nilValue: Any? = nil) -> RACKVOChannel<FakeKeyValueObject, String?> {
        RACKVOChannel(system: system, target: target, keys: RACKeyValueObserving.keys(keyPath), nilValue: nilValue,
                      cast: RACKeyValueObserving.cast)
    }

    /// Runs `body` with a current RAC scheduler, as on the main thread.
    private func synchronously<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        RACTestScheduler().performAsCurrentScheduler { result = body() }
        return result!
    }

    // MARK: RACObserve / rac_values(forKeyPath:observer:)

    func testValuesAreTheCurrentOneThenEachChangeSynchronously() {
        let model = object("model", ["name": "a"])
        var names: [String?] = []
        let subscription = synchronously { values(model, "name").subscribeNext { names.append($0) } }
        XCTAssertEqual(names, ["a"])
        model["name"] = "b"
        XCTAssertEqual(names, ["a", "b"], "before the setter returns")
        model["name"] = nil
        XCTAssertEqual(names, ["a", "b", nil])
        subscription.dispose()
        XCTAssertEqual(model.observerCount, 0)
    }

    func testValuesCompleteWhenTheTargetOrTheObserverGoes() {
        var target: FakeKeyValueObject? = object("target", ["name": "a"])
        weak let weakTarget = target
        var events: [String] = []
        let first = synchronously {
            values(target!, "name").subscribeNext({ events.append($0 ?? "nil") }, completed: { events.append("completed") })
        }
        target = nil
        XCTAssertNil(weakTarget, "the target is not retained")
        XCTAssertEqual(events, ["a", "completed"])
        first.dispose()

        let model = object("model", ["name": "a"])
        var observer: FakeKeyValueObject? = object("observer")
        var observed: [String] = []
        let second = synchronously {
            values(model, "name", observer: observer).subscribeNext({ observed.append($0 ?? "nil") },
                                                                   completed: { observed.append("completed") })
        }
        observer = nil
        model["name"] = "b"
        XCTAssertEqual(observed, ["a", "completed"], "RACObserve(TARGET, KEYPATH) ends with self, its observer")
        XCTAssertEqual(model.observerCount, 0)
        second.dispose()
    }

    func testValuesFollowTheKeyPathAndAWeakValuesDeallocation() {
        let model = object("model", weakKeys: ["owner"])
        var owner: FakeKeyValueObject? = object("owner", ["name": "o"])
        model["owner"] = owner
        var names: [String?] = []
        let subscription = synchronously { values(model, "owner.name").subscribeNext { names.append($0) } }
        owner!["name"] = "p"
        owner = nil
        let next = object("next", ["name": "n"])
        model["owner"] = next
        XCTAssertEqual(names, ["o", "p", nil, "n"])
        subscription.dispose()
    }

    // MARK: RACKVOChannel

    func testChannelSendsTheCurrentValueThenOthersChangesButNotItsOwn() {
        let model = object("model", ["name": "a"])
        let channel = channel(model, "name")
        var following: [String?] = []
        channel.followingTerminal.subscribeNext { following.append($0) }
        XCTAssertEqual(following, ["a"])
        channel.followingTerminal.sendNext("mine")
        XCTAssertEqual(model["name"] as? String, "mine", "a value sent in sets the property")
        XCTAssertEqual(following, ["a"], "and is not echoed back")
        model["name"] = "theirs"
        XCTAssertEqual(following, ["a", "theirs"])
        channel.followingTerminal.sendCompleted()
        XCTAssertEqual(model.observerCount, 0, "a completed channel stops observing")
    }

    func testChannelWritesNilValueForNil() {
        let model = object("model", ["count": 3])
        let channel = RACKVOChannel<FakeKeyValueObject, Int?>(system: system, target: model, keys: ["count"], nilValue: 0,
                                                              cast: RACKeyValueObserving.cast)
        var counts: [Int?] = []
        channel.followingTerminal.subscribeNext { counts.append($0) }
        channel.followingTerminal.sendNext(nil)
        XCTAssertEqual(counts, [3])
        XCTAssertEqual(model["count"] as? Int, 0, "RAC: x ?: nilValue")
        channel.followingTerminal.sendCompleted()
    }

    func testChannelOnAKeyPathSetsTheCurrentObjectsPropertyAndSendsReplacements() {
        let first = object("first", ["name": "1"])
        let model = object("model", ["team": first])
        let channel = channel(model, "team.name")
        var following: [String?] = []
        channel.followingTerminal.subscribeNext { following.append($0) }
        channel.followingTerminal.sendNext("set")
        XCTAssertEqual(first["name"] as? String, "set")
        model["team"] = object("second", ["name": "2"])
        XCTAssertEqual(following, ["1", "2"], "an intermediate replacement is sent")
        model["team"] = nil
        channel.followingTerminal.sendNext("lost")
        XCTAssertNil(model["name"], "nothing is set when an object on the path is nil")
        channel.followingTerminal.sendCompleted()
    }

    func testChannelCompletesAndGoesAwayWithItsTarget() {
        var model: FakeKeyValueObject? = object("model", ["name": "a"])
        weak var weakChannel: RACKVOChannel<FakeKeyValueObject, String?>?
        var ends: [String] = []
        do {
            let made = channel(model!, "name")
            weakChannel = made
            made.leadingTerminal.subscribeCompleted { ends.append("leading") }
            made.followingTerminal.subscribeCompleted { ends.append("following") }
        }
        XCTAssertNotNil(weakChannel, "the channel lives as long as its target")
        model = nil
        XCTAssertEqual(Set(ends), ["leading", "following"])
        XCTAssertNil(weakChannel)
    }

    func testBoundChannelsStayInSyncWithoutLooping() {
        let a = object("a", ["name": "a"]), b = object("b", ["name": "b"])
        var changesOfA = 0
        let observation = synchronously { values(a, "name").subscribeNext { _ in changesOfA += 1 } }
        let binding = channel(a, "name").followingTerminal.bind(to: channel(b, "name").followingTerminal)
        XCTAssertEqual(a["name"] as? String, "b", "the bound-to side's value at the start")
        changesOfA = 0
        b["name"] = "two"
        XCTAssertEqual(a["name"] as? String, "two")
        a["name"] = "three"
        XCTAssertEqual(b["name"] as? String, "three")
        XCTAssertEqual(changesOfA, 2, "each change of a once: nothing echoes back")
        binding.dispose()
        observation.dispose()
    }
}
