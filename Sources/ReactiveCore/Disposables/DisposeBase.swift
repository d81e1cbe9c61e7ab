/// The common superclass of the library's disposable classes (`DisposeBag`,
/// `CompositeDisposable`, `SerialDisposable`, `SingleAssignmentDisposable`,
/// `RefCountDisposable`), so they can be held as one type.
///
/// It has no behavior of its own and cannot be subclassed outside the library.
/// Resource counting is done by the engine's subscriptions, not here.
///
/// Rx: `DisposeBase`.
public class DisposeBase {
    /// Only the library's disposables are made from it.
    @inlinable package init() {}
}
