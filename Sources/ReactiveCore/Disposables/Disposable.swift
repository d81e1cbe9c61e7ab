/// A resource that can be released: disposing a subscription ends it.
///
/// Disposing is idempotent: the second and later calls do nothing.
///
/// Rx: `Disposable`. RAC: `RACDisposable` (`-dispose`).
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
///
/// Rx: `Cancelable`. RAC: `RACDisposable.isDisposed`.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

/// Factories for the common disposables.
///
/// A namespace: it has no instances, only the static `create` functions.
///
/// Rx: `Disposables`. RAC: `RACDisposable(block:)`, `RACCompoundDisposable`.
public struct Disposables {
    private init() {}
}

extension Disposables {
    /// A disposable that does nothing.
    ///
    /// - Returns: A shared disposable whose `dispose()` does nothing.
    @inlinable public static func create() -> Disposable { NopDisposable.shared }

    /// A disposable that runs `dispose` once, on the first `dispose()` call.
    ///
    /// - Parameter dispose: The action to run on the first `dispose()`; later calls do not run it.
    /// - Returns: A disposable that reports `isDisposed` once disposed.
    @inlinable public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments, in order.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    /// - Returns: A disposable that disposes both, once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2])
    }

    /// A disposable that disposes the three arguments, in order.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    ///   - disposable3: Disposed third.
    /// - Returns: A disposable that disposes the three, once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes all the arguments, in order.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    ///   - disposable3: Disposed third.
    ///   - disposables: Disposed after the first three, in this order.
    /// - Returns: A disposable that disposes all of them, once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable ...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all the elements of `disposables`, in order.
    ///
    /// - Parameter disposables: Disposed in this order; an empty array is allowed.
    /// - Returns: A disposable that disposes all of them, once (for an empty array, one that
    ///   only records that it was disposed).
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 0: return BooleanDisposable()
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable that does nothing (`Disposables.create()`).
@usableFromInline
package struct NopDisposable: Disposable, Sendable {
    @usableFromInline static let shared = NopDisposable()
    @inlinable init() {}
    @inlinable package func dispose() {}
}

/// Runs an action once, on the first `dispose()` (`Disposables.create(with:)`).
@usableFromInline
package final class AnonymousDisposable: UncheckedStateOwner<AnonymousDisposable.Action>, Cancelable, @unchecked Sendable {
    /// The action, in a struct: a closure stored as a generic parameter
    /// (`UncheckedStateOwner`'s `State`) would be kept in its most general form and
    /// converted, allocating, on every read and write.
    @usableFromInline
    package struct Action {
        @usableFromInline var run: (() -> Void)?
        @inlinable init(_ run: (() -> Void)?) { self.run = run }
    }

    // Locking rule: none needed. The action (`uncheckedState`) is written in `init`, then
    // only by the one caller that wins `disposed.set()`, which takes it out and runs it.
    // (A lock that returned the closure cost an allocation per dispose: a closure
    // returned through a generic result is re-abstracted into a new context.)
    @usableFromInline let disposed = AtomicFlag()

    @inlinable package init(_ action: @escaping () -> Void) { super.init(uncheckedState: Action(action)) }

    @inlinable package var isDisposed: Bool { disposed.isSet }

    @inlinable package func dispose() {
        guard disposed.set() else { return }
        let action = uncheckedState.run
        uncheckedState.run = nil
        action?()
    }
}
