import Dispatch
import Foundation

/// An observer that applies each element to a target (held weakly) on a scheduler:
/// the UI-binding end of a chain. Completion is ignored; an error is a programming
/// error (a fatal error in debug builds, printed in release builds).
///
/// Rx: `Binder` (RxSwift 6). RAC: `RAC(target, keyPath) = signal`.
public struct Binder<Value>: ObserverType {
    /// The element type (`Value`).
    public typealias Element = Value

    @usableFromInline let binding: (Event<Value>) -> Void

    /// A binder that runs `binding(target, value)` on `scheduler` for each element,
    /// while `target` is alive.
    ///
    /// - Parameters:
    ///   - target: The object the elements are applied to; held weakly, so an element that
    ///     arrives after it is gone is dropped.
    ///   - scheduler: Where `binding` runs; the default is a new `MainScheduler()`, as in
    ///     RxCocoa, so UI code runs on the main thread.
    ///   - binding: Applies one element to the target.
    ///
    /// Rx: `Binder(_:scheduler:binding:)`.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                bindingFailed(error)
            case .completed:
                break
            }
        }
    }

    /// Delivers `event`.
    ///
    /// - Parameter event: An element is applied to the target on the binder's scheduler;
    ///   completion is ignored; an error is a programming error (fatal in debug builds,
    ///   printed in release builds).
    ///
    /// Rx: `Binder.on(_:)`.
    @inlinable
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    ///
    /// - Returns: An observer that forwards every event to this binder.
    ///
    /// Rx: `Binder.asObserver()`.
    @inlinable
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
