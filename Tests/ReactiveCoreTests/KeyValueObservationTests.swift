import XCTest
import Foundation
@testable import ReactiveCore
import RxBridge
import ReactiveTesting

/// The key-value engine (KVO's rules, without KVO) against `FakeKeyValueObject`: what
/// Rx's `rx.observe`/`observeWeakly` and RAC's `RACObserve`/`RACKVOChannel` on an
/// `NSObject` rely on. Each test ends by checking the fake's log: no registration
/// removed twice or never made, no object deallocated with registrations left.
final class KeyValueObservationTests: ReactiveTestCase {
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

    private func observe(_ root: AnyObject, _ keyPath: String, _ options: KeyValueObservationOptions = .init(),
                         endsWith observer: AnyObject? = nil,
                         skipsChange: ((KeyValueChange) -> Bool)? = nil) -> Observable<String?> {
        Engine.observeKeyValues(system, root, keyPath.split(separator: ".").map(String.init), options: options,
                                endsWith: observer, skipsChange: skipsChange) { $0 as? String ?? ($0 as? FakeKeyValueObject)?.name }
    }

    /// Subscribes and records "v" for each value ("nil" for nil) and "|" for completion.
    private final class Recorder: @unchecked Sendable {
        private let entries = Locked<[String]>([])
        var events: [String] { entries.withLock { $0 } }
        func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    }

    private func record(_ observable: Observable<String?>, _ recorder: Recorder) -> Disposable {
        observable.subscribe(onNext: { recorder.record($0 ?? "nil") }, onCompleted: { recorder.record("|") })
    }

    // MARK: - Values

    func testTheCurrentValueComesFirstThenEachChangeSynchronously() {
        let model = object("model", ["name": "a"])
        let recorder = Recorder()
        let subscription = record(observe(model, "name"), recorder)
        XCTAssertEqual(recorder.events, ["a"], "the current value is sent before subscribe returns")
        model["name"] = "b"
        XCTAssertEqual(recorder.events, ["a", "b"], "a change is delivered before the setter returns")
        model["other"] = "x"
        XCTAssertEqual(recorder.events, ["a", "b"], "another key's change is not delivered")
        subscription.dispose()
        model["name"] = "c"
        XCTAssertEqual(recorder.events, ["a", "b"])
        XCTAssertEqual(model.observerCount, 0)
    }

    func testAChangeIsDeliveredOnTheThreadThatMadeIt() {
        let model = object("model", ["name": "a"])
        let threads = Locked<[Bool]>([])
        let subscription = observe(model, "name").subscribe(onNext: { _ in threads.withLock { $0.append(Thread.isMainThread) } })
        let done = expectation(description: "set on another thread")
        Thread {
            model["name"] = "b"
            XCTAssertEqual(threads.withLock { $0 }, [true, false], "delivered before the background setter returned, on its thread")
            done.fulfill()
        }.start()
        wait(for: [done], timeout: 5)
        subscription.dispose()
    }

    func testWithoutInitialOnlyChangesAreSent() {
        let model = object("model", ["name": "a"])
        let recorder = Recorder()
        let subscription = record(observe(model, "name", .init(initial: false)), recorder)
        XCTAssertEqual(recorder.events, [])
        model["name"] = "b"
        XCTAssertEqual(recorder.events, ["b"])
        subscription.dispose()
    }

    // MARK: - Registrations

    func testEachSubscriptionRegistersOnceAndDisposalRemovesItOnce() {
        let model = object("model", ["name": "a"])
        let observable = observe(model, "name")
        let first = observable.subscribe()
        let second = observable.subscribe()
        XCTAssertEqual(model.observerCount, 2)
        first.dispose()
        first.dispose()
        XCTAssertEqual(model.observerCount, 1)
        second.dispose()
        XCTAssertEqual(model.observerCount, 0)
        XCTAssertEqual(model.addedCount, 2)
        XCTAssertEqual(model.removedCount, 2)
    }

    func testDisposingFromInsideADeliveryRemovesTheRegistrationOnce() {
        let model = object("model", ["name": "a"])
        var received: [String?] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(observe(model, "name").subscribe(onNext: { value in
            received.append(value)
            if value == "b" { subscription.dispose() }
        }))
        model["name"] = "b"
        model["name"] = "c"
        XCTAssertEqual(received, ["a", "b"])
        XCTAssertEqual(model.observerCount, 0)
        XCTAssertEqual(model.removedCount, 1)
    }

    func testDisposingWhileOtherThreadsChangeTheKeyPathLeavesNoRegistration() {
        for _ in 0..<50 {
            let child = object("child", ["name": "0"])
            let model = object("model", ["child": child])
            let subscription = UncheckedSendable(observe(model, "child.name").subscribe())
            let log = kvoLog
            let group = DispatchGroup()
            for index in 0..<4 {
                DispatchQueue.global().async(group: group) {
                    for step in 0..<50 {
                        if index % 2 == 0 {
                            model["child"] = FakeKeyValueObject("child\(index)-\(step)", log: log, values: ["name": "\(step)"])
                        } else {
                            (model["child"] as? FakeKeyValueObject)?["name"] = "\(step)"
                        }
                    }
                }
            }
            DispatchQueue.global().async(group: group) { subscription.value.dispose() }
            XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(model.observerCount, 0)
            XCTAssertEqual(model.addedCount, model.removedCount)
        }
    }

    func testWeakValuesDyingWhileOtherThreadsReplaceThemLeaveNoRegistration() {
        for _ in 0..<30 {
            let model = object("model", weakKeys: ["child"])
            let log = kvoLog
            let kept = (0..<4).map { FakeKeyValueObject("kept\($0)", log: log, values: ["name": "k"]) }
            let subscription = UncheckedSendable(observe(model, "child.name").subscribe())
            let group = DispatchGroup()
            for index in 0..<4 {
                DispatchQueue.global().async(group: group) {
                    for step in 0..<40 {
                        if step % 3 == 0 {
                            model["child"] = kept[index]
                        } else {
                            // Only the weak property holds it: it dies right after the change.
                            model["child"] = FakeKeyValueObject("temp\(index)-\(step)", log: log, values: ["name": "\(step)"])
                        }
                    }
                }
            }
            DispatchQueue.global().async(group: group) { subscription.value.dispose() }
            XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(([model] + kept).map(\.observerCount), [0, 0, 0, 0, 0])
        }
    }

    // MARK: - Lifetime

    func testTheRootsDeallocationCompletesAndLeavesNoRegistration() {
        var model: FakeKeyValueObject? = object("model", ["name": "a"])
        let recorder = Recorder()
        let subscription = record(observe(model!, "name"), recorder)
        model!["name"] = "b"
        model = nil
        XCTAssertEqual(recorder.events, ["a", "b", "|"])
        subscription.dispose()
    }

    func testTheRootsDeallocationRemovesTheRegistrationsOnObjectsThatOutliveIt() {
        let child = object("child", ["name": "c"])
        var model: FakeKeyValueObject? = object("model", ["child": child])
        let recorder = Recorder()
        let subscription = record(observe(model!, "child.name"), recorder)
        XCTAssertEqual(child.observerCount, 1)
        model = nil
        XCTAssertEqual(recorder.events, ["c", "|"])
        XCTAssertEqual(child.observerCount, 0, "removed from the living child; the dying root's own was dropped (the log has no removal of it)")
        subscription.dispose()
    }

    func testTheRootsDeallocationCanSendNilFirstOrNothing() {
        var weakly: FakeKeyValueObject? = object("weakly", ["name": "a"])
        var silently: FakeKeyValueObject? = object("silently", ["name": "a"])
        let nilThenEnd = Recorder(), nothing = Recorder()
        let first = record(observe(weakly!, "name", .init(onRootDeallocation: .sendNilAndComplete)), nilThenEnd)
        let second = record(observe(silently!, "name", .init(onRootDeallocation: .stopSilently)), nothing)
        weakly = nil
        silently = nil
        XCTAssertEqual(nilThenEnd.events, ["a", "nil", "|"], "Rx's observeWeakly")
        XCTAssertEqual(nothing.events, ["a"], "Rx's observe(retainSelf: false)")
        first.dispose()
        second.dispose()
    }

    func testRetainingTheRootKeepsItAliveUntilDisposal() {
        var model: FakeKeyValueObject? = object("model", ["name": "a"])
        weak let weakModel = model
        let recorder = Recorder()
        var observable: Observable<String?>? = observe(model!, "name", .init(retainsRoot: true, onRootDeallocation: .stopSilently))
        let subscription = record(observable!, recorder)
        observable = nil
        model = nil
        XCTAssertNotNil(weakModel, "retainSelf: the subscription keeps the object")
        weakModel?["name"] = "b"
        XCTAssertEqual(recorder.events, ["a", "b"])
        subscription.dispose()
        XCTAssertNil(weakModel, "released when the subscription ends")
        XCTAssertEqual(recorder.events, ["a", "b"], "and no completion")
    }

    func testAnObservableThatDoesNotRetainLetsTheRootGo() {
        var model: FakeKeyValueObject? = object("model", ["name": "a"])
        weak let weakModel = model
        let observable = observe(model!, "name")
        model = nil
        XCTAssertNil(weakModel)
        let recorder = Recorder()
        _ = record(observable, recorder)
        XCTAssertEqual(recorder.events, ["|"], "subscribing after the object is gone completes at once")
    }

    func testTheObserversDeallocationCompletes() {
        let model = object("model", ["name": "a"])
        var observer: FakeKeyValueObject? = object("observer")
        let recorder = Recorder()
        let subscription = record(observe(model, "name", endsWith: observer), recorder)
        observer = nil
        model["name"] = "b"
        XCTAssertEqual(recorder.events, ["a", "|"], "RAC: the signal completes when the observer deallocates")
        XCTAssertEqual(model.observerCount, 0)
        subscription.dispose()
    }

    // MARK: - Key path chains

    func testAnIntermediateObjectsReplacementMovesTheRegistration() {
        let first = object("first", ["name": "1"])
        let model = object("model", ["child": first])
        let recorder = Recorder()
        let subscription = record(observe(model, "child.name"), recorder)
        first["name"] = "1b"
        let second = object("second", ["name": "2"])
        model["child"] = second
        XCTAssertEqual(first.observerCount, 0, "the old object is no longer observed")
        XCTAssertEqual(second.observerCount, 1)
        first["name"] = "ignored"
        second["name"] = "2b"
        model["child"] = nil
        XCTAssertEqual(second.observerCount, 0)
        model["child"] = first
        XCTAssertEqual(recorder.events, ["1", "1b", "2", "2b", "nil", "ignored"])
        subscription.dispose()
        XCTAssertEqual([model, first, second].map(\.observerCount), [0, 0, 0])
    }

    func testAThreeKeyPathFollowsEveryLevel() {
        let leaf = object("leaf", ["name": "x"])
        let middle = object("middle", ["leaf": leaf])
        let model = object("model", ["middle": middle])
        let recorder = Recorder()
        let subscription = record(observe(model, "middle.leaf.name"), recorder)
        middle["leaf"] = object("leaf2", ["name": "y"])
        (middle["leaf"] as! FakeKeyValueObject)["name"] = "z"
        model["middle"] = object("middle2", ["leaf": leaf])
        leaf["name"] = "w"
        XCTAssertEqual(recorder.events, ["x", "y", "z", "x", "w"])
        XCTAssertEqual(middle.observerCount, 0)
        subscription.dispose()
        XCTAssertEqual(leaf.observerCount, 0)
    }

    func testAWeakPropertysValueDeallocatingSendsNil() {
        let model = object("model", weakKeys: ["child"])
        var child: FakeKeyValueObject? = object("child", ["name": "c"])
        model["child"] = child
        let recorder = Recorder()
        let changes = Locked<[KeyValueChange]>([])
        let subscription = record(observe(model, "child.name", skipsChange: { change in
            changes.withLock { $0.append(change) }
            return false
        }), recorder)
        child = nil
        XCTAssertEqual(recorder.events, ["c", "nil"], "a weak reference zeroing is seen though KVO does not report it")
        XCTAssertEqual(changes.withLock { $0.map(\.causedByDeallocation) }, [true])
        model["child"] = object("other", ["name": "o"])
        XCTAssertEqual(recorder.events, ["c", "nil", "o", "nil"], "an object only the weak property holds goes at once")
        let kept = object("kept", ["name": "k"])
        model["child"] = kept
        XCTAssertEqual(recorder.events.last, "k", "and observation goes on")
        subscription.dispose()
    }

    func testAWeakLastValueDeallocatingSendsNil() {
        let model = object("model", weakKeys: ["delegate"])
        var delegate: FakeKeyValueObject? = object("delegate")
        model["delegate"] = delegate
        let recorder = Recorder()
        let subscription = record(observe(model, "delegate"), recorder)
        delegate = nil
        XCTAssertEqual(recorder.events, ["delegate", "nil"])
        subscription.dispose()
    }

    // MARK: - The channel's own writes

    func testAChannelsOwnWritesAreNotEchoedButOthersAre() {
        let model = object("model", ["name": "a"])
        let writer = KeyValueWriter()
        let recorder = Recorder()
        let subscription = record(observe(model, "name", skipsChange: writer.isOwn), recorder)
        writer.write { model["name"] = "mine" }
        XCTAssertEqual(recorder.events, ["a"], "the channel's write is not sent back")
        model["name"] = "theirs"
        XCTAssertEqual(recorder.events, ["a", "theirs"])
        KeyValueWriter().write { model["name"] = "another channel's" }
        XCTAssertEqual(recorder.events, ["a", "theirs", "another channel's"])
        let done = expectation(description: "a write on another thread during the channel's write")
        writer.write {
            Thread {
                model["name"] = "background"
                done.fulfill()
            }.start()
            wait(for: [done], timeout: 5)
        }
        XCTAssertEqual(recorder.events.last, "background", "a change on another thread meanwhile is sent")
        subscription.dispose()
    }

    func testAChannelsWriteThatReplacesAnIntermediateObjectIsSent() {
        let model = object("model", ["child": object("first", ["name": "1"])])
        let writer = KeyValueWriter()
        let recorder = Recorder()
        let subscription = record(observe(model, "child.name", skipsChange: writer.isOwn), recorder)
        writer.write { (model["child"] as! FakeKeyValueObject)["name"] = "own" }
        writer.write { model["child"] = self.object("second", ["name": "2"]) }
        XCTAssertEqual(recorder.events, ["1", "2"], "only a change of the last key is the channel's own")
        subscription.dispose()
    }

    func testWriteSetsTheLastKeyOnlyWhenThePathReachesIt() {
        let model = object("model")
        system.write("lost", from: model, ["child", "name"])
        XCTAssertNil(model["name"])
        let child = object("child")
        model["child"] = child
        system.write("set", from: model, ["child", "name"])
        XCTAssertEqual(child["name"] as? String, "set")
        XCTAssertNil(model["name"], "never an object of the path")
    }

    func testStoppingTwiceRemovesEachRegistrationOnce() {
        let child = object("child")
        let model = object("model", ["child": child])
        let observation = KeyValueObservation(system: system, root: model, keys: ["child", "name"], options: .init(),
                                              deliver: { _ in }, complete: {})
        observation.start()
        XCTAssertEqual(model.observerCount + child.observerCount, 2)
        observation.stop()
        observation.stop()
        XCTAssertEqual(model.observerCount + child.observerCount, 0)
        XCTAssertEqual(model.removedCount + child.removedCount, 2)
    }

    // MARK: - Pieces

    func testADeallocationWitnessRunsItsActionsOnceInOrder() {
        var witness: DeallocationWitness? = DeallocationWitness()
        var log: [Int] = []
        _ = witness!.add { log.append(1) }
        let removed = witness!.add { log.append(2) }
        _ = witness!.add { log.append(3) }
        removed.remove()
        removed.remove()
        XCTAssertEqual(witness!.pendingCount, 2)
        witness = nil
        XCTAssertEqual(log, [1, 3])
        removed.remove()
    }

    func testAOnceRegistrationRemovesOnceFromManyThreads() {
        final class Counting: KeyValueRegistration, @unchecked Sendable {
            let count = Locked(0)
            func remove() { count.withLock { $0 += 1 } }
        }
        let inner = Counting()
        let once = OnceRegistration(inner)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in once.remove() }
        XCTAssertEqual(inner.count.withLock { $0 }, 1)
    }
}
