import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `AtomicWord`, `AtomicCounter`: each operation's result, and no lost update when
/// threads race.
final class AtomicWordTests: ReactiveTestCase {
    func testEachOperationReturnsWhatItSays() {
        let holder = AtomicHolder()
        XCTAssertEqual(holder.word.load(ordering: .relaxed), 0)
        holder.word.store(5, ordering: .releasing)
        XCTAssertEqual(holder.word.load(ordering: .acquiring), 5)
        XCTAssertEqual(holder.word.exchange(7, ordering: .acquiringAndReleasing), 5, "exchange returns the old value")
        XCTAssertEqual(holder.word.add(3, ordering: .relaxed), 10, "add returns the new value")
        XCTAssertEqual(holder.word.subtract(4, ordering: .sequentiallyConsistent), 6, "subtract returns the new value")
        let failed = holder.word.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        XCTAssertFalse(failed.exchanged)
        XCTAssertEqual(failed.original, 6)
        let succeeded = holder.word.compareExchange(expected: 6, desired: 1, ordering: .acquiringAndReleasing)
        XCTAssertTrue(succeeded.exchanged)
        XCTAssertEqual(succeeded.original, 6)
        XCTAssertEqual(holder.word.load(ordering: .relaxed), 1)
    }

    func testAddWrapsAround() {
        let holder = AtomicHolder(Int.max)
        XCTAssertEqual(holder.word.add(1, ordering: .relaxed), Int.min)
        XCTAssertEqual(holder.word.subtract(1, ordering: .relaxed), Int.max)
    }

    func testCounterAddsAndReadsBack() {
        let counter = AtomicCounter(10)
        XCTAssertEqual(counter.add(5), 15)
        XCTAssertEqual(counter.add(-20), -5)
        XCTAssertEqual(counter.value, -5)
    }

    /// Stress: threads add, and increment by compare-and-swap loops, at once: every
    /// update is counted; exchanges hand every value out once.
    func testConcurrentUpdatesAreNeverLost() {
        let threads = 4, perThread = 20_000
        let holder = AtomicHolder()
        let counter = AtomicCounter()
        let handedOut = DeliveryLog<Int>()
        let tickets = AtomicHolder()
        onThreads(threads) { _ in
            var mine: [Int] = []
            for _ in 0..<perThread {
                holder.word.add(1, ordering: .relaxed)
                var seen = holder.word.load(ordering: .relaxed)
                while true {
                    let attempt = holder.word.compareExchange(expected: seen, desired: seen + 1, ordering: .acquiringAndReleasing)
                    if attempt.exchanged { break }
                    seen = attempt.original
                }
                counter.add(1)
                mine.append(tickets.word.add(1, ordering: .acquiringAndReleasing))
            }
            for ticket in mine { handedOut.append(ticket) }
        }
        XCTAssertEqual(holder.word.load(ordering: .acquiring), 2 * threads * perThread)
        XCTAssertEqual(counter.value, threads * perThread)
        XCTAssertEqual(handedOut.received.sorted(), Array(1...(threads * perThread)), "each ticket handed out once")
    }
}

/// An `AtomicWord` stored inline in a class, as the engine stores it.
final class AtomicHolder: @unchecked Sendable {
    let word: AtomicWord
    init(_ value: Int = 0) { word = AtomicWord(value) }
}
