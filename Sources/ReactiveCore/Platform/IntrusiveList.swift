// Platform layer: unmanaged references (`Unmanaged`), for a list whose links live in its
// nodes and move without reference counting.

/// A doubly linked list whose links are stored in the nodes themselves, so that adding
/// and removing a node allocates nothing (`MergeStateMachine`'s active inners).
///
/// Ownership: the list holds one strong reference to each listed node, taken by
/// `append` and handed to whoever removes the node (`remove`, `removeFirst`), who
/// releases it (or keeps it) when it drops the returned reference. The links are
/// unmanaged, so moving one costs no reference counting. A node is in at most one list
/// at a time.
///
/// Not thread-safe, and not to be copied while it holds nodes (a copy would share its
/// references), nor dropped (its references would leak: drain it with `removeFirst()`):
/// the owner keeps it in one place under its lock. `removeAll()` moves the
/// nodes into a list of the caller's, which it may then drain outside that lock, as
/// long as nothing else touches those nodes' links any more.
@usableFromInline
package struct IntrusiveList<Node: IntrusiveListNode> {
    @usableFromInline var head: Unmanaged<Node>?
    @usableFromInline var tail: Unmanaged<Node>?

    /// An empty list.
    @inlinable package init() {}

    /// Whether no node is listed.
    @inlinable package var isEmpty: Bool { head == nil }

    /// Lists `node` last, taking a reference to it. `node` must not be in a list.
    @inlinable
    package mutating func append(_ node: Node) {
        let link = Unmanaged.passRetained(node) // the list's reference
        node.listLinks.older = tail
        if let tail { tail._withUnsafeGuaranteedRef { $0.listLinks.newer = link } } else { head = link }
        tail = link
        node.listLinks.isListed = true
    }

    /// Unlists `node` and returns the list's reference to it, or nil if it was not
    /// listed (then nothing changes).
    @inlinable
    package mutating func remove(_ node: Node) -> Node? {
        if !node.listLinks.isListed { return nil }
        let older = node.listLinks.older, newer = node.listLinks.newer
        if let older { older._withUnsafeGuaranteedRef { $0.listLinks.newer = newer } } else { head = newer }
        if let newer { newer._withUnsafeGuaranteedRef { $0.listLinks.older = older } } else { tail = older }
        node.listLinks = IntrusiveListLinks()
        return Unmanaged.passUnretained(node).takeRetainedValue()
    }

    /// Unlists the oldest node and returns the list's reference to it; nil when empty.
    @inlinable
    package mutating func removeFirst() -> Node? {
        guard let link = head else { return nil }
        let node = link.takeRetainedValue()
        head = node.listLinks.newer
        if let head { head._withUnsafeGuaranteedRef { $0.listLinks.older = nil } } else { tail = nil }
        node.listLinks = IntrusiveListLinks()
        return node
    }

    /// Moves every node, with the list's references, into the returned list and leaves
    /// this one empty.
    @inlinable
    package mutating func removeAll() -> IntrusiveList {
        var taken = IntrusiveList()
        swap(&taken, &self)
        return taken
    }
}

/// The links an `IntrusiveList` stores in each of its nodes.
@usableFromInline
package struct IntrusiveListLinks<Node: AnyObject> {
    @usableFromInline var older: Unmanaged<Node>?
    @usableFromInline var newer: Unmanaged<Node>?
    /// Whether the node is in a list (a node may be the only one, with no links).
    @usableFromInline package var isListed = false

    /// The links of a node in no list.
    @inlinable package init() {}
}

/// A class whose instances can be listed in an `IntrusiveList`: it stores the links.
/// The property is only touched by the list (under its owner's lock).
@usableFromInline
package protocol IntrusiveListNode: AnyObject {
    /// The node's links; a new node starts with `IntrusiveListLinks()`.
    var listLinks: IntrusiveListLinks<Self> { get set }
}
