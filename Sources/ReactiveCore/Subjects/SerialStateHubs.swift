/// The engines of RAC's replay and behavior subjects: a `SerialHub` (RAC's serialized
/// sends: concurrent senders block, a same-thread re-entry goes straight through) plus
/// the state a new subscriber receives first, kept under the hub's own gate.
///
/// Why not a `RecursiveLock` around the Rx `ReplayHub` / `BehaviorHub`: that was two locks
/// per value (the gate's and the hub's). Here the gate is the only one, and
/// subscribing also takes it, as RAC's `@synchronized` replay does: the buffer (or
/// current value) and the attachment are one step, so a value sent concurrently is
/// either replayed or delivered live, never both and never lost.
///
/// Locking rule: `buffer`, `terminal` and `current` are only touched holding the hub's
/// gate (`SerialHub.exclusively`), which stands for Swift's dynamic exclusivity check.
/// Detaching never waits for the gate (see `SerialHub`).

/// RAC's replay hub (Docs/Semantics.md#subjects-after-termination): no stopped state. Values sent after the end are
/// still recorded; a late subscriber gets the buffer as it is now, then the end, and is
/// not attached. A completion, once recorded, stays the end a late subscriber sees.
@usableFromInline
package final class SerialReplayHub<Element>: SerializingHub, @unchecked Sendable {
    @usableFromInline let hub = SerialHub<Element>()
    @usableFromInline @exclusivity(unchecked) var buffer: ReplayBuffer<Element>
    @usableFromInline @exclusivity(unchecked) var terminal: Termination?
    /// How many values were ever sent: tells a replay which values a subscriber sent
    /// into the subject from inside its own replay.
    @usableFromInline @exclusivity(unchecked) var sent = 0

    /// A hub keeping the last `capacity` values (`nil`: all).
    @inlinable package init(capacity: Int?) { buffer = ReplayBuffer(capacity: capacity) }

    @inlinable package var hasObservers: Bool { hub.hasObservers }

    @inlinable package func next(_ element: Element) {
        hub.exclusively {
            buffer.append(element)
            sent &+= 1
            hub.next(element) // already inside the gate: no second acquire
        }
    }

    @inlinable package func end(_ termination: Termination) {
        hub.exclusively {
            if case .completed? = terminal {} else { terminal = termination }
            hub.end(termination)
        }
    }

    @inlinable package func subscribe(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        hub.exclusively {
            // The buffer, then what the subscriber itself sends into the subject while
            // it is replayed (re-entrant sends go through the gate on this thread and
            // are not yet delivered to it): in order, after the replay, never nested.
            var replayed = sent
            var pending = buffer.elements
            while !pending.isEmpty {
                for element in pending {
                    if scope.isDisposed { return }
                    sink.next(element)
                }
                let missed = sent &- replayed
                replayed = sent
                pending = missed == 0 ? [] : ContiguousArray(buffer.elements.suffix(missed))
            }
            if scope.isDisposed { return }
            if let terminal { return sink.end(terminal) }
            hub.subscribe(sink, scope)
        }
    }
}

/// RAC's behavior hub (Docs/Semantics.md#subjects-after-termination): no stopped state. A subscriber gets the current
/// value first, even after the end, and later values keep updating it and reaching
/// whoever is attached.
@usableFromInline
package final class SerialBehaviorHub<Element>: SerializingHub, @unchecked Sendable {
    @usableFromInline let hub = SerialHub<Element>()
    @usableFromInline @exclusivity(unchecked) var current: Element

    /// A hub whose current value is `value`.
    @inlinable package init(value: Element) { current = value }

    @inlinable package var hasObservers: Bool { hub.hasObservers }

    @inlinable package func next(_ element: Element) {
        hub.exclusively {
            current = element
            hub.next(element)
        }
    }

    @inlinable package func end(_ termination: Termination) { hub.end(termination) }

    @inlinable package func subscribe(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        hub.exclusively {
            // Attached first, as RAC does: a value the subscriber sends from inside the
            // current value's delivery reaches it too (nested, on this thread), while
            // other threads' sends wait for the gate and so come after.
            hub.subscribe(sink, scope)
            if !scope.isDisposed { sink.next(current) }
        }
    }
}

/// A RAC subject's engine: serialized sends, synchronous subscription. `RACSubject`'s
/// init is generic over it, so each send is one closure call into specialized code.
@usableFromInline
package protocol SerializingHub<Element>: AnyObject {
    associatedtype Element
    func next(_ element: Element)
    func end(_ termination: Termination)
    func subscribe(_ sink: EventSink<Element>, _ scope: SubscriptionScope)
    var hasObservers: Bool { get }
}

extension SerialHub: SerializingHub {}
