import XCTest
import Foundation
import Observation
import RACBridge
import ReactiveTesting

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class Person {
    var name: String? = nil
    var age = 0
}

/// Two-way bindings: `RACChannel`'s terminals, `RACKVOChannel` on an `@Observable`
/// property, and `RACChannelTo(…).bind(to:)`, with ReactiveObjC's rules.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class RACChannelTests: ReactiveTestCase {
    // MARK: RACChannel

    func testEachTerminalSendsOnlyWhatTheOtherOneIsSent() {
        let channel = RACChannel<Int>()
        var leading: [Int] = [], following: [Int] = []
        channel.leadingTerminal.subscribeNext { leading.append($0) }
        channel.followingTerminal.subscribeNext { following.append($0) }
        channel.leadingTerminal.sendNext(1)
        channel.followingTerminal.sendNext(2)
        channel.leadingTerminal.sendNext(3)
        XCTAssertEqual(following, [1, 3], "what the leading terminal is sent")
        XCTAssertEqual(leading, [2], "what the following terminal is sent, never its own values")
    }

    func testOnlyTheFollowingTerminalReplaysTheLatestValue() {
        let channel = RACChannel<Int>()
        channel.leadingTerminal.sendNext(1)
        channel.leadingTerminal.sendNext(2)
        channel.followingTerminal.sendNext(9)
        var leading: [Int] = [], following: [Int] = []
        channel.leadingTerminal.subscribeNext { leading.append($0) }
        channel.followingTerminal.subscribeNext { following.append($0) }
        XCTAssertEqual(following, [2], "the latest leading value")
        XCTAssertEqual(leading, [], "no starting value")
    }

    func testAnEndSentToEitherTerminalEndsBothAndIsReplayed() {
        for endsLeading in [true, false] {
            let channel = RACChannel<Int>()
            var ends: [String] = []
            channel.leadingTerminal.subscribeCompleted { ends.append("leading") }
            channel.followingTerminal.subscribeCompleted { ends.append("following") }
            (endsLeading ? channel.leadingTerminal : channel.followingTerminal).sendCompleted()
            XCTAssertEqual(Set(ends), ["leading", "following"])
            var late: [String] = []
            channel.leadingTerminal.subscribeCompleted { late.append("leading") }
            channel.followingTerminal.subscribeCompleted { late.append("following") }
            XCTAssertEqual(late, ["leading", "following"], "replayed to new subscribers")
        }
        let channel = RACChannel<Int>()
        var errors = 0
        channel.leadingTerminal.subscribeError { _ in errors += 1 }
        channel.followingTerminal.subscribeError { _ in errors += 1 }
        channel.followingTerminal.sendError(TestError(1))
        XCTAssertEqual(errors, 2)
    }

    func testATerminalSubscribedToASignalPassesItsValuesAndEndAcross() {
        let channel = RACChannel<Int>()
        var received: [Int] = []
        var completed = false
        channel.leadingTerminal.subscribeNext({ received.append($0) }, completed: { completed = true })
        let source = RACSubject<Int>()
        source.subscribe(channel.followingTerminal)
        source.sendNext(5)
        source.sendCompleted()
        XCTAssertEqual(received, [5])
        XCTAssertTrue(completed)
    }

    // MARK: RACKVOChannel

    // These assert synchronous delivery, which Swift Observation gives on Linux only (on
    // Apple platforms it delivers on the main queue, later): the Apple variants, on KVO,
    // are in RACKVOTests.swift.
    #if !canImport(Darwin)
    func testPropertyChannelSendsTheCurrentValueThenChangesMadeElsewhere() {
        let person = Person()
        person.age = 30
        let channel = RACKVOChannel(target: person, keyPath: \.age)
        var ages: [Int] = []
        channel.followingTerminal.subscribeNext { ages.append($0) }
        XCTAssertEqual(ages, [30], "the current value first")
        person.age = 31
        XCTAssertEqual(ages, [30, 31])
        var leading: [Int] = []
        channel.leadingTerminal.subscribeNext { leading.append($0) }
        channel.followingTerminal.sendNext(40)
        XCTAssertEqual(person.age, 40, "a value sent to the following terminal sets the property")
        XCTAssertEqual(ages, [30, 31], "the channel's own change is not sent back")
        XCTAssertEqual(leading, [40])
        channel.followingTerminal.sendCompleted()
    }

    func testPropertyChannelCompletesAndGoesAwayWithItsTarget() {
        var person: Person? = Person()
        weak var weakChannel: RACKVOChannel<Person, Int>?
        var ends: [String] = []
        do {
            let channel = RACKVOChannel(target: person!, keyPath: \.age)
            weakChannel = channel
            channel.leadingTerminal.subscribeCompleted { ends.append("leading") }
            channel.followingTerminal.subscribeCompleted { ends.append("following") }
        }
        XCTAssertNotNil(weakChannel, "the channel lives as long as its target")
        person = nil
        XCTAssertEqual(Set(ends), ["leading", "following"])
        XCTAssertNil(weakChannel, "and goes away with it")
    }

    func testCompletingATerminalEndsThePropertyChannel() {
        let person = Person()
        weak var weakChannel: RACKVOChannel<Person, Int>?
        do {
            let channel = RACKVOChannel(target: person, keyPath: \.age)
            weakChannel = channel
            channel.followingTerminal.sendCompleted()
        }
        XCTAssertNil(weakChannel)
        person.age = 3 // nothing observes it any more
    }

    // MARK: RACChannelTo

    func testBoundPropertiesStayInSyncStartingFromTheOtherSide() {
        let a = Person(), b = Person()
        a.name = "a"
        b.name = "b"
        let binding = RACChannelTo(a, \.name).bind(to: RACChannelTo(b, \.name))
        XCTAssertEqual(a.name, "b", "the value of the object bound to, at the start")
        XCTAssertEqual(b.name, "b")
        a.name = "one"
        XCTAssertEqual(b.name, "one")
        b.name = "two"
        XCTAssertEqual(a.name, "two")
        a.name = nil
        XCTAssertNil(b.name)
        b.name = "two"
        XCTAssertEqual(a.name, "two", "the same value as before the binding still goes across")
        binding.dispose()
        a.name = "after"
        XCTAssertEqual(b.name, "two", "a disposed binding stops")
    }

    func testBindingIsTransitiveAndDoesNotLoop() {
        let a = Person(), b = Person(), c = Person()
        a.age = 1
        b.age = 2
        c.age = 3
        var changesOfA = 0
        let observation = RACObserve(a, \.age).subscribeNext { _ in changesOfA += 1 }
        let ab = RACChannelTo(a, \.age).bind(to: RACChannelTo(b, \.age))
        let bc = RACChannelTo(b, \.age).bind(to: RACChannelTo(c, \.age))
        XCTAssertEqual([a.age, b.age, c.age], [3, 3, 3])
        c.age = 10
        XCTAssertEqual([a.age, b.age, c.age], [10, 10, 10])
        b.age = 20
        XCTAssertEqual([a.age, b.age, c.age], [20, 20, 20])
        changesOfA = 0
        a.age = 30
        XCTAssertEqual([a.age, b.age, c.age], [30, 30, 30])
        XCTAssertEqual(changesOfA, 1, "one change of a: nothing echoes back")
        [ab, bc, observation].forEach { $0.dispose() }
    }
    #endif
}
