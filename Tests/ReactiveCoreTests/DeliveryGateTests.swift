import XCTest
import Foundation
@testable import ReactiveCore
import ReactiveTesting

/// `DeliveryGate`: one deliverer at a time, no lock held while it delivers; re-entrant
/// offers nested at once; other threads wait their turn, in decision order; the first
/// end wins; a nested end or `cancel` refuses the threads waiting.
final class DeliveryGateTests: ReactiveTestCase {
    /// The kind of the turn another thread gets when it offers `value` now (that thread
    /// delivers its item, if it gets one, and finishes). Only while nobody delivers, or
    /// when the gate refuses: a thread that must wait would wait for this one.
    private func offerFromAnotherThread(_ gate: LockedGate<Int>, _ value: Int) -> String {
        let result = DeliveryLog<String>()
        onThread {
            let turn = gate.offer(value)
            result.append(kind(turn))
            if turn.claim() != nil { gate.finish() }
        }.wait()
        return result.received[0]
    }

    func testTheFirstOfferDeliversAndFinishingFreesTheGateForAnyThread() {
        let gate = LockedGate<Int>()
        XCTAssertEqual(kind(gate.offer(1)), "deliver")
        gate.finish()
        XCTAssertEqual(offerFromAnotherThread(gate, 2), "deliver")
        XCTAssertEqual(kind(gate.offer(3)), "deliver")
        gate.finish()
    }

    func testAReentrantOfferIsDeliveredNestedAtOnce() {
        let gate = LockedGate<Int>()
        XCTAssertEqual(kind(gate.offer(1)), "deliver")
        XCTAssertEqual(kind(gate.offer(2)), "deliver", "same thread during a delivery: nested")
        XCTAssertEqual(kind(gate.offer(3)), "deliver", "nested twice")
        gate.finish()
        gate.finish()
        XCTAssertTrue(gate.isDelivering, "the outer delivery has not finished")
        gate.finish()
        XCTAssertEqual(offerFromAnotherThread(gate, 4), "deliver", "free once the outer delivery finished")
    }

    func testTheFirstEndWinsAndEverythingAfterItIsRefused() {
        var gate = DeliveryGate<Int>()
        XCTAssertEqual(kind(gate.offerEnd(.completed)), "deliver")
        XCTAssertTrue(gate.isEnded)
        gate.finishDelivery()
        XCTAssertEqual(kind(gate.offer(1)), "none")
        XCTAssertEqual(kind(gate.offerEnd(.error(TestError()))), "none")
        XCTAssertEqual(gate.admit(ending: false), .none)
    }

    func testAnEndOfferedDuringADeliveryIsNestedAndRefusesLaterOffers() {
        var gate = DeliveryGate<Int>()
        XCTAssertEqual(kind(gate.offer(1)), "deliver")
        XCTAssertEqual(kind(gate.offerEnd(.completed)), "deliver")
        XCTAssertEqual(kind(gate.offer(2)), "none")
        gate.finishDelivery()
        gate.finishDelivery()
        XCTAssertEqual(kind(gate.offer(3)), "none")
    }

    func testCancelRefusesEveryOfferFromNowOn() {
        var gate = DeliveryGate<Int>()
        gate.cancel()
        XCTAssertTrue(gate.isEnded)
        XCTAssertEqual(kind(gate.offer(1)), "none")
        XCTAssertEqual(kind(gate.offerEnd(.completed)), "none")
    }

    func testAdmitDecidesAsOfferDoesWithoutTheItem() {
        var gate = DeliveryGate<Int>()
        XCTAssertEqual(gate.admit(ending: false), .deliver)
        XCTAssertEqual(gate.admit(ending: false), .deliver, "nested")
        XCTAssertEqual(gate.admit(ending: true), .deliver, "nested end")
        XCTAssertEqual(gate.admit(ending: false), .none)
        XCTAssertFalse(GateDecision.none.claim())
        XCTAssertTrue(GateDecision.deliver.claim())
    }

    func testAnotherThreadWaitsForItsTurnThenDeliversOnItsOwnThread() {
        let gate = LockedGate<Int>()
        let log = DeliveryLog<String>()
        XCTAssertEqual(kind(gate.offer(1)), "deliver")
        let offered = DispatchSemaphore(value: 0)
        let mainThread = currentThreadToken()
        let done = onThread {
            let turn = gate.offer(2)
            log.append("offer: \(kind(turn))")
            offered.signal()
            guard case .next(let value)? = turn.claim() else { return log.append("refused") }
            log.append("delivered \(value) on its own thread: \(currentThreadToken() != mainThread)")
            gate.finish()
        }
        offered.wait()
        XCTAssertEqual(log.received, ["offer: wait"], "blocked while this thread delivers")
        gate.finish()
        done.wait()
        XCTAssertEqual(log.received, ["offer: wait", "delivered 2 on its own thread: true"])
        XCTAssertEqual(kind(gate.offer(3)), "deliver", "free after the waiter finished")
        gate.finish()
    }

    func testWaitingThreadsAreServedInTheOrderTheirOffersWereDecided() {
        let gate = LockedGate<Int>()
        let log = DeliveryLog<Int>()
        XCTAssertEqual(kind(gate.offer(0)), "deliver")
        let finished = gate.queueWaiters(Array(1...4)) { _, claimed in
            guard case .next(let delivered)? = claimed else { return }
            log.record(delivered)
            gate.finish()
        }
        gate.finish()
        for done in finished { done.wait() }
        XCTAssertEqual(log.received, [1, 2, 3, 4])
        XCTAssertFalse(log.overlapped)
    }

    func testANestedEndRefusesTheThreadsWaiting() {
        let gate = LockedGate<Int>()
        let log = DeliveryLog<String>()
        XCTAssertEqual(kind(gate.offer(1)), "deliver")
        let finished = gate.queueWaiters([2]) { _, claimed in
            log.append(claimed == nil ? "refused" : "delivered")
        }
        // The deliverer ends the sequence from inside its delivery: nested, and the
        // waiting thread's element (decided before the end, delivered after it) is dropped.
        XCTAssertEqual(kind(gate.offerEnd(.completed)), "deliver")
        for done in finished { done.wait() }
        XCTAssertEqual(log.received, ["refused"])
        gate.finish()
        gate.finish()
    }

    func testCancelWakesTheWaitingThreadsAndDropsTheirItems() {
        let gate = LockedGate<Int>()
        let log = DeliveryLog<String>()
        XCTAssertEqual(kind(gate.offer(1)), "deliver")
        let finished = gate.queueWaiters([2, 3]) { value, claimed in
            log.append(claimed == nil ? "refused \(value)" : "delivered \(value)")
        }
        gate.cancel()
        for done in finished { done.wait() }
        // The cancel wakes both waiters at once: which one logs first is up to the
        // threads, so the assertion is on what each got, not on their order.
        XCTAssertEqual(log.received.sorted(), ["refused 2", "refused 3"])
        gate.finish()
        XCTAssertEqual(offerFromAnotherThread(gate, 4), "none")
    }

    /// Stress: threads send through `Locked.deliver` at once; the sink is never called
    /// by two threads at once, each thread's elements arrive in its order, none is lost,
    /// and a sink that sends again from inside a delivery gets its element at once,
    /// nested.
    func testConcurrentSendersNeverOverlapAndLoseNothing() {
        let threads = 4, perThread = 2_000
        let gate = LockedGate<(thread: Int, sequence: Int)>()
        let log = DeliveryLog<(thread: Int, sequence: Int)>()
        let nested = DeliveryLog<Int>()
        let sink = UncheckedSendable(EventSink<(thread: Int, sequence: Int)>(next: { value in
            log.record(value) {
                // Re-entrant send from inside the delivery: it must arrive right now.
                if value.sequence % 100 == 0 {
                    let before = nested.received.count
                    gate.state.deliver((thread: -1, sequence: value.sequence), to: EventSink(next: { nested.append($0.sequence) }, end: { _ in }))
                    XCTAssertEqual(nested.received.count, before + 1, "a nested send is delivered at once")
                }
            }
        }, end: { _ in }))
        onThreads(threads) { thread in
            for sequence in 0..<perThread {
                gate.state.deliver((thread: thread, sequence: sequence), to: sink.value)
            }
        }
        XCTAssertFalse(log.overlapped, "two threads were inside the sink at once")
        assertPerThreadOrder(log.received, threads: threads, perThread: perThread)
        XCTAssertEqual(nested.received.count, threads * perThread / 100)
    }
}

/// A `DeliveryGate` in a `Locked` state, as operators keep it, in an object the test's
/// threads share.
final class LockedGate<Element>: @unchecked Sendable {
    struct State: GatedState {
        var delivery = DeliveryGate<Element>()
    }

    let state = Locked(State())

    func offer(_ element: Element) -> GateTurn<Element> { state.withLock { $0.delivery.offer(element) } }
    func offerEnd(_ termination: Termination) -> GateTurn<Element> { state.withLock { $0.delivery.offerEnd(termination) } }
    func finish() { state.withLock { $0.delivery.finishDelivery() } }
    func cancel() { state.withLock { $0.delivery.cancel() } }
    var isDelivering: Bool { state.withLock { $0.delivery.delivering } }

    /// While this thread delivers: starts one thread per value, in order, each offering
    /// its value (so each waits for its turn, in that order), then claiming it and
    /// passing what the claim returned to `handle`. Returns the threads' completions.
    func queueWaiters(_ values: [Element], _ handle: @escaping @Sendable (Element, Event<Element>?) -> Void)
        -> [DispatchSemaphore] where Element: Sendable {
        values.map { value in
            let offered = DispatchSemaphore(value: 0)
            let done = onThread {
                let turn = self.offer(value)
                offered.signal()
                handle(value, turn.claim())
            }
            offered.wait()
            return done
        }
    }
}

/// The kind of a turn, for assertions.
func kind<Element>(_ turn: GateTurn<Element>) -> String {
    switch turn {
    case .none: "none"
    case .deliver: "deliver"
    case .wait: "wait"
    }
}

struct TestError: Error, Equatable {}
