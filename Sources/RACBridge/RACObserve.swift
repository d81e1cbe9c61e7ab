import Foundation
import Observation

/// Observes the value at `keyPath` of an `@Observable` object: the current value on
/// subscription, then the new value after each change of a property the key path reads.
///
/// ```
/// form.username:  ""    "a"  "ab"     (form deallocated)
/// RACObserve:     ""----"a"--"ab"-----|
/// ```
///
/// The object is held weakly; the signal completes when it is deallocated. On Linux
/// each value arrives on the thread that made the change, right after it; on Apple
/// platforms, on the main queue soon after. Subscribing follows RAC's subscription
/// scheduler rule (synchronous where a `RACScheduler` is current, as on the main
/// thread). Works on Swift Observation, so on Linux too; there is no KVO
/// (Migration/FromReactiveObjC.md#racobserve-when-values-arrive compares the timing).
///
/// Needs macOS 14 / iOS 17 / tvOS 17 / watchOS 10 (Swift Observation).
///
/// - Parameters:
///   - object: the observed object (held weakly).
///   - keyPath: the property, or chain of properties, to observe.
/// - Returns: a signal of the value at `keyPath`, which completes when `object` is deallocated.
///
/// RAC: `RACObserve(TARGET, KEYPATH)`. Rx: `object.rx.observe(\.keyPath)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func RACObserve<Object: AnyObject & Observation.Observable, Value>(
    _ object: Object, _ keyPath: KeyPath<Object, Value>
) -> RACSignal<Value> {
    RACSignal(Engine.observe(object, keyPath, subscribingOn: RACSubscriptionScheduler.instance))
}

extension RACSignal {
    /// Sets `object[keyPath:]` to each value of the signal: the `RAC(object, key) = signal`
    /// binding. Returns the subscription; dispose it to stop.
    ///
    /// The object is held weakly: the first value that finds it gone ends the binding
    /// (to end it at the deallocation itself, dispose the result from a `RACLifetime`'s
    /// `ended`). An error ends the binding and fails an assertion in debug builds, as a
    /// binding must not fail.
    ///
    /// - Parameters:
    ///   - keyPath: the property to set.
    ///   - object: the object whose property is set (held weakly).
    /// - Returns: the binding's subscription; dispose it to stop setting the property.
    ///
    /// RAC: `-setKeyPath:onObject:`, `RAC(TARGET, KEYPATH) = signal`. Rx: `bind(to:)`.
    @discardableResult
    public func setKeyPath<Object: AnyObject>(_ keyPath: ReferenceWritableKeyPath<Object, Value>, on object: Object) -> RACDisposable {
        let scope = SubscriptionScope()
        subscribeEngine(EventSink(next: { [weak object] value in
            guard let object else { return scope.dispose() }
            object[keyPath: keyPath] = value
        }, end: { termination in
            if case .error(let error) = termination {
                assertionFailure("RACSignal.setKeyPath(_:on:): received an error in a binding: \(error)")
            }
            scope.dispose()
        }), scope)
        return RACWrappedDisposable(scope)
    }

    /// Sets `object[keyPath:]` to each value of a signal of optionals, writing `nilValue`
    /// where the signal sends nil: the binding of a non-optional property to a signal
    /// that can send nil. Otherwise the same as `setKeyPath(_:on:)`.
    ///
    /// ```swift
    /// nameSignal.setKeyPath(\.title, on: label, nilValue: "")
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: the non-optional property to set.
    ///   - object: the object whose property is set (held weakly).
    ///   - nilValue: what the property is set to when the signal sends nil.
    /// - Returns: the binding's subscription; dispose it to stop setting the property.
    ///
    /// RAC: `-setKeyPath:onObject:nilValue:`. Rx: `map { $0 ?? nilValue }.bind(to:)`.
    @discardableResult
    public func setKeyPath<Object: AnyObject, Wrapped>(_ keyPath: ReferenceWritableKeyPath<Object, Wrapped>, on object: Object,
                                                       nilValue: Wrapped) -> RACDisposable where Value == Wrapped? {
        map { $0 ?? nilValue }.setKeyPath(keyPath, on: object)
    }
}

/// A token whose end is a signal: `ended` completes when the lifetime is deinitialized.
/// Keep one in an object (a view model, a controller) to end subscriptions with it.
///
/// ```swift
/// final class ViewModel { let lifetime = RACLifetime() }
/// lifetime.ended.subscribeCompleted { subscription.dispose() }
/// ```
///
/// This is the portable form of `rac_willDeallocSignal` (which needs Objective-C
/// associated objects, so exists only on Apple platforms, on `NSObject`).
///
/// RAC: `-rac_willDeallocSignal`, `-rac_deallocDisposable`. ReactiveSwift: `Lifetime`.
public final class RACLifetime: @unchecked Sendable {
    private let hub = SubjectHub<Void>()

    /// Sends no value and completes when the lifetime ends; late subscribers complete at once.
    ///
    /// RAC: `-rac_willDeallocSignal`.
    public let ended: RACSignal<Void>

    /// Disposed when the lifetime ends: add what should end with it.
    ///
    /// RAC: `-rac_deallocDisposable`.
    public let deallocDisposable = RACCompoundDisposable()

    /// A lifetime that lasts as long as this object.
    ///
    /// RAC: none (RAC attaches the lifetime to any `NSObject`; here an object keeps one).
    public init() {
        ended = RACSignal(Engine.make(subscribingOn: ImmediateScheduler.instance) { [hub] sink, scope in
            hub.subscribe(sink, scope)
        })
    }

    // Ends the lifetime: `ended` completes, then the disposables are disposed.
    deinit {
        hub.end(.completed)
        deallocDisposable.dispose()
    }
}

#if canImport(ObjectiveC)
import ObjectiveC

private nonisolated(unsafe) var lifetimeKey: UInt8 = 0

extension NSObject {
    /// Completes when this object is deallocated (sends no value).
    ///
    /// RAC: `-rac_willDeallocSignal`. Apple platforms only: use `RACLifetime` on Linux.
    public var rac_willDeallocSignal: RACSignal<Void> { rac_lifetime.ended }

    /// Disposed when this object is deallocated.
    ///
    /// RAC: `-rac_deallocDisposable`. Apple platforms only: use `RACLifetime` on Linux.
    public var rac_deallocDisposable: RACCompoundDisposable { rac_lifetime.deallocDisposable }

    /// The lifetime attached to this object, made on first use.
    private var rac_lifetime: RACLifetime {
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        if let lifetime = objc_getAssociatedObject(self, &lifetimeKey) as? RACLifetime { return lifetime }
        let lifetime = RACLifetime()
        objc_setAssociatedObject(self, &lifetimeKey, lifetime, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return lifetime
    }
}
#endif
