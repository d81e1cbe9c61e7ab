/// A disposable that runs a block once, on the first `dispose()`.
///
/// Disposing is idempotent and atomic: whichever thread disposes first runs the block,
/// every later call does nothing. A `Cancelable`, so it can be handed to Rx code too.
///
/// RAC: `RACDisposable` (`+disposableWithBlock:`, `-isDisposed`, `-dispose`,
/// `-asScopedDisposable`). Rx: `Disposables.create(with:)`.
open class RACDisposable: Cancelable, @unchecked Sendable {
    // Locking rule: `block` is read and cleared only by the caller that set `disposed`
    // (the atomic flag orders it after `init`), so it needs no lock.
    private let disposed = AtomicFlag()
    private var block: (() -> Void)?

    /// A disposable with nothing to do but record that it was disposed.
    ///
    /// RAC: `[RACDisposable new]`.
    public init() {}

    /// A disposable that runs `block` on the first `dispose()`.
    ///
    /// - Parameter block: Runs on the first `dispose()`, on the disposing thread; it is
    ///   released afterwards.
    ///
    /// RAC: `+disposableWithBlock:`.
    public init(block: @escaping () -> Void) {
        self.block = block
    }

    /// Whether `dispose()` has been called.
    open var isDisposed: Bool { disposed.isSet }

    /// Runs the block, once.
    open func dispose() {
        guard disposed.set() else { return }
        let block = self.block
        self.block = nil
        block?()
    }

    /// A disposable that disposes this one when it is deinitialized.
    ///
    /// - Returns: A scoped disposable that disposes this one when it is deinitialized or
    ///   disposed.
    ///
    /// RAC: `-asScopedDisposable`.
    public func asScopedDisposable() -> RACScopedDisposable {
        RACScopedDisposable(disposable: self)
    }
}

/// A disposable that disposes the one it wraps when it is deinitialized (or disposed).
///
/// Keep it in a local or a property: when that goes away, the subscription ends.
///
/// RAC: `RACScopedDisposable` (`+scopedDisposableWithDisposable:`). Rx: a `DisposeBag`.
public final class RACScopedDisposable: RACDisposable, @unchecked Sendable {
    /// Wraps `disposable`.
    ///
    /// - Parameter disposable: Disposed when the scoped disposable is deinitialized or disposed.
    ///
    /// RAC: `+scopedDisposableWithDisposable:`.
    public init(disposable: RACDisposable) {
        super.init(block: disposable.dispose)
    }

    deinit { dispose() }

    /// Returns itself (it is already scoped).
    ///
    /// - Returns: This scoped disposable.
    public override func asScopedDisposable() -> RACScopedDisposable { self }
}

/// Presents an engine subscription (its `SubscriptionScope`, or a multicast connection)
/// as a `RACDisposable`. Generic over the wrapped class, so releasing it destroys no
/// existential. Its initializer is not inlinable: inlined, the optimizer kept on the heap
/// a disposable that its caller disposes at once (`subscribeNext(…).dispose()`).
@usableFromInline
final class RACWrappedDisposable<Wrapped: Cancelable & AnyObject>: RACDisposable, @unchecked Sendable {
    @usableFromInline let wrapped: Wrapped

    @usableFromInline init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
        super.init()
    }

    @usableFromInline override var isDisposed: Bool { wrapped.isDisposed }

    @usableFromInline override func dispose() { wrapped.dispose() }
}
