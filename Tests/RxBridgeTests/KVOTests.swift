#if canImport(ObjectiveC)
import XCTest
import Foundation
import Observation
import RxBridge
import ReactiveTesting

// RxCocoa's KVO API on real KVO: Apple platforms only. The same rules are tested on Linux
// against a fake object model (KeyValueObservingTests); these run on a Mac; here they are only
// type-checked against Tools/apple-check's stand-ins.

private final class Player: NSObject {
    @objc dynamic var name: String? = nil
    @objc dynamic var score = 0
    @objc dynamic weak var delegate: NSObject? = nil
}

/// Both an NSObject and @Observable: `rx.observe(\.score)` must pick KVO, unambiguously.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class Both: NSObject {
    // Left to KVO (Observation ignores it): the test shows which path was chosen, and
    // the macro's accessors are kept off an @objc dynamic property.
    @ObservationIgnored @objc dynamic var score = 0
    var title = "t"
}

final class KVOTests: ReactiveTestCase {
    func testObserveIsSynchronousAndStartsWithTheCurrentValue() {
        let player = Player()
        var names: [String?] = []
        let subscription = player.rx.observe(String.self, "name").subscribe(onNext: { names.append($0) })
        player.name = "a"
        player.name = nil
        XCTAssertEqual(names, [nil, "a", nil])
        subscription.dispose()
    }

    func testObserveWeaklyCompletesWithTheObjectAndSeesAWeakProperty() {
        var player: Player? = Player()
        var delegate: NSObject? = NSObject()
        player!.delegate = delegate
        var events: [String] = []
        let subscription = player!.rx.observeWeakly(NSObject.self, "delegate")
            .subscribe(onNext: { events.append($0 == nil ? "nil" : "object") }, onCompleted: { events.append("completed") })
        delegate = nil
        player = nil
        XCTAssertEqual(events, ["object", "nil", "nil", "completed"])
        subscription.dispose()
    }

    func testTypedObserveCompletesWhenTheObjectGoes() {
        var player: Player? = Player()
        var events: [String] = []
        let subscription = player!.rx.observe(\.score)
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        player!.score = 1
        player = nil
        XCTAssertEqual(events, ["0", "1", "completed"])
        subscription.dispose()
    }

    func testDeallocated() {
        var player: Player? = Player()
        var events: [String] = []
        let subscription = player!.rx.deallocated.subscribe(onNext: { events.append("()") }, onCompleted: { events.append("completed") })
        player = nil
        XCTAssertEqual(events, ["()", "completed"])
        subscription.dispose()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func testAnObservableNSObjectGetsKVO() {
        let both = Both()
        var scores: [Int] = []
        let subscription = both.rx.observe(\.score).subscribe(onNext: { scores.append($0) })
        both.score = 1
        XCTAssertEqual(scores, [0, 1], "synchronous: KVO, not Swift Observation (which delivers later on Apple platforms)")
        subscription.dispose()
    }
}
#endif
