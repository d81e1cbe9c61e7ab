/// The members of a group of disposables, in the order they were added: the one storage
/// of the library's three groups (`SubscriptionScope`, `CompositeDisposable`,
/// `RACCompoundDisposable`), which differ only in what they hand out (keys, RAC's
/// identity removal, the engine's release rules).
///
/// A value with no lock: its owner keeps it behind its own lock (each owner's locking
/// rule says which) and releases what it takes out after unlocking. The first member is
/// held inline: most groups (a subscription's scope above all) hold one, and then
/// allocate no array.
///
/// Invariant: `first` is nil only when `rest` is empty.
@usableFromInline
package struct DisposalList<Member> {
    @usableFromInline var first: Member?
    @usableFromInline var rest: [Member] = []

    /// An empty list.
    @inlinable package init() {}

    /// A list holding `members`, in order.
    @inlinable package init<Members: Sequence>(_ members: Members) where Members.Element == Member {
        for member in members { append(member) }
    }

    /// The number of members.
    @inlinable package var count: Int { first == nil ? 0 : 1 + rest.count }

    /// Adds `member` last.
    @inlinable @inline(__always) package mutating func append(_ member: Member) {
        if first == nil { first = member } else { rest.append(member) }
    }

    /// Moves every member out, leaving the list empty (moved, not copied).
    @inlinable package mutating func removeAll() -> DisposalList<Member> {
        var taken = DisposalList()
        swap(&taken, &self)
        return taken
    }

    /// Moves the members that match `predicate` to the end of `taken`, in order, and
    /// keeps the others in theirs.
    @inlinable
    package mutating func moveMembers(into taken: inout DisposalList<Member>, where predicate: (Member) -> Bool) {
        if let held = first, predicate(held) {
            taken.append(held)
            first = nil
        }
        if rest.contains(where: predicate) {
            var kept: [Member] = []
            for member in rest {
                if predicate(member) { taken.append(member) } else { kept.append(member) }
            }
            rest = kept
        }
        if first == nil, !rest.isEmpty { first = rest.removeFirst() }
    }

    /// Removes the first member that matches `predicate`, and returns it (nil if none does).
    @inlinable @discardableResult
    package mutating func removeFirst(where predicate: (Member) -> Bool) -> Member? {
        if let held = first, predicate(held) {
            first = rest.isEmpty ? nil : rest.removeFirst()
            return held
        }
        if let index = rest.firstIndex(where: predicate) { return rest.remove(at: index) }
        return nil
    }

    /// Calls `body` with each member, in order.
    @inlinable package func forEach(_ body: (Member) -> Void) {
        guard let first else { return }
        body(first)
        for member in rest { body(member) }
    }
}
