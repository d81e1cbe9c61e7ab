/// A group of disposables disposed together, in the order they were added.
///
/// Adding to a disposed group disposes the new member at once. Disposing is idempotent
/// and atomic.
///
/// RAC: `RACCompoundDisposable`. Rx: `CompositeDisposable`.
public final class RACCompoundDisposable: RACDisposable, @unchecked Sendable {
    // Locking rule: `lock` guards `members` (nil once disposed); members are disposed
    // outside it.
    private let lock = Lock()
    private var members: [Disposable]? = []

    /// An empty group.
    ///
    /// RAC: `+compoundDisposable`.
    public override init() {
        super.init()
    }

    /// A group holding `disposables`.
    ///
    /// RAC: `+compoundDisposableWithDisposables:`.
    public init(disposables: [RACDisposable]) {
        members = disposables
        super.init()
    }

    /// A group holding a disposable that runs `block`.
    ///
    /// RAC: `+disposableWithBlock:` on `RACCompoundDisposable`.
    public override init(block: @escaping () -> Void) {
        members = [RACDisposable(block: block)]
        super.init()
    }

    /// A group that starts with a core disposable (an engine subscription).
    package init(owning disposable: Disposable) {
        members = [disposable]
        super.init()
    }

    /// Whether the group has been disposed.
    public override var isDisposed: Bool { lock.withLock { members == nil } }

    /// Adds `disposable`, or disposes it at once if the group is disposed. Nil is ignored.
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
            members!.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Removes `disposable` without disposing it.
    ///
    /// RAC: `-removeDisposable:`.
    public func remove(_ disposable: RACDisposable?) {
        guard let disposable else { return }
        lock.withLock {
            if let index = members?.firstIndex(where: { ($0 as? RACDisposable) === disposable }) {
                members!.remove(at: index)
            }
        }
    }

    /// Disposes every member, in the order they were added; later calls do nothing.
    public override func dispose() {
        let taken = lock.withLock { () -> [Disposable]? in
            defer { members = nil }
            return members
        }
        taken?.forEach { $0.dispose() }
    }
}
