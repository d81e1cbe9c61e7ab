import XCTest
@testable import ReactiveCore
import ReactiveTesting

/// `UncheckedStateOwner` and `StageState` (Platform/UncheckedState.swift,
/// Platform/StageState.swift): state stored in the object, changed in place, and safe
/// under the owner's own rule (here a `Lock`).
final class UncheckedStateTests: ReactiveTestCase {
    private struct Counters {
        var total = 0
        var values: [Int] = []
    }

    /// A subclass the way the engine writes them: the state struct as `State`, a lock as
    /// the rule, a forwarding accessor that modifies in place.
    private final class Guarded: UncheckedStateOwner<Counters>, @unchecked Sendable {
        let lock = Lock()
        var values: [Int] {
            _read { yield uncheckedState.values }
            _modify { yield &uncheckedState.values }
        }
        init() { super.init(uncheckedState: Counters()) }
        func add(_ value: Int) {
            lock.withLock {
                uncheckedState.total += value
                values.append(value)
            }
        }
    }

    /// A generic subclass, as the hubs are.
    private final class Box<Element>: UncheckedStateOwner<Element> {}

    func testStateIsStoredAndChangedInPlace() {
        let guarded = Guarded()
        XCTAssertEqual(guarded.uncheckedState.total, 0)
        guarded.add(2)
        guarded.add(3)
        XCTAssertEqual(guarded.uncheckedState.total, 5)
        XCTAssertEqual(guarded.values, [2, 3])
        let box = Box(uncheckedState: "a")
        box.uncheckedState += "b"
        XCTAssertEqual(box.uncheckedState, "ab")
    }

    /// Appending through the forwarding `_modify` accessor does not copy the array: its
    /// storage stays the same buffer (a get/set pair would copy it on every append).
    func testAModifyAccessorDoesNotCopyTheState() {
        let guarded = Guarded()
        guarded.values.reserveCapacity(64)
        let before = guarded.values.withUnsafeBufferPointer { $0.baseAddress }
        for value in 0..<32 { guarded.add(value) }
        XCTAssertEqual(guarded.values.withUnsafeBufferPointer { $0.baseAddress }, before)
    }

    /// Stress: threads add under the owner's lock; no update is lost (a race on the
    /// unchecked state would lose some, and ThreadSanitizer would report it).
    func testTheOwnersLockMakesConcurrentUpdatesExclusive() {
        let guarded = Guarded()
        let threads = 4, perThread = 2_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread { guarded.add(1) }
        }
        XCTAssertEqual(guarded.uncheckedState.total, threads * perThread)
        XCTAssertEqual(guarded.values.count, threads * perThread)
    }

    func testStageStateHoldsAStagesVariables() {
        let state = StageState((count: 0, last: ""))
        state.value.count += 1
        state.value.last = "x"
        XCTAssertEqual(state.value.count, 1)
        XCTAssertEqual(state.value.last, "x")
    }
}
