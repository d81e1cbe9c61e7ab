#if canImport(ObjectiveC)
import XCTest
import Foundation
import Observation
import RACBridge
import ReactiveTesting

// RAC's KVO API on real KVO: Apple platforms only. The same rules are tested on Linux
// against a fake object model (RACKeyValueObservingTests); these run on a Mac; here they
// are only type-checked against Tools/apple-check's stand-ins.

private final class Player: NSObject {
    @objc dynamic var name: String? = nil
    @objc dynamic var score = 0
    @objc dynamic var team: Team? = nil
}

private final class Team: NSObject {
    @objc dynamic var title = "t"
}

/// Both an NSObject and @Observable: the KVO forms must be chosen, unambiguously.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class Both: NSObject {
    // Left to KVO (Observation ignores it): the test shows which path was chosen, and
    // the macro's accessors are kept off an @objc dynamic property.
    @ObservationIgnored @objc dynamic var score = 0
    var title = "t"
}

final class RACKVOTests: ReactiveTestCase {
    private func synchronously<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        RACTestScheduler().performAsCurrentScheduler { result = body() }
        return result!
    }

    func testRACObserveOnAnNSObjectIsSynchronous() {
        let player = Player()
        var scores: [Int] = []
        let subscription = synchronously { RACObserve(player, \.score).subscribeNext { scores.append($0) } }
        player.score = 1
        player.score = 2
        XCTAssertEqual(scores, [0, 1, 2], "KVO: each change before the setter returns")
        subscription.dispose()
        player.score = 3
        XCTAssertEqual(scores, [0, 1, 2])
    }

    func testRACValuesFollowsAKeyPathAndCompletesWithTheObserver() {
        let player = Player()
        var observer: NSObject? = NSObject()
        var events: [String] = []
        let subscription = synchronously {
            player.rac_values(forKeyPath: "team.title", observer: observer)
                .subscribeNext({ events.append(($0 as? String) ?? "nil") }, completed: { events.append("completed") })
        }
        player.team = Team()
        player.team?.title = "u"
        observer = nil
        player.team?.title = "v"
        XCTAssertEqual(events, ["nil", "t", "u", "completed"])
        subscription.dispose()
    }

    func testKVOChannelDoesNotEchoItsOwnWrites() {
        let player = Player()
        let channel = RACKVOChannel(target: player, keyPath: \.score)
        var scores: [Int] = []
        channel.followingTerminal.subscribeNext { scores.append($0) }
        channel.followingTerminal.sendNext(5)
        XCTAssertEqual(player.score, 5)
        player.score = 6
        XCTAssertEqual(scores, [0, 6])
        channel.followingTerminal.sendCompleted()
    }

    func testStringKVOChannelWritesNilValue() {
        let player = Player()
        player.score = 3
        let channel = RACKVOChannel<Player, Any?>(target: player, keyPath: "score", nilValue: 0)
        channel.followingTerminal.sendNext(nil)
        XCTAssertEqual(player.score, 0)
        channel.followingTerminal.sendCompleted()
    }

    func testBoundKVOPropertiesStayInSync() {
        let a = Player(), b = Player()
        a.name = "a"
        b.name = "b"
        let binding = RACChannelTo(a, \.name).bind(to: RACChannelTo(b, \.name))
        XCTAssertEqual(a.name, "b")
        a.name = "one"
        XCTAssertEqual(b.name, "one")
        binding.dispose()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func testAnObservableNSObjectGetsKVO() {
        let both = Both()
        var scores: [Int] = []
        let subscription = synchronously { RACObserve(both, \.score).subscribeNext { scores.append($0) } }
        both.score = 1
        XCTAssertEqual(scores, [0, 1], "synchronous: KVO, not Swift Observation (which delivers later on Apple platforms)")
        subscription.dispose()
        let terminal: RACChannelTerminal<Int> = RACChannelTo(both, \.score)
        terminal.sendCompleted()
        _ = RACKVOChannel(target: both, keyPath: \.score)
    }
}
#endif
