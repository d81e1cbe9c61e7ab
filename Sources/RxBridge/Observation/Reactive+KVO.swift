#if canImport(ObjectiveC)
import Foundation
import ReactiveCore

// RxCocoa's KVO API on Apple platforms: thin calls into RxKeyValueObserving
// (KeyValueObserving.swift, tested on Linux against a fake object model) with KVO as the
// object system (ReactiveCore's KeyValueObservation+KVO.swift). This file is
// compile-checked (Tools/apple-check), not run, in this repository's CI.

/// The options of `rx.observe(_:_:options:retainSelf:)` and `rx.observeWeakly`.
///
/// Rx: `KeyValueObservingOptions` (RxCocoa).
public struct KeyValueObservingOptions: OptionSet, Sendable {
    /// The raw bits.
    ///
    /// Rx: `rawValue`.
    public let rawValue: UInt

    /// Options from their raw bits.
    ///
    /// - Parameter rawValue: the bits (`initial` is 1, `new` is 2).
    ///
    /// Rx: `init(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Send the current value at subscription, before `subscribe` returns.
    ///
    /// Rx: `.initial`.
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 0)

    /// Send the new value with each change (without it, each change sends nil, as in RxCocoa).
    ///
    /// Rx: `.new`.
    public static let new = KeyValueObservingOptions(rawValue: 1 << 1)
}

extension Reactive where Base: NSObject {
    /// The value at a string key path of this object, through KVO: the current value
    /// first (with `.initial`), then the new value after each change, delivered
    /// synchronously on the thread that made the change.
    ///
    /// ```swift
    /// player.rx.observe(String.self, "name")                 // Observable<String?>
    /// player.rx.observe(Int.self, "team.score", retainSelf: false)
    /// ```
    ///
    /// The properties on the path must be KVO-compliant (`@objc dynamic`). With
    /// `retainSelf` (the default) the observable and its subscriptions keep the object
    /// alive: use it when observing something you own. Without it, nothing is retained,
    /// and the object's deallocation ends the observation without an event (RxCocoa's
    /// sequence never completes); the objects on the path should be held strongly, or use
    /// `observeWeakly`. The sequence never fails. Each change is delivered on the thread
    /// that made it; changes made on several threads at once arrive concurrently.
    ///
    /// Apple platforms only (KVO), at the package's floor. An `@Observable` class that is
    /// also an `NSObject` gets this KVO form; Swift Observation's `observe(_:)` is for
    /// `@Observable` classes (and is the form on Linux). The key-value rules are tested on
    /// Linux; this KVO glue is compile-checked, not run, in this repository's CI.
    ///
    /// - Parameters:
    ///   - type: the element type; a value of another type (or nil, `NSNull`) is sent as nil.
    ///   - keyPath: the key path, dot-separated (`"team.score"`).
    ///   - options: `.initial` to start with the current value, `.new` to send values.
    ///   - retainSelf: keep the object alive while the observable or a subscription lives.
    /// - Returns: the values at `keyPath`, as optionals.
    ///
    /// Rx: `rx.observe(_:_:options:retainSelf:)` (RxCocoa). RAC: `RACObserve`, `rac_values(forKeyPath:observer:)`.
    public func observe<Element>(
        _ type: Element.Type,
        _ keyPath: String,
        options: KeyValueObservingOptions = [.new, .initial],
        retainSelf: Bool = true
    ) -> Observable<Element?> {
        RxKeyValueObserving.observe(KVOSystem(), base, RxKeyValueObserving.keys(keyPath),
                                    initial: options.contains(.initial), new: options.contains(.new),
                                    retainSelf: retainSelf, as: type)
    }

    /// The value at a string key path of this object, through KVO, without retaining
    /// anything: the current value first (with `.initial`), then each change, delivered
    /// synchronously on the thread that made it.
    ///
    /// Each object on the path is observed key by key: when one is replaced, the rest of
    /// the path is observed on the new one; when a `weak` property's value is
    /// deallocated, nil is sent. When this object is deallocated, nil is sent and the
    /// sequence completes. Deallocation is seen through an associated object (no
    /// swizzling of `dealloc`).
    ///
    /// Apple platforms only (KVO), at the package's floor. The key-value rules are tested
    /// on Linux; this KVO glue is compile-checked, not run, in this repository's CI.
    ///
    /// - Parameters:
    ///   - type: the element type; a value of another type (or nil, `NSNull`) is sent as nil.
    ///   - keyPath: the key path, dot-separated (`"delegate.title"`).
    ///   - options: `.initial` to start with the current value, `.new` to send values.
    /// - Returns: the values at `keyPath`, as optionals; completes when the object is deallocated.
    ///
    /// Rx: `rx.observeWeakly(_:_:options:)` (RxCocoa). RAC: `RACObserve` (which is weak too).
    public func observeWeakly<Element>(
        _ type: Element.Type,
        _ keyPath: String,
        options: KeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element?> {
        RxKeyValueObserving.observeWeakly(KVOSystem(), base, RxKeyValueObserving.keys(keyPath),
                                          initial: options.contains(.initial), new: options.contains(.new), as: type)
    }

    /// The value at a Swift key path of this object, through KVO
    /// (`NSObject.observe(_:options:changeHandler:)`): the current value first (with
    /// `.initial`), then the value after each change, delivered synchronously on the
    /// thread that made it. Completes when the object is deallocated; the object is not
    /// retained.
    ///
    /// ```swift
    /// player.rx.observe(\.score)          // Observable<Int>
    /// ```
    ///
    /// The key path must be `@objc dynamic` all along. Of `options` only `.initial` has
    /// an effect: the value is read from the object after each change. An `@Observable`
    /// class that is also an `NSObject` gets this KVO form (synchronous, at the package's
    /// floor) rather than Swift Observation's `observe(_:)`.
    ///
    /// Apple platforms only (KVO). The key-value rules are tested on Linux; this KVO glue
    /// is compile-checked, not run, in this repository's CI.
    ///
    /// - Parameters:
    ///   - keyPath: the property, or chain of properties, to observe.
    ///   - options: `.initial` (in the default) to start with the current value.
    /// - Returns: the values at `keyPath`; completes when the object is deallocated.
    ///
    /// Rx: `rx.observe(_:options:)` (RxCocoa). RAC: `RACObserve(object, \.property)`.
    public func observe<Element>(
        _ keyPath: KeyPath<Base, Element>,
        options: NSKeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element> {
        RxKeyValueObserving.observe(KVOKeyPathSystem<Base, Element>(), base, .init(keyPath),
                                    initial: options.contains(.initial), as: Element.self)
    }
}

extension Reactive where Base: NSObject {
    /// `observe(_:_:options:retainSelf:)` for a `RawRepresentable` type (an `@objc` enum):
    /// each KVO value is read as `Element.RawValue` and made an `Element` with
    /// `init(rawValue:)`; nil when that fails. Otherwise the same as the generic form.
    ///
    /// Apple platforms only (KVO). The key-value rules are tested on Linux; this KVO glue
    /// is compile-checked, not run, in this repository's CI.
    ///
    /// - Parameters:
    ///   - type: the element type.
    ///   - keyPath: the key path, dot-separated.
    ///   - options: `.initial` to start with the current value, `.new` to send values.
    ///   - retainSelf: keep the object alive while the observable or a subscription lives.
    /// - Returns: the values at `keyPath`, as optionals.
    ///
    /// Rx: `rx.observe(_:_:options:retainSelf:)` where `Element: RawRepresentable` (RxCocoa).
    public func observe<Element: RawRepresentable>(
        _ type: Element.Type,
        _ keyPath: String,
        options: KeyValueObservingOptions = [.new, .initial],
        retainSelf: Bool = true
    ) -> Observable<Element?> {
        RxKeyValueObserving.observe(KVOSystem(), base, RxKeyValueObserving.keys(keyPath),
                                    initial: options.contains(.initial), new: options.contains(.new),
                                    retainSelf: retainSelf, raw: type)
    }

    /// `observeWeakly(_:_:options:)` for a `RawRepresentable` type (an `@objc` enum): each
    /// KVO value is read as `Element.RawValue` and made an `Element` with
    /// `init(rawValue:)`; nil when that fails. Otherwise the same as the generic form.
    ///
    /// Apple platforms only (KVO). The key-value rules are tested on Linux; this KVO glue
    /// is compile-checked, not run, in this repository's CI.
    ///
    /// - Parameters:
    ///   - type: the element type.
    ///   - keyPath: the key path, dot-separated.
    ///   - options: `.initial` to start with the current value, `.new` to send values.
    /// - Returns: the values at `keyPath`, as optionals; completes when the object is deallocated.
    ///
    /// Rx: `rx.observeWeakly(_:_:options:)` where `Element: RawRepresentable` (RxCocoa).
    public func observeWeakly<Element: RawRepresentable>(
        _ type: Element.Type,
        _ keyPath: String,
        options: KeyValueObservingOptions = [.new, .initial]
    ) -> Observable<Element?> {
        RxKeyValueObserving.observeWeakly(KVOSystem(), base, RxKeyValueObserving.keys(keyPath),
                                          initial: options.contains(.initial), new: options.contains(.new),
                                          raw: type)
    }
}

extension Reactive where Base: AnyObject {
    /// Sends one `()` and completes when the object is deallocated (at once if it already
    /// is). Seen through an associated object, released by the Objective-C runtime while
    /// the object is deallocated, on the thread that releases it.
    ///
    /// Apple platforms only (Objective-C associated objects). The rule is tested on
    /// Linux; this glue is compile-checked, not run, in this repository's CI.
    ///
    /// Rx: `rx.deallocated` (RxCocoa). RAC: `rac_willDeallocSignal`.
    public var deallocated: Observable<Void> {
        RxKeyValueObserving.deallocated(KVOSystem.deallocationWitness(of: base))
    }
}
#endif
