/// Delivers a subject's stored events (a replay buffer, a behavior subject's value) to a
/// new subscriber outside the subject's lock, without losing, duplicating or reordering
/// an event that the subject sends meanwhile.
///
/// The subject attaches the handoff's `sink` and takes its snapshot in one step under its
/// lock. Events that reach the handoff before the snapshot has been delivered are queued;
/// the replaying thread delivers the snapshot, then the queue, then opens the handoff.
/// After that, an event costs one atomic load.
///
/// Locking rule: `pending` (the queue, `nil` once open) is only reached under its lock;
/// the downstream sink is always called outside it. `open` is set under the lock and
/// read without it as a fast path.
@usableFromInline
package final class ReplayHandoff<Element>: @unchecked Sendable {
    @usableFromInline let downstream: EventSink<Element>
    @usableFromInline let open = AtomicFlag()
    @usableFromInline let pending = Locked<ContiguousArray<Event<Element>>?>([])

    @inlinable package init(_ downstream: EventSink<Element>) { self.downstream = downstream }

    /// The handler to attach to the subject.
    @inlinable package var sink: EventSink<Element> {
        EventSink(next: { [self] element in
            if open.isSet || !enqueue(.next(element)) { downstream.next(element) }
        }, end: { [self] termination in
            if open.isSet || !enqueue(termination.event()) { downstream.end(termination) }
        })
    }

    /// Queues `event` while the snapshot is being delivered; `false` once the gate is open.
    @inlinable func enqueue(_ event: Event<Element>) -> Bool {
        pending.withLock { queue in
            guard queue != nil else { return false }
            queue!.append(event)
            return true
        }
    }

    /// Delivers `snapshot`, then what arrived meanwhile, then opens the handoff. Stops early
    /// when `scope` is disposed.
    @inlinable package func replay<Snapshot: Sequence>(_ snapshot: Snapshot, _ scope: SubscriptionScope) where Snapshot.Element == Element {
        for element in snapshot {
            if scope.isDisposed { break }
            downstream.next(element)
        }
        while true {
            let batch = pending.withLock { queue -> ContiguousArray<Event<Element>> in
                let taken = queue ?? []
                if taken.isEmpty {
                    queue = nil
                    _ = open.set()
                } else {
                    queue = []
                }
                return taken
            }
            if batch.isEmpty { return }
            for event in batch where !scope.isDisposed { downstream.on(event) }
        }
    }
}
