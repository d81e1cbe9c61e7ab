import XCTest
import Foundation
@testable import ReactiveCore
import ReactiveTesting

/// The heavier variants of the concurrency primitives' tests
/// (`Tests/ReactiveCoreTests/<Name>Tests.swift` run them small): more threads and
/// events, a sink that takes a moment so that senders really wait their turn. Each
/// prints `stress <name>: sent N received N`.
final class ConcurrencyPrimitivesStressTests: ReactiveTestCase {
    private let senders = 8

    /// `GatedSink` (a `DeliveryGate` with its own lock): senders never overlap in the
    /// sink, each sender's elements keep their order, nothing is lost, re-entrant sends
    /// are delivered at once, and nothing follows the end.
    func testGatedSinkFromSeveralThreads() {
        let perSender = scaled(10_000)
        let state = GateStressState(senders: senders)
        let box = GateStressBox()
        let out = GatedSink(EventSink<(lane: Int, index: Int)>(next: { value in
            state.enter(value)
            guard value.lane >= 0 else { return }
            if value.index % 500 == 0 {
                // A re-entrant send, delivered nested before this delivery returns.
                box.out?.next((lane: -1, index: value.index))
            }
            state.leave()
        }, end: { _ in state.ended() }))
        box.out = out
        runConcurrently(senders) { lane in
            for index in 0..<perSender { out.next((lane: lane, index: index)) }
        }
        out.end(.completed)
        out.next((lane: 0, index: perSender))
        let nested = senders * ((perSender + 499) / 500)
        reportStress("gated sink", sent: senders * perSender + nested, received: state.received)
        XCTAssertEqual(state.overlaps, 0, "two senders were inside the sink at once")
        XCTAssertEqual(state.outOfOrder, 0, "a sender's elements arrived out of order")
        XCTAssertEqual(state.ends, 1)
        XCTAssertEqual(state.afterEnd, 0)
    }

    /// `RecursiveLock`: bodies (some nested) never overlap and no update is lost.
    func testRecursiveLockFromSeveralThreads() {
        let perSender = scaled(50_000)
        let lock = RecursiveLock()
        let inside = Counter(), overlaps = Counter()
        let unguarded = GateStressBox()
        runConcurrently(senders) { _ in
            for index in 0..<perSender {
                lock.run {
                    inside.add()
                    if inside.value > 1 { overlaps.add() }
                    unguarded.count += 1
                    if index % 16 == 0 { lock.run { unguarded.count += 1 } }
                    inside.add(-1)
                }
            }
        }
        let nested = senders * ((perSender + 15) / 16)
        reportStress("recursive lock", sent: senders * perSender + nested, received: unguarded.count)
        XCTAssertEqual(overlaps.value, 0)
    }
}

/// What the gated sink under stress saw (its own lock: the primitive under test must
/// not be what protects the record).
private final class GateStressState: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var next: [Int]
    private(set) var received = 0, overlaps = 0, outOfOrder = 0, ends = 0, afterEnd = 0

    init(senders: Int) { next = [Int](repeating: 0, count: senders) }

    func enter(_ value: (lane: Int, index: Int)) {
        lock.lock()
        defer { lock.unlock() }
        if ends > 0 { afterEnd += 1 }
        received += 1
        if value.lane < 0 { return }   // nested: inside the delivery that sent it
        inside += 1
        if inside > 1 { overlaps += 1 }
        if value.index != next[value.lane] { outOfOrder += 1 }
        next[value.lane] = value.index + 1
    }

    func leave() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    func ended() {
        lock.lock()
        ends += 1
        lock.unlock()
    }
}

/// A reference the stressed code reaches from several threads (guarded by the
/// primitive under test, or set before the threads start).
private final class GateStressBox: @unchecked Sendable {
    var out: GatedSink<(lane: Int, index: Int)>?
    var count = 0
}
