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
/// The inline slot holds `Member.vacant` when empty rather than being an optional: an
/// optional of a member type with several payload cases is copied and destroyed through
/// generic value witnesses, which cost more per subscription than the rest of the list.
///
/// Invariant: `first` is vacant only when `rest` is empty.
@usableFromInline
package struct DisposalList<Member: DisposalListMember> {
    @usableFromInline var first: Member = .vacant
    @usableFromInline var rest: [Member] = []

    /// An empty list.
    @inlinable package init() {}

    /// A list holding `members`, in order.
    @inlinable package init<Members: Sequence>(_ members: Members) where Members.Element == Member {
        for member in members { append(member) }
    }

    /// Whether the list holds no member.
    @inlinable package var isEmpty: Bool { first.isVacant }

    /// The number of members.
    @inlinable package var count: Int { first.isVacant ? 0 : 1 + rest.count }

    /// Adds `member` last.
    @inlinable @inline(__always) package mutating func append(_ member: Member) {
        if first.isVacant { first = member } else { rest.append(member) }
    }

    /// Moves every member out, leaving the list empty (moved, not copied).
    @inlinable package mutating func removeAll() -> DisposalList<Member> {
        var taken = DisposalList()
        swap(&taken.first, &first)
        swap(&taken.rest, &rest)
        return taken
    }

    /// Moves the members that match `predicate` to the end of `taken`, in order, and
    /// keeps the others in theirs.
    @inlinable
    package mutating func moveMembers(into taken: inout DisposalList<Member>, where predicate: (Member) -> Bool) {
        if first.isVacant { return }
        if predicate(first) {
            taken.append(first)
            first = .vacant
        }
        if rest.contains(where: predicate) {
            var kept: [Member] = []
            for member in rest {
                if predicate(member) { taken.append(member) } else { kept.append(member) }
            }
            rest = kept
        }
        if first.isVacant, !rest.isEmpty { first = rest.removeFirst() }
    }

    /// Removes the first member that matches `predicate`, and returns it (nil if none does).
    @inlinable @discardableResult
    package mutating func removeFirst(where predicate: (Member) -> Bool) -> Member? {
        if first.isVacant { return nil }
        if predicate(first) {
            let held = first
            first = rest.isEmpty ? .vacant : rest.removeFirst()
            return held
        }
        if let index = rest.firstIndex(where: predicate) { return rest.remove(at: index) }
        return nil
    }

    /// Calls `body` with each member, in order.
    @inlinable package func forEach(_ body: (Member) -> Void) {
        if first.isVacant { return }
        body(first)
        for member in rest { body(member) }
    }
}

/// A member of a `DisposalList`: a type with a value that marks the list's inline slot
/// as empty.
@usableFromInline
package protocol DisposalListMember {
    /// The value of an empty slot; never added as a member.
    static var vacant: Self { get }
    /// Whether this is `vacant`.
    var isVacant: Bool { get }
}

/// A plain disposable as a member (`RACCompoundDisposable`, `CompositeDisposable`).
@usableFromInline
package struct DisposableMember: DisposalListMember {
    /// The member, nil only in the vacant slot.
    @usableFromInline package let disposable: Disposable?
    /// The key it was added under (`CompositeDisposable`), 0 where keys are not used.
    @usableFromInline package let key: UInt64

    @inlinable package init(_ disposable: Disposable, key: UInt64 = 0) {
        self.disposable = disposable
        self.key = key
    }

    @inlinable init(vacant: ()) {
        disposable = nil
        key = 0
    }

    @inlinable package static var vacant: DisposableMember { DisposableMember(vacant: ()) }

    @inlinable package var isVacant: Bool { disposable == nil }

    /// Disposes the member.
    @inlinable package func dispose() { disposable?.dispose() }
}
