/// What an offer to a `DeliveryGate` tells its caller to do, outside the lock.
@usableFromInline
package enum GateTurn<Element> {
    /// Nothing: the item was refused (the gate has ended or was cancelled).
    case none
    /// Deliver the item now, then call `finishDelivery()` once (under the lock).
    case deliver(Event<Element>)
    /// Another thread is delivering: block on this thread's `GateWaiter` until it is
    /// this thread's turn, then deliver the item and call `finishDelivery()` (see `claim()`).
    /// The waiter is not carried here, so that the common cases copy no reference.
    case wait(Event<Element>)

    /// The item to deliver now, after blocking for this thread's turn if another thread
    /// was delivering; nil if there is nothing to deliver (refused, or cancelled while
    /// waiting). Call it outside the lock. After delivering the item, the caller calls
    /// `finishDelivery()` once.
    @inlinable @inline(__always)
    package func claim() -> Event<Element>? {
        switch self {
        case .none: return nil
        case .deliver(let item): return item
        case .wait(let item): return GateWaiter.waitForCurrentThreadsTurn() ? item : nil
        }
    }

    /// Whether the caller has an item to claim.
    @inlinable
    package var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

/// What `DeliveryGate.admit` tells its caller to do with the item it keeps, outside the
/// lock: `GateTurn` without the item (a trivial value, cheap to return from a locked
/// section).
@usableFromInline
package enum GateDecision: Sendable {
    /// Nothing: the item was refused (the gate has ended or was cancelled).
    case none
    /// Deliver the item now, then call `finishDelivery()` once (under the lock).
    case deliver
    /// Another thread is delivering: `claim()` blocks until this thread's turn.
    case wait

    /// Whether the caller delivers its item now, after blocking for this thread's turn
    /// if another thread was delivering; false if refused, or cancelled while waiting.
    /// Call it outside the lock; after delivering, call `finishDelivery()` once.
    @inlinable @inline(__always)
    package func claim() -> Bool {
        switch self {
        case .none: return false
        case .deliver: return true
        case .wait: return GateWaiter.waitForCurrentThreadsTurn()
        }
    }
}

/// One thread's place in the line of a `DeliveryGate`: the thread blocks on it until
/// the deliverer hands the gate over (or the gate is cancelled). One per thread, reused:
/// a thread waits for one gate at a time.
///
/// Locking rule: `parking`'s mutex guards `answer`, which the thread that wakes the
/// waiter sets (`grant`/`refuse`) and the waiting thread takes after it wakes.
@usableFromInline
package final class GateWaiter: @unchecked Sendable {
    @usableFromInline let parking = Parking()
    @usableFromInline let thread: UInt
    /// Whether the turn was handed over (`true`) or refused (`false`); `nil` until then.
    @usableFromInline var answer: Bool?

    @usableFromInline init(thread: UInt) { self.thread = thread }

    @usableFromInline static let storage = ThreadLocal<GateWaiter>()

    /// The calling thread's waiter (`thread` is its `currentThreadToken()`).
    @inlinable
    package static func current(thread: UInt) -> GateWaiter {
        if let waiter = storage.value { return waiter }
        let waiter = GateWaiter(thread: thread)
        storage.value = waiter
        return waiter
    }

    /// Blocks the calling thread on its waiter until the gate is handed over (true) or
    /// cancelled (false). Out of line: contended path only.
    @inline(never) @usableFromInline
    static func waitForCurrentThreadsTurn() -> Bool {
        current(thread: currentThreadToken()).waitForTurn()
    }

    /// Blocks until the gate is handed over (true) or cancelled (false).
    @usableFromInline
    func waitForTurn() -> Bool {
        parking.withLock {
            while answer == nil { parking.wait() }
            defer { answer = nil }
            return answer!
        }
    }

    /// Wakes the waiting thread: it delivers now.
    @usableFromInline func grant() { hand(granted: true) }

    /// Wakes the waiting thread: its item is dropped.
    @usableFromInline func refuse() { hand(granted: false) }

    @usableFromInline func hand(granted: Bool) {
        parking.withLock {
            answer = granted
            parking.wakeAllLocked()
        }
    }
}

/// The one serializer of the engine: several producers (merge inners, zip sources, a
/// source and its trigger or timer) feed one downstream sink, which must receive one
/// event at a time, in the order each producer's events were decided, with no lock
/// held while it runs.
///
/// The gate is a plain value kept inside the operator's locked state, so "may I send
/// this?" is decided in the same lock section as the operator's own state. It behaves
/// like the recursive lock RxSwift's multi-source sinks (and RAC's `@synchronized`
/// subscribers) hold while they call downstream, without holding a lock meanwhile:
/// - The first producer to offer while nobody delivers becomes the deliverer: it gets
///   `.deliver(item)`, delivers it outside the lock, then calls `finishDelivery()`.
/// - A re-entrant offer (the sink makes a producer emit on the delivering thread) is
///   delivered nested, at once, inside the delivery that caused it.
/// - An offer from another thread while one delivers gets `.wait`: that thread blocks
///   until the deliverer's `finishDelivery()` hands the gate over, then delivers its own
///   item on its own thread. Waiting threads are served in the order their events were
///   decided. As with RxSwift's lock, a sink that blocks until another producer thread
///   has sent deadlocks; the engine accepts that, as Rx does (Docs/Engine.md).
///
/// The uncontended, non-re-entrant path never touches the line of waiters and
/// allocates nothing; it reads the thread's identifier (`currentThreadToken()`).
///
/// The first terminal item wins; after it (or `cancel`) every offer is refused. A
/// nested end refuses the threads waiting (their events would come after the end).
///
/// Locking rule: every member is called under the lock of the state that holds the
/// gate. Waking a waiting thread (a semaphore signal) is the only call out; nothing
/// here calls a sink or user code.
@usableFromInline
package struct DeliveryGate<Element> {
    @usableFromInline var waiters = RingBuffer<GateWaiter>()
    @usableFromInline var delivering = false
    /// The thread delivering (`currentThreadToken()`), when `delivering`.
    @usableFromInline var owner: UInt = 0
    /// Nested deliveries under way on the owner's thread.
    @usableFromInline var depth = 0
    /// A terminal item was accepted or the gate was cancelled: later offers are refused.
    @usableFromInline package private(set) var isEnded = false

    @inlinable package init() {}

    /// Offers an element (see the type's rules).
    @inlinable @inline(__always)
    package mutating func offer(_ element: Element) -> GateTurn<Element> {
        offer(.next(element))
    }

    /// Offers the terminal event; the first one wins.
    @inlinable @inline(__always)
    package mutating func offerEnd(_ termination: Termination) -> GateTurn<Element> {
        offer(.end(termination))
    }

    /// Offers `item`: deliver it now, nested, or after waiting for this thread's turn.
    @inlinable @inline(__always)
    package mutating func offer(_ item: Event<Element>) -> GateTurn<Element> {
        switch admit(ending: item.isStopEvent) {
        case .none: return .none
        case .deliver: return .deliver(item)
        case .wait: return .wait(item)
        }
    }

    /// `offer` without the item: the caller keeps its item and gets a trivial
    /// `GateDecision` (the per-event paths of the combining family copy no enum that
    /// carries a `Termination`). `ending`: the item is a terminal event.
    @inlinable @inline(__always)
    package mutating func admit(ending: Bool) -> GateDecision {
        if isEnded { return .none }
        if ending { isEnded = true }
        if !delivering {
            delivering = true
            owner = currentThreadToken()
            return .deliver
        }
        let thread = currentThreadToken()
        if owner == thread {
            depth += 1
            // A nested end comes before what other threads are waiting to send: they
            // are dropped, as Rx drops events that reach a sink that has ended.
            if ending { refuseWaiters() }
            return .deliver
        }
        enqueueWaiter(thread)
        return .wait
    }

    /// The contended path of `offer`, kept out of line so that the common path stays
    /// small enough to inline into each operator's locked section.
    @inline(never) @usableFromInline
    mutating func enqueueWaiter(_ thread: UInt) {
        waiters.push(GateWaiter.current(thread: thread))
    }

    /// For the deliverer, after each item it delivered: ends a nested delivery, or hands
    /// the gate to the next waiting thread (which delivers its own item), or frees it.
    @inlinable @inline(__always)
    package mutating func finishDelivery() {
        if depth > 0 {
            depth -= 1
            return
        }
        if !waiters.isEmpty {
            handOver()
            return
        }
        delivering = false
        owner = 0
    }

    /// Gives the gate to the first waiting thread and wakes it (out of line: contended
    /// path only).
    @inline(never) @usableFromInline
    mutating func handOver() {
        guard let waiter = waiters.pop() else { return }
        owner = waiter.thread
        waiter.grant()
    }

    /// Refuses everything from now on and wakes the waiting threads, whose items are
    /// dropped (the subscription was disposed, or the deliverer ended the sequence itself).
    @inlinable
    package mutating func cancel() {
        isEnded = true
        refuseWaiters()
    }

    @inline(never) @usableFromInline
    mutating func refuseWaiters() {
        while let waiter = waiters.pop() { waiter.refuse() }
    }
}
