import Foundation
import ReactiveCore

// The platform-free rules of the UIKit and AppKit control bindings (`controlEvent`,
// `controlProperty`, `rx.tap`, `rx.text`, gesture `rx.event`, the toggling binders…).
// The glue files (Cocoa/UIKit/*.swift, Cocoa/AppKit/*.swift) only say how to attach a
// receiver to a control's target–action and how to read and write a property; everything
// here is tested on Linux through a fake control (Tests/RxBridgeTests/ControlBindingsTests.swift).

/// Builds the sequences and binders of the control bindings from two platform pieces: an
/// `attach` that registers a handler with a control's target–action (returning what
/// removes it) and, for properties, a getter and a setter.
///
/// Locking rule: none needed; it holds no state (each subscription's state is in the
/// engine's `create` and the disposable it returns).
package enum ControlBindings {
    /// Registers `handler` to run on each action of `control` and returns what removes
    /// it. Called on the main thread, once per subscription; the returned closure is
    /// called at most once, on the main thread.
    package typealias Attach<Control> = (_ control: Control, _ handler: @escaping () -> Void) -> () -> Void

    /// A control's events: on each action, `element(control)`.
    ///
    /// Subscribing registers one handler with `attach`; disposing removes it on the main
    /// thread (at once when disposed there, otherwise on the main queue). When the control
    /// is already gone at subscription the sequence completes at once; when `deallocated`
    /// sends (the control is deallocated) it completes. It never fails.
    package static func events<Control: AnyObject, Element>(
        of control: Control,
        deallocated: Observable<Void>,
        attach: @escaping Attach<Control>,
        element: @escaping (Control) -> Element
    ) -> Observable<Element> {
        observing(control, deallocated: deallocated, attach: attach, read: element, sendsCurrentFirst: false)
    }

    /// A control's property values: `getter(control)` at subscription, then again after
    /// each action. Otherwise as `events(of:deallocated:attach:element:)`.
    package static func values<Control: AnyObject, Value>(
        of control: Control,
        deallocated: Observable<Void>,
        attach: @escaping Attach<Control>,
        getter: @escaping (Control) -> Value
    ) -> Observable<Value> {
        observing(control, deallocated: deallocated, attach: attach, read: getter, sendsCurrentFirst: true)
    }

    /// `read(control)` after each action, and first at subscription when
    /// `sendsCurrentFirst`: the one sequence behind `events` and `values`.
    private static func observing<Control: AnyObject, Element>(
        _ control: Control,
        deallocated: Observable<Void>,
        attach: @escaping Attach<Control>,
        read: @escaping (Control) -> Element,
        sendsCurrentFirst: Bool
    ) -> Observable<Element> {
        Observable<Element>.create { [weak control] observer in
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            if sendsCurrentFirst { observer.on(.next(read(control))) }
            let detach = attach(control) { [weak control] in
                if let control { observer.on(.next(read(control))) }
            }
            return Disposables.create { onMainThread(detach) }
        }
        .take(until: deallocated)
    }

    /// A control property: `values(of:deallocated:attach:getter:)` as its values, and a
    /// `Binder` (holding the control weakly, writing on the main thread) running `setter`.
    package static func property<Control: AnyObject, Value>(
        of control: Control,
        deallocated: Observable<Void>,
        attach: @escaping Attach<Control>,
        getter: @escaping (Control) -> Value,
        setter: @escaping (Control, Value) -> Void
    ) -> ControlProperty<Value> {
        ControlProperty(values: values(of: control, deallocated: deallocated, attach: attach, getter: getter),
                        valueSink: Binder(control, binding: setter))
    }

    /// For a control with a single target–action slot (a bar button item, an AppKit
    /// control): one registration shared by every subscriber, made by the first and
    /// removed when the last one leaves. Each action sends `()`.
    package static func sharedEvents<Control: AnyObject>(
        of control: Control,
        deallocated: Observable<Void>,
        attach: @escaping Attach<Control>
    ) -> Observable<Void> {
        events(of: control, deallocated: deallocated, attach: attach) { _ in () }.share()
    }

    /// A property of a control with a single target–action slot: `trigger` (from
    /// `sharedEvents`, or a notification) read through `getter`, with the current value
    /// first for each subscriber. The trigger's registration is shared, and the value is
    /// read per subscriber at subscription and after each action; it completes when the
    /// trigger does, and sends nothing more once the control is gone.
    package static func sharedValues<Control: AnyObject, Value>(
        of control: Control,
        trigger: Observable<Void>,
        getter: @escaping (Control) -> Value
    ) -> Observable<Value> {
        trigger.startWith(()).flatMap { [weak control] _ -> Observable<Value> in
            guard let control else { return .empty() }
            return .just(getter(control))
        }
    }

    /// The posts of a notification on the default center, as `()` (an application's
    /// lifecycle events, a text field's edits): each post of `name` by `object` (by
    /// anyone when nil) sends `()`, on the posting thread. It never completes by itself.
    package static func notificationEvents(_ name: Notification.Name, object: AnyObject? = nil) -> Observable<Void> {
        NotificationCenter.default.rx.notification(name, object: object).map { _ in () }
    }

    /// Writes `value` only when it differs from `current` (as RxCocoa does for text:
    /// setting the same text again would end an input method's marked text).
    package static func write<Value: Equatable>(_ value: Value, ifDifferentFrom current: Value, _ write: (Value) -> Void) {
        if current != value { write(value) }
    }

    /// A `Bool` binder that calls `on` for `true` and `off` for `false` (an activity
    /// indicator's start/stop, a refresh control's begin/end), on the main thread while
    /// `target` is alive.
    package static func switching<Target: AnyObject>(
        _ target: Target,
        on: @escaping (Target) -> Void,
        off: @escaping (Target) -> Void
    ) -> Binder<Bool> {
        Binder(target) { target, isOn in
            if isOn { on(target) } else { off(target) }
        }
    }

    /// Runs `action` on the main thread: at once when called there, otherwise on the main
    /// queue (`MainScheduler.instance`). Target–action registrations are removed so.
    package static func onMainThread(_ action: @escaping () -> Void) {
        _ = MainScheduler.instance.schedule(()) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs `body` as main-actor code, for glue that reads or writes a UIKit/AppKit
    /// property from a getter, setter or handler the bindings call on the main thread.
    /// Stops the program when called off the main thread (as `MainActor.assumeIsolated`).
    package static func onMainActor<T>(_ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated { UncheckedSendable(body()) }.value
    }

    /// `onMainActor(_:)` handing `value` to the main-actor code: a value a binder or
    /// property received on the main thread, passed on synchronously there (so it is
    /// not shared with another thread, whatever its type).
    package static func onMainActor<Value, T>(with value: Value, _ body: @MainActor (Value) -> T) -> T {
        let handed = UncheckedSendable(value)
        return MainActor.assumeIsolated { UncheckedSendable(body(handed.value)) }.value
    }
}
