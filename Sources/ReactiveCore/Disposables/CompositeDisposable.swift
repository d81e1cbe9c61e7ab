/// A group of disposables disposed together; members can be removed by key.
///
/// Adding to a disposed group disposes the new member at once. Members are disposed in
/// the order they were added.
///
/// Why a group besides the engine's `SubscriptionScope`: RxSwift's API has this class
/// (keys to remove a member, `count`); its members live in the same `DisposalList`.
///
/// Rx: `CompositeDisposable`. RAC: `RACCompoundDisposable`.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    /// Identifies a member, to remove it later.
    public struct DisposeKey: Hashable, Sendable {
        @usableFromInline let rawValue: UInt64
        @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
    }

    // Locking rule: `lock` guards `members` (nil once disposed) and `nextKey`; members
    // are disposed outside it.
    private let lock = Lock()
    private var members: DisposalList<DisposableMember>? = DisposalList()
    private var nextKey: UInt64 = 0

    /// An empty group.
    public override init() {}

    /// A group holding the two disposables.
    ///
    /// - Parameters:
    ///   - disposable1: The first member, disposed first.
    ///   - disposable2: The second member.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// A group holding the three disposables.
    ///
    /// - Parameters:
    ///   - disposable1: The first member, disposed first.
    ///   - disposable2: The second member.
    ///   - disposable3: The third member.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// A group holding all the arguments.
    ///
    /// - Parameters:
    ///   - disposable1: The first member, disposed first.
    ///   - disposable2: The second member.
    ///   - disposable3: The third member.
    ///   - disposable4: The fourth member.
    ///   - disposables: Further members, disposed after the first four in this order.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// A group holding `disposables`.
    ///
    /// - Parameter disposables: The members, disposed in this order; their keys are not handed out.
    public init(disposables: [Disposable]) {
        members = DisposalList(disposables.enumerated().lazy.map { DisposableMember($0.element, key: UInt64($0.offset)) })
        nextKey = UInt64(disposables.count)
    }

    /// Adds `disposable` and returns its key, or disposes it at once and returns nil
    /// if the group is already disposed.
    ///
    /// - Parameter disposable: The member to add (disposed at once if the group is disposed).
    /// - Returns: The key that `remove(for:)` takes, or nil if the group was already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = lock.withLock { () -> UInt64? in
            guard members != nil else { return nil }
            let key = nextKey
            nextKey &+= 1
            members!.append(DisposableMember(disposable, key: key))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(rawValue: key)
    }

    /// The number of members (0 once disposed).
    public var count: Int { lock.withLock { members?.count ?? 0 } }

    /// Removes the member with `disposeKey` and disposes it.
    ///
    /// - Parameter disposeKey: The key `insert(_:)` returned; a key already removed, or one
    ///   from another group, does nothing.
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.withLock { members?.removeFirst(where: { $0.key == disposeKey.rawValue }) }
        removed?.dispose()
    }

    /// Removes the member with `disposeKey` without disposing it.
    package func detach(_ disposeKey: DisposeKey) {
        lock.withLock {
            _ = members?.removeFirst(where: { $0.key == disposeKey.rawValue })
        }
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool { lock.withLock { members == nil } }

    /// Disposes every member, in the order they were added.
    public func dispose() {
        let taken = lock.withLock { () -> DisposalList<DisposableMember>? in
            defer { members = nil }
            return members
        }
        taken?.forEach { $0.dispose() }
    }
}
