// The hand-written floors the scenarios are measured against: closures and observer
// lists with no library. Tools/peer-benchmarks copies this file as it is, so that the
// peer comparison measures the same floors.
import Foundation

/// The smallest observer list that does the job of a subject, for the floor of (a).
final class HandWrittenSubject {
    var observers: [(Int) -> Void] = []

    @inline(never) func send(_ value: Int) {
        for observer in observers { observer(value) }
    }
}

/// A thread-safe observer list that hands back a cancel closure, for the floors of (e), (n), (q), (r) and the live scenarios.
final class HandWrittenSafeSubject: @unchecked Sendable {
    let lock = NSLock()
    var observers: [Int: (Int) -> Void] = [:]
    private var nextToken = 0

    @inline(never) func subscribe(_ observer: @escaping (Int) -> Void) -> () -> Void {
        lock.lock()
        nextToken += 1
        let token = nextToken
        observers[token] = observer
        lock.unlock()
        return { [self] in
            lock.lock()
            observers.removeValue(forKey: token)
            lock.unlock()
        }
    }

    /// Calls every observer with `value`, from a copy of the list taken under the lock.
    @inline(never) func send(_ value: Int) {
        lock.lock()
        let current = observers
        lock.unlock()
        for observer in current.values { observer(value) }
    }
}

/// A hand-written map stage: the user's transform in front of the downstream closure.
@inline(never) func handMap(_ transform: @escaping (Int) -> Int, _ downstream: @escaping (Int) -> Void) -> (Int) -> Void {
    { downstream(transform($0)) }
}

/// A hand-written filter stage.
@inline(never) func handFilter(_ predicate: @escaping (Int) -> Bool, _ downstream: @escaping (Int) -> Void) -> (Int) -> Void {
    { if predicate($0) { downstream($0) } }
}

/// A hand-written cold source of one value: a closure that sends it to whoever calls it.
@inline(never) func handJust(_ value: Int) -> (@escaping (Int) -> Void) -> Void {
    { $0(value) }
}

/// A hand-written cold source of `first`, `first + 1` and `first + 2`.
@inline(never) func handOf(_ first: Int) -> (@escaping (Int) -> Void) -> Void {
    { downstream in
        downstream(first)
        downstream(first &+ 1)
        downstream(first &+ 2)
    }
}

/// A hand-written flatMap, run: an observer list whose one observer makes an inner
/// source per value and runs it into `consume`, sent `count` values.
func handFlatMap(_ count: Int, inner source: @escaping (Int) -> (@escaping (Int) -> Void) -> Void) {
    let subject = HandWrittenSafeSubject()
    let cancel = subject.subscribe { source($0)(consume) }
    for value in 0..<count { subject.send(value) }
    cancel()
}
