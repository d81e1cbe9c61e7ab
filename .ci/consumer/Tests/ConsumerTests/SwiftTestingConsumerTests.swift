import Testing
import RxBridge
import RACBridge
import ReactiveTesting

/// The test kit under Swift Testing, as Docs/Testing.md shows it: `#expect` on recorded
/// events, and the kit's assertions, which record an issue when they fail.
@Suite struct SwiftTestingConsumerTests {
    @Test func mapOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(210, 10), .next(220, 20), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aMismatchIsAnIssue() {
        withKnownIssue {
            assertParity(input: "-a-b-|", rac: { $0 }, rx: { $0.filter { $0 != "b" } })
        }
    }
}
