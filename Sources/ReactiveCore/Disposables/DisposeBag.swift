/// Collects disposables and disposes them all when the bag is deinitialized.
///
/// The usual owner of subscriptions: `subscription.disposed(by: bag)`. Replace the bag
/// (`bag = DisposeBag()`) to dispose early. Adding to a bag that is being
/// deinitialized disposes at once.
///
/// Rx: `DisposeBag`. RAC: a `RACCompoundDisposable` held by the owner.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    // Locking rule: `state` (the members, and whether the bag is disposed) is reached only
    // under its lock; members are disposed outside it. (A `Locked` is one allocation
    // more per bag, which is long-lived and off the per-event path.)
    private let state = Locked((disposables: [Disposable](), isDisposed: false))

    /// An empty bag.
    public override init() {}

    /// Adds `disposable`, to be disposed when the bag is deinitialized.
    ///
    /// - Parameter disposable: Disposed when the bag is deinitialized (at once if it is
    ///   being deinitialized already).
    public func insert(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    private func dispose() {
        let taken = state.withLock { state -> [Disposable] in
            defer { state.disposables.removeAll(); state.isDisposed = true }
            return state.disposables
        }
        taken.forEach { $0.dispose() }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// A bag holding `disposables`.
    ///
    /// - Parameter disposables: The disposables the bag starts with.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        disposables.forEach(insert)
    }

    /// A bag holding the disposables the builder returns: `DisposeBag { a; b }`.
    ///
    /// - Parameter builder: Lists the disposables the bag starts with, one statement each.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// A bag holding `disposables`.
    ///
    /// - Parameter disposables: The disposables the bag starts with.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        disposables.forEach(insert)
    }

    /// Adds each argument.
    ///
    /// - Parameter disposables: Each is added, in order, as by `insert(_:)`.
    public func insert(_ disposables: Disposable...) { disposables.forEach(insert) }

    /// Adds the disposables the builder returns.
    ///
    /// - Parameter builder: Lists the disposables to add, one statement each.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) { builder().forEach(insert) }

    /// Adds each element of `disposables`.
    ///
    /// - Parameter disposables: Each is added, in order, as by `insert(_:)`.
    public func insert(_ disposables: [Disposable]) { disposables.forEach(insert) }

    /// Builds a list of disposables from statements: `bag.insert { a; b }`.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the disposables of a block.
        ///
        /// - Parameter disposables: The value of each statement of the block.
        /// - Returns: The disposables, in statement order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`.
    ///
    /// - Parameter bag: Disposes this disposable when it is deinitialized.
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}
