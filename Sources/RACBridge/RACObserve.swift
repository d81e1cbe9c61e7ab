import Foundation
import Observation

/// Observes the value at `keyPath` of an `@Observable` object: the current value on
/// subscription, then the new value after each change of a property the key path reads.
///
/// This is the Swift Observation form. On Apple platforms an `NSObject` gets the KVO
/// form (`RACObserve(_:_:)` where `Object: NSObject`, synchronous, at the package's
/// floor), also when it is `@Observable` too: this overload is disfavored for that.
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
/// thread). Works on Swift Observation, so on Linux too
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
@_disfavoredOverload
public func RACObserve<Object: AnyObject & Observation.Observable, Value>(
    _ object: Object, _ keyPath: KeyPath<Object, Value>
) -> RACSignal<Value> {
    RACSignal.stage(Engine.observe(object, keyPath, subscribingOn: RACSubscriptionScheduler.instance))
}

/// ReactiveObjC's KVO signals over any `KeyValueObservingSystem`: the rules of
/// `RACObserve` and `rac_values(forKeyPath:observer:)` on an `NSObject`, apart from KVO
/// itself. On Apple platforms the public API (below) passes KVO; the tests pass a fake
/// object model, so these rules are tested on Linux.
package enum RACKeyValueObserving {
    /// The keys of a string key path (split at the dots).
    package static func keys(_ keyPath: String) -> [String] {
        keyValueKeys(keyPath, droppingSelf: false, in: "RACObserve")
    }

    /// `rac_valuesForKeyPath:observer:`: the value at `keys` of `object` on subscription,
    /// then after each change, synchronously on the changing thread; an object on the
    /// path that is replaced is followed, a weak property's deallocated value is sent as
    /// nil. Nothing is retained; the signal completes when `object` or `observer` is
    /// deallocated. Subscribing follows RAC's subscription scheduler rule.
    package static func values<System: KeyValueObservingSystem, Value>(
        _ system: System, _ object: AnyObject, _ keys: [System.Key], observer: AnyObject?,
        _ cast: @escaping (Any?) -> Value
    ) -> RACSignal<Value> {
        RACSignal.stage(Engine.observeKeyValues(system, object, keys,
                                          options: .init(initial: true, retainsRoot: false, onRootDeallocation: .complete),
                                          endsWith: observer, subscribingOn: RACSubscriptionScheduler.instance, cast))
    }

    /// A value read from the system as `Value` (a type mismatch is a programming error).
    package static func cast<Value>(_ value: Any?) -> Value {
        keyValueRequiredCast(value, in: "RACObserve")
    }
}

#if canImport(ObjectiveC)
/// Observes the value at `keyPath` of an `NSObject` through KVO: the current value on
/// subscription, then the value after each change, synchronously on the thread that
/// made it.
///
/// ```swift
/// RACObserve(player, \.score).subscribeNext { print($0) }   // 0, then each change
/// ```
///
/// The key path must be `@objc dynamic` all along. The object is held weakly; the
/// signal completes when it is deallocated. An `@Observable` class that is also an
/// `NSObject` gets this form (Swift Observation's `RACObserve` is disfavored), as
/// ReactiveObjC code expects: synchronous, at the package's floor. Subscribing follows
/// RAC's subscription scheduler rule. ReactiveObjC's macro also ends the signal with
/// the calling object (`self`); pass it as `observer` to
/// `rac_values(forKeyPath:observer:)` for that.
///
/// Apple platforms only (KVO). The key-value rules are tested on Linux; this KVO glue is
/// compile-checked, not run, in this repository's CI.
///
/// - Parameters:
///   - object: the observed object (held weakly).
///   - keyPath: the property, or chain of properties, to observe.
/// - Returns: a signal of the value at `keyPath`, which completes when `object` is deallocated.
///
/// RAC: `RACObserve(TARGET, KEYPATH)`. Rx: `object.rx.observe(\.keyPath)`.
public func RACObserve<Object: NSObject, Value>(_ object: Object, _ keyPath: KeyPath<Object, Value>) -> RACSignal<Value> {
    RACKeyValueObserving.values(KVOKeyPathSystem<Object, Value>(), object, [.init(keyPath)], observer: nil,
                                RACKeyValueObserving.cast)
}

extension NSObject {
    /// The value at a string key path of this object, through KVO: the current value on
    /// subscription, then the value after each change, synchronously on the thread that
    /// made it.
    ///
    /// ```swift
    /// player.rac_values(forKeyPath: "team.name", observer: self).subscribeNext { print($0 ?? "none") }
    /// ```
    ///
    /// The key path is observed key by key, as ReactiveObjC does: when an object on it is
    /// replaced, the rest is observed on the new one; when a `weak` property's value is
    /// deallocated, nil is sent. Nothing is retained: the signal completes when this
    /// object or `observer` is deallocated (seen through an associated object). A nil
    /// value (or `NSNull`) is sent as nil. Subscribing follows RAC's subscription
    /// scheduler rule.
    ///
    /// Apple platforms only (KVO). The key-value rules are tested on Linux; this KVO glue
    /// is compile-checked, not run, in this repository's CI.
    ///
    /// - Parameters:
    ///   - keyPath: the key path, dot-separated (`"team.name"`); KVO-compliant all along.
    ///   - observer: an object whose deallocation also completes the signal (what
    ///     `RACObserve` passes as `self`), or nil.
    /// - Returns: a signal of the values at `keyPath`.
    ///
    /// RAC: `-rac_valuesForKeyPath:observer:` (`RACObserve(TARGET, KEYPATH)`). Rx: `rx.observeWeakly(_:_:)`.
    public func rac_values(forKeyPath keyPath: String, observer: NSObject?) -> RACSignal<Any?> {
        RACKeyValueObserving.values(KVOSystem(), self, RACKeyValueObserving.keys(keyPath), observer: observer) { value in
            keyValueIsNil(value) ? nil : value
        }
    }
}
#endif

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
        ended = RACSignal.stage(Engine.make(subscribingOn: ImmediateScheduler.instance) { [hub] sink, scope in
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

/// The key of the lifetime's associated object (its address is the key).
nonisolated(unsafe) private let lifetimeKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

extension NSObject {
    /// Completes when this object is deallocated (sends no value).
    ///
    /// RAC: `-rac_willDeallocSignal`. Apple platforms only: use `RACLifetime` on Linux.
    public var rac_willDeallocSignal: RACSignal<Void> { rac_lifetime.ended }

    /// Disposed when this object is deallocated.
    ///
    /// RAC: `-rac_deallocDisposable`. Apple platforms only: use `RACLifetime` on Linux.
    public var rac_deallocDisposable: RACCompoundDisposable { rac_lifetime.deallocDisposable }

    /// The lifetime attached to this object (an associated object, as the KVO glue's
    /// deallocation witness is), made on first use.
    var rac_lifetime: RACLifetime {
        KVOSystem.associatedObject(of: self, key: UnsafeRawPointer(lifetimeKey), make: RACLifetime.init)
    }
}
#endif
