/// A group of disposables disposed together, in the order they were added.
///
/// Adding to a disposed group disposes the new member at once. Disposing is idempotent
/// and atomic.
///
/// Why a group besides `CompositeDisposable` and the engine's `SubscriptionScope`:
/// ReactiveObjC's API needs a `RACDisposable` subclass (what `didSubscribe(with:)`
/// hands a subscriber), with removal by identity rather than by key. Its members live
/// in the same `DisposalList` as theirs.
///
/// RAC: `RACCompoundDisposable`. Rx: `CompositeDisposable`.
public final class RACCompoundDisposable: RACDisposable, @unchecked Sendable {
    // Locking rule: `lock` guards `members` (nil once disposed); members are disposed
    // outside it.
    private let lock = Lock()
    private var members: DisposalList<DisposableMember>? = DisposalList()

    /// An empty group.
    ///
    /// RAC: `+compoundDisposable`.
    public override init() {
        super.init()
    }

    /// A group holding `disposables`.
    ///
    /// - Parameter disposables: The members, disposed in this order.
    ///
    /// RAC: `+compoundDisposableWithDisposables:`.
    public init(disposables: [RACDisposable]) {
        members = DisposalList(disposables.lazy.map { DisposableMember($0) })
        super.init()
    }

    /// A group holding a disposable that runs `block`.
    ///
    /// - Parameter block: Runs once, when the group is disposed.
    ///
    /// RAC: `+disposableWithBlock:` on `RACCompoundDisposable`.
    public override init(block: @escaping () -> Void) {
        members = DisposalList(CollectionOfOne(DisposableMember(RACDisposable(block: block))))
        super.init()
    }

    /// A group that starts with a core disposable (an engine subscription).
    package init(owning disposable: Disposable) {
        members = DisposalList(CollectionOfOne(DisposableMember(disposable)))
        super.init()
    }

    /// Whether the group has been disposed.
    public override var isDisposed: Bool { lock.withLock { members == nil } }

    /// Adds `disposable`, or disposes it at once if the group is disposed. Nil is ignored.
    ///
    /// - Parameter disposable: The member to add, disposed after the earlier ones; nil is
    ///   ignored.
    ///
    /// RAC: `-addDisposable:`.
    public func add(_ disposable: RACDisposable?) {
        guard let disposable else { return }
        add(disposable: disposable)
    }

    /// Adds a core disposable, or disposes it at once if the group is disposed.
    package func add(disposable: Disposable) {
        let accepted = lock.withLock { () -> Bool in
            guard members != nil else { return false }
            members!.append(DisposableMember(disposable))
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Removes `disposable` without disposing it.
    ///
    /// - Parameter disposable: The member to take out (by identity), not disposed; nil, or a
    ///   disposable that is not a member, does nothing.
    ///
    /// RAC: `-removeDisposable:`.
    public func remove(_ disposable: RACDisposable?) {
        guard let disposable else { return }
        lock.withLock {
            _ = members?.removeFirst(where: { ($0.disposable as? RACDisposable) === disposable })
        }
    }

    /// Disposes every member, in the order they were added; later calls do nothing.
    public override func dispose() {
        let taken = lock.withLock { () -> DisposalList<DisposableMember>? in
            defer { members = nil }
            return members
        }
        taken?.forEach { $0.dispose() }
    }
}
