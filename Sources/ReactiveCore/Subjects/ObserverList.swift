/// The subscriber list of every subject engine (`SubjectHub` for the Rx subjects,
/// `SerialHub` for the RAC ones): attaching, detaching and iterating cost O(1) amortized
/// each, and iteration follows the order subscribers attached.
///
/// Each subscriber gets an id, counted up from 0 and never reused, which its scope
/// hands back to detach it. The slots are kept in id order. While the list is short (fewer
/// than `indexedFrom` slots) a detach finds its slot by a linear search and removes it, so
/// the slots stay dense and nothing else is kept. From `indexedFrom` slots on, the list
/// keeps an id → slot dictionary; a detach then empties its slot (a tombstone) and the
/// tombstones are compacted once they outnumber the live subscribers, so disposing N
/// subscribers in any order costs O(N) in all. A tombstone holds the `vacant` handler
/// given at init (for the hubs, a sink that ignores everything) and the id `vacantId`:
/// senders call it like any other, so the send loop has no test of its own and costs
/// what a plain array's does.
///
/// Iteration works on a snapshot: `slots`, copied out under the owner's lock, shares its
/// storage with the list (a retain, no copy) and can be iterated outside the lock while
/// subscribers attach or detach: the list copies its storage on its next change while a
/// snapshot still shares it, so a snapshot's receivers are those of the moment it was
/// taken.
///
/// Locking rule: a value with no lock of its own; its owner reaches it only under its own
/// lock (`SubjectHub.state`, `SerialHub.list`). Snapshots need no lock.
@frozen @usableFromInline
package struct ObserverList<Handler> {
    /// A subscriber's slot; a tombstone has the id `vacantId` and the `vacant` handler.
    @usableFromInline package typealias Slot = (id: UInt64, handler: Handler)
    /// What senders iterate: slots in attach order (tombstones hold the `vacant` handler).
    @usableFromInline package typealias Snapshot = ContiguousArray<Slot>

    /// The id of a tombstone (never given to a subscriber).
    @inlinable package static var vacantId: UInt64 { .max }

    /// The slots, oldest first. The last one, if any, is live.
    @usableFromInline package internal(set) var slots: Snapshot = []
    /// Id → position in `slots`, kept from `indexedFrom` slots on; `nil` below.
    @usableFromInline var positions: [UInt64: Int]?
    /// How many slots are tombstones (always 0 while `positions` is `nil`).
    @usableFromInline var tombstones = 0
    @usableFromInline var nextId: UInt64 = 0
    /// What a tombstone holds: a handler that does nothing, so detaching releases the
    /// subscriber's own.
    @usableFromInline let vacant: Handler

    /// From this many slots on, detaching looks its slot up instead of searching.
    @inlinable package static var indexedFrom: Int { 32 }

    /// An empty list whose tombstones hold `vacant`.
    @inlinable package init(vacant: Handler) { self.vacant = vacant }

    /// Whether no subscriber is attached.
    @inlinable package var isEmpty: Bool { slots.isEmpty }

    /// How many subscribers are attached.
    @inlinable package var count: Int { slots.count - tombstones }

    /// Appends `handler` after every attached subscriber; returns its id, for `detach`.
    @inlinable package mutating func attach(_ handler: Handler) -> UInt64 {
        let id = nextId
        nextId &+= 1
        slots.append((id, handler))
        if positions != nil {
            positions![id] = slots.count - 1
        } else if slots.count >= Self.indexedFrom {
            buildPositions()
        }
        return id
    }

    /// Detaches subscriber `id`; returns its handler (so the caller can release it
    /// outside its lock), or `nil` if it was no longer attached.
    @inlinable package mutating func detach(_ id: UInt64) -> Handler? {
        guard positions != nil else {
            guard let position = slots.firstIndex(where: { $0.id == id }) else { return nil }
            return slots.remove(at: position).handler
        }
        return detachIndexed(id)
    }

    /// Empties the list; returns what it held, for a last delivery. Ids stay unique:
    /// detaching one of the removed ids later does nothing.
    @inlinable package mutating func removeAll() -> Snapshot {
        defer {
            slots = []
            positions = nil
            tombstones = 0
        }
        return slots
    }

    /// `detach` once the list keeps `positions`. Specialized where the handler type is
    /// concrete (a generic copy of each slot costs more than the rest of a detach), but
    /// not inlined: long lists only.
    @inlinable @inline(never) mutating func detachIndexed(_ id: UInt64) -> Handler? {
        guard let position = positions!.removeValue(forKey: id) else { return nil }
        let handler = slots[position].handler
        slots[position] = (Self.vacantId, vacant)
        tombstones += 1
        // Keep the last slot live, so that `isEmpty` is `slots.isEmpty`.
        while let last = slots.last, last.id == Self.vacantId {
            slots.removeLast()
            tombstones -= 1
        }
        if slots.isEmpty {
            // Emptied from a long list: let its storage go (a short one keeps its own, so
            // a subscribe + dispose cycle allocates nothing).
            slots = []
            positions = nil
        } else if tombstones > slots.count - tombstones {
            compact()
        }
        return handler
    }

    /// Drops the tombstones, keeping the order; below `indexedFrom / 2` live subscribers
    /// the list goes back to linear search (a margin, so that a list whose size hovers
    /// around `indexedFrom` does not rebuild its dictionary over and over).
    @inlinable @inline(never) mutating func compact() {
        var live = Snapshot()
        live.reserveCapacity(count)
        for slot in slots where slot.id != Self.vacantId { live.append(slot) }
        slots = live
        tombstones = 0
        if slots.count < Self.indexedFrom / 2 {
            positions = nil
        } else {
            buildPositions()
        }
    }

    /// Indexes every slot by id (the list holds no tombstones at this point).
    @inlinable @inline(never) mutating func buildPositions() {
        var index: [UInt64: Int] = [:]
        index.reserveCapacity(slots.count * 2)
        for (position, slot) in slots.enumerated() { index[slot.id] = position }
        positions = index
    }
}

extension ObserverList {
    /// An empty list of sinks whose tombstones hold a sink that ignores everything.
    @inlinable package init<Element>() where Handler == EventSink<Element> {
        self.init(vacant: EventSink(next: { _ in }, end: { _ in }))
    }
}
