/// A disposable that only records whether it was disposed.
///
/// Rx: `BooleanDisposable`. RAC: `RACDisposable()` (a disposable without a block).
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    /// A disposable that is already disposed.
    public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed = AtomicFlag()

    /// A disposable that is not disposed yet.
    public init() {}

    /// A disposable whose state is `isDisposed`.
    ///
    /// - Parameter isDisposed: `true` for a disposable that is already disposed; `false` for one
    ///   that is not yet.
    public init(isDisposed: Bool) {
        if isDisposed { _ = disposed.set() }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposed.isSet }

    /// Marks the disposable as disposed.
    public func dispose() { _ = disposed.set() }
}
