/// A first-in first-out ring buffer. It keeps its capacity once grown, so a steady
/// stream of pushes and pops does not allocate.
@usableFromInline
package struct RingBuffer<Element> {
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline package private(set) var count = 0

    @inlinable package init() {}

    @inlinable package var isEmpty: Bool { count == 0 }

    /// Appends `element` at the back (consumed: a caller's last use of it is moved in).
    @inlinable package mutating func push(_ element: consuming Element) {
        if count == storage.count { grow() }
        var tail = head + count
        if tail >= storage.count { tail -= storage.count }
        storage[tail] = element
        count += 1
    }

    /// Removes and returns the front element, if any.
    @inlinable package mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count { head = 0 }
        count -= 1
        return element
    }

    /// The front element, if any.
    @inlinable package var first: Element? { count > 0 ? storage[head] : nil }

    /// Drops every element, keeping the storage.
    @inlinable package mutating func removeAll() {
        while count > 0 { _ = pop() }
        head = 0
    }

    @inlinable mutating func grow() {
        let newCapacity = Swift.max(4, storage.count * 2)
        var grown = ContiguousArray<Element?>(repeating: nil, count: newCapacity)
        for offset in 0 ..< count {
            var index = head + offset
            if index >= storage.count { index -= storage.count }
            grown[offset] = storage[index].take()
        }
        storage = grown
        head = 0
    }
}
