/// The last `capacity` elements (all of them when `capacity` is nil), oldest first:
/// the buffer of both replay hubs (`ReplayHub`, `SerialReplayHub`). A ring once full,
/// so a bounded buffer allocates nothing per element. Not thread-safe: its owner keeps
/// it under its own lock.
@usableFromInline
package struct ReplayBuffer<Element> {
    @usableFromInline var storage: ContiguousArray<Element> = []
    /// Index of the oldest element once the ring is full.
    @usableFromInline var head = 0
    @usableFromInline let capacity: Int?

    @inlinable package init(capacity: Int?) { self.capacity = capacity }

    @inlinable package mutating func append(_ element: Element) {
        guard let capacity else { storage.append(element); return }
        if capacity == 0 { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// The elements, oldest first.
    @inlinable package var elements: ContiguousArray<Element> {
        if head == 0 { return storage }
        var ordered = ContiguousArray<Element>()
        ordered.reserveCapacity(storage.count)
        ordered.append(contentsOf: storage[head...])
        ordered.append(contentsOf: storage[..<head])
        return ordered
    }

    @inlinable package var isEmpty: Bool { storage.isEmpty }

    @inlinable package mutating func removeAll() {
        storage = []
        head = 0
    }
}
