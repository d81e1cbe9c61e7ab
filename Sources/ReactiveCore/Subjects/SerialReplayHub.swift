/// The engine of `RACReplaySubject` (and of `RACCommand`'s replayed signals): a
/// `SerialHub` (RAC's serialized sends: concurrent senders block, a same-thread re-entry
/// goes straight through) plus a buffer of the last values, which a new subscriber
/// receives first.
///
/// No stopped state (Docs/Semantics.md#subjects-after-termination): values sent after
/// the end are still recorded; a late subscriber gets the buffer as it is now, then the
/// end, and is not attached. Completion wins: once a completion is recorded, it stays
/// the end a late subscriber sees, whatever ends the subject again.
///
/// Subscribing takes the hub's gate too, as RAC's `@synchronized` replay does: the
/// buffer and the attachment are one step, so a value sent concurrently is either
/// replayed or delivered live, never both and never lost. (A gate around a `ReplayHub`
/// would be two locks per value: the gate's and the hub's.)
///
/// Locking rule: `buffer`, `terminal` and `sent` (`uncheckedState`) are only touched holding the hub's gate
/// (`SerialHub.exclusively`), which stands for Swift's dynamic exclusivity check.
/// Detaching never waits for the gate (see `SerialHub`).
@usableFromInline
package final class SerialReplayHub<Element>: UncheckedStateOwner<SerialReplayFields<Element>>, SerializingHub, @unchecked Sendable {
    @usableFromInline let hub = SerialHub<Element>()

    /// A hub keeping the last `capacity` values (`nil`: all).
    @inlinable package init(capacity: Int?) {
        super.init(uncheckedState: SerialReplayFields(buffer: ReplayBuffer(capacity: capacity)))
    }

    @inlinable package var hasObservers: Bool { hub.hasObservers }

    /// Records `element` and sends it to the current subscribers, serialized.
    @inlinable package func next(_ element: Element) {
        hub.exclusively {
            uncheckedState.buffer.append(element)
            uncheckedState.sent &+= 1
            hub.next(element) // already inside the gate: no second acquire
        }
    }

    /// Records the end (a completion is kept once recorded) and ends the current
    /// subscribers, serialized.
    @inlinable package func end(_ termination: Termination) {
        hub.exclusively {
            if case .completed? = uncheckedState.terminal {} else { uncheckedState.terminal = termination }
            hub.end(termination)
        }
    }

    /// Replays the buffer to `sink`, then attaches it until `scope` is disposed, or sends
    /// it the recorded end instead.
    @inlinable package func subscribe(_ sink: EventSink<Element>, _ scope: SubscriptionScope) {
        hub.exclusively {
            // The buffer, then what the subscriber itself sends into the subject while
            // it is replayed (re-entrant sends go through the gate on this thread and
            // are not yet delivered to it): in order, after the replay, never nested.
            var replayed = uncheckedState.sent
            var pending = uncheckedState.buffer.elements
            while !pending.isEmpty {
                for element in pending {
                    if scope.isDisposed { return }
                    sink.next(element)
                }
                let missed = uncheckedState.sent &- replayed
                replayed = uncheckedState.sent
                pending = missed == 0 ? [] : ContiguousArray(uncheckedState.buffer.elements.suffix(missed))
            }
            if scope.isDisposed { return }
            if let terminal = uncheckedState.terminal { return sink.end(terminal) }
            hub.subscribe(sink, scope)
        }
    }
}

/// The state of a `SerialReplayHub`, touched only holding its hub's gate.
@usableFromInline
package struct SerialReplayFields<Element> {
    @usableFromInline var buffer: ReplayBuffer<Element>
    @usableFromInline var terminal: Termination?
    /// How many values were ever sent: tells a replay which values a subscriber sent
    /// into the subject from inside its own replay.
    @usableFromInline var sent = 0

    @inlinable init(buffer: ReplayBuffer<Element>) { self.buffer = buffer }
}
