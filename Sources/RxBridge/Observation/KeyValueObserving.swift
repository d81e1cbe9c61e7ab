import Foundation
import ReactiveCore

/// RxCocoa's KVO sequences over any `KeyValueObservingSystem`: the rules of
/// `rx.observe(_:_:options:retainSelf:)`, `rx.observeWeakly(_:_:options:)` and
/// `rx.observe(_:options:)`, apart from KVO itself. On Apple platforms the public API
/// (Reactive+KVO.swift) passes KVO; the tests pass a fake object model, so these rules
/// are tested on Linux.
package enum RxKeyValueObserving {
    /// The keys of a string key path: split at the dots, a `self` step dropped (as
    /// RxCocoa's `observeWeakly` does).
    package static func keys(_ keyPath: String) -> [String] {
        keyValueKeys(keyPath, droppingSelf: true, in: "rx.observe")
    }

    /// A KVO value as `Element`: nil for nil, `NSNull` or a value of another type.
    package static func cast<Element>(_ value: Any?) -> Element? {
        keyValueCast(value, to: Element.self)
    }

    /// A KVO value as a `RawRepresentable` `Element`, through its raw value (an enum
    /// property is stored by KVC as its raw value, an `NSNumber` or `NSString`): nil for no
    /// value, a raw value of another type, or one that makes no `Element`.
    package static func castRaw<Element: RawRepresentable>(_ value: Any?) -> Element? {
        keyValueCast(value, to: Element.RawValue.self).flatMap(Element.init(rawValue:))
    }

    /// `rx.observe(_:_:options:retainSelf:)`: the value at `keyPath` first (`initial`),
    /// then after each change, synchronously on the changing thread; nil for each value
    /// without `new` (RxCocoa reads the change's new value, absent without `.new`). With
    /// `retainSelf` the object is kept alive by the observable and its subscriptions;
    /// without it, its deallocation ends the observation silently (RxCocoa's sequence
    /// neither completes nor fails).
    package static func observe<System: KeyValueObservingSystem, Element>(
        _ system: System, _ object: AnyObject, _ keyPath: [System.Key], initial: Bool, new: Bool, retainSelf: Bool,
        as _: Element.Type = Element.self, _ cast: @escaping (Any?) -> Element? = RxKeyValueObserving.cast
    ) -> Observable<Element?> {
        Engine.observeKeyValues(system, object, keyPath,
                                options: .init(initial: initial, retainsRoot: retainSelf,
                                               onRootDeallocation: .stopSilently)) { new ? cast($0) : nil }
    }

    /// `rx.observeWeakly(_:_:options:)`: as `observe` without retaining anything on the
    /// path; a weak property whose value is deallocated sends nil, an intermediate
    /// object's replacement moves the observation to the new one, and the object's
    /// deallocation sends nil, then completes.
    package static func observeWeakly<System: KeyValueObservingSystem, Element>(
        _ system: System, _ object: AnyObject, _ keyPath: [System.Key], initial: Bool, new: Bool,
        as _: Element.Type = Element.self, _ cast: @escaping (Any?) -> Element? = RxKeyValueObserving.cast
    ) -> Observable<Element?> {
        Engine.observeKeyValues(system, object, keyPath,
                                options: .init(initial: initial, retainsRoot: false,
                                               onRootDeallocation: .sendNilAndComplete)) { new ? cast($0) : nil }
    }

    /// `observe` for a `RawRepresentable` element: each value read through `castRaw`.
    package static func observe<System: KeyValueObservingSystem, Element: RawRepresentable>(
        _ system: System, _ object: AnyObject, _ keyPath: [System.Key], initial: Bool, new: Bool, retainSelf: Bool,
        raw _: Element.Type
    ) -> Observable<Element?> {
        observe(system, object, keyPath, initial: initial, new: new, retainSelf: retainSelf, as: Element.self) { castRaw($0) }
    }

    /// `observeWeakly` for a `RawRepresentable` element: each value read through `castRaw`.
    package static func observeWeakly<System: KeyValueObservingSystem, Element: RawRepresentable>(
        _ system: System, _ object: AnyObject, _ keyPath: [System.Key], initial: Bool, new: Bool,
        raw _: Element.Type
    ) -> Observable<Element?> {
        observeWeakly(system, object, keyPath, initial: initial, new: new, as: Element.self) { castRaw($0) }
    }

    /// `rx.observe(_:options:)` with a Swift key path: the value first (`initial`), then
    /// after each change; completes when the object is deallocated (RxCocoa:
    /// `take(until: rx.deallocated)`). The object is not retained.
    package static func observe<System: KeyValueObservingSystem, Element>(
        _ system: System, _ object: AnyObject, _ keyPath: System.Key, initial: Bool,
        as _: Element.Type = Element.self
    ) -> Observable<Element> {
        Engine.observeKeyValues(system, object, [keyPath],
                                options: .init(initial: initial, retainsRoot: false,
                                               onRootDeallocation: .complete)) { value in
            keyValueRequiredCast(value, to: Element.self, in: "rx.observe")
        }
    }

    /// `rx.deallocated`: one `()` and completion when `witness`'s object is deallocated.
    package static func deallocated(_ witness: DeallocationWitness) -> Observable<Void> {
        Observable.make { [weak witness] sink, scope in
            guard let witness else {
                sink.next(())
                return sink.completed()
            }
            let registration = witness.add {
                sink.next(())
                sink.completed()
            }
            scope.onDispose(registration.remove)
        }
    }
}
