import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `RingBuffer`: first in, first out across wraparound and growth; keeps its capacity.
final class RingBufferTests: ReactiveTestCase {
    func testPopsInTheOrderPushedAndNilWhenEmpty() {
        var ring = RingBuffer<Int>()
        XCTAssertTrue(ring.isEmpty)
        XCTAssertNil(ring.pop())
        XCTAssertNil(ring.first)
        for value in 1...3 { ring.push(value) }
        XCTAssertEqual(ring.count, 3)
        XCTAssertEqual(ring.first, 1)
        XCTAssertEqual([ring.pop(), ring.pop(), ring.pop()], [1, 2, 3])
        XCTAssertNil(ring.pop())
        XCTAssertTrue(ring.isEmpty)
    }

    func testKeepsTheOrderWhenTheTailWrapsAround() {
        var ring = RingBuffer<Int>()
        for value in 0..<4 { ring.push(value) }          // capacity 4, full
        XCTAssertEqual(ring.storage.count, 4)
        XCTAssertEqual(ring.pop(), 0)
        XCTAssertEqual(ring.pop(), 1)
        ring.push(4)
        ring.push(5)                                      // the tail wrapped to the front
        XCTAssertEqual(ring.storage.count, 4, "no growth while there is room")
        XCTAssertEqual(ring.head, 2)
        XCTAssertEqual((0..<4).compactMap { _ in ring.pop() }, [2, 3, 4, 5])
        XCTAssertEqual(ring.head, 2, "the head wrapped around too")
    }

    func testGrowingWhileWrappedKeepsTheOrder() {
        var ring = RingBuffer<Int>()
        for value in 0..<4 { ring.push(value) }
        _ = ring.pop()
        _ = ring.pop()
        for value in 4..<10 { ring.push(value) }         // wrapped, then grows twice
        XCTAssertEqual(ring.count, 8)
        var popped: [Int] = []
        while let value = ring.pop() { popped.append(value) }
        XCTAssertEqual(popped, Array(2..<10))
    }

    func testASteadyStreamDoesNotGrowTheStorage() {
        var ring = RingBuffer<Int>()
        for value in 0..<3 { ring.push(value) }
        let capacity = ring.storage.count
        for value in 3..<10_000 {
            ring.push(value)
            XCTAssertEqual(ring.pop(), value - 3)
        }
        XCTAssertEqual(ring.storage.count, capacity)
    }

    func testPopAndRemoveAllReleaseTheElements() {
        final class Token {}
        weak var popped: Token?
        weak var removed: Token?
        var ring = RingBuffer<Token>()
        do {
            let first = Token(), second = Token()
            popped = first
            removed = second
            ring.push(first)
            ring.push(second)
        }
        _ = ring.pop()
        XCTAssertNil(popped, "a popped slot holds no reference")
        ring.removeAll()
        XCTAssertNil(removed)
        XCTAssertTrue(ring.isEmpty)
        ring.push(Token())
        XCTAssertEqual(ring.count, 1, "usable after removeAll")
    }

    /// Stress: producers push and consumers pop through a lock (as the gate's waiter
    /// line does): every element comes out once, each producer's in its order.
    func testConcurrentPushersAndPoppersBehindALockLoseNothing() {
        let threads = 4, perThread = 5_000
        let shared = RingHolder<(thread: Int, sequence: Int)>()
        let popped = DeliveryLog<(thread: Int, sequence: Int)>()
        onThreads(threads) { thread in
            for sequence in 0..<perThread {
                shared.ring.withLock { $0.push((thread, sequence)) }
                if sequence % 2 == 1 {
                    // Pop under the same lock section that decides the order.
                    shared.ring.withLock { ring in
                        if let value = ring.pop() { popped.append(value) }
                    }
                }
            }
        }
        while let value = shared.ring.withLock({ $0.pop() }) { popped.append(value) }
        var byThread = [[Int]](repeating: [], count: threads)
        for (thread, sequence) in popped.received { byThread[thread].append(sequence) }
        for sequences in byThread { XCTAssertEqual(sequences, Array(0..<perThread)) }
    }
}

/// A `Locked` ring in an object the test's threads share.
final class RingHolder<Element>: @unchecked Sendable {
    let ring = Locked(RingBuffer<Element>())
}
