#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue for controls: how a handler is attached to a `UIControl`'s target–action.
// The rules (current value first, completion at deallocation, removal on the main thread,
// writes through a main-thread Binder) are ControlBindings'. Compile-checked
// (Tools/apple-check), not run, in this repository's CI.

extension Reactive where Base: UIControl {
    /// The control's target–action for `controlEvents`, as ControlBindings attaches it:
    /// an `ActionReceiver` added on the main thread, removed by the returned closure.
    func attach(for controlEvents: UIControl.Event) -> ControlBindings.Attach<Base> {
        { control, handler in
            let receiver = ActionReceiver(handler)
            ControlBindings.onMainActor {
                control.addTarget(receiver, action: ActionReceiver.action, for: controlEvents)
            }
            return { [weak control] in
                ControlBindings.onMainActor {
                    control?.removeTarget(receiver, action: ActionReceiver.action, for: controlEvents)
                }
            }
        }
    }

    /// The control's events of the given kinds, as a sequence of `()`.
    ///
    /// Subscribing adds a target–action for `controlEvents` (on the main thread); each
    /// event sends `()`; disposing removes it. The sequence completes when the control is
    /// deallocated and never fails.
    ///
    /// - Parameter controlEvents: The events to observe (`.touchUpInside`, `.valueChanged`…).
    /// - Returns: A `ControlEvent` sending `()` for each event.
    ///
    /// Rx: `Reactive<UIControl>.controlEvent(_:)` (RxCocoa).
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(events: ControlBindings.events(of: base, deallocated: deallocated,
                                                    attach: attach(for: controlEvents)) { _ in () })
    }

    /// A property of the control read after its editing events and written through a
    /// binder.
    ///
    /// Subscribing sends `getter(control)` at once, then again after each of
    /// `editingEvents`; it completes when the control is deallocated. Elements sent to the
    /// property run `setter` on the main thread while the control is alive.
    ///
    /// - Parameters:
    ///   - editingEvents: The events after which the value is read again.
    ///   - getter: Reads the value from the control (called on the main thread).
    ///   - setter: Writes a value to the control (called on the main thread).
    /// - Returns: A `ControlProperty` of the value.
    ///
    /// Rx: `Reactive<UIControl>.controlProperty(editingEvents:getter:setter:)` (RxCocoa).
    public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        ControlBindings.property(of: base, deallocated: deallocated, attach: attach(for: editingEvents),
                                 getter: getter, setter: setter)
    }

    /// `controlProperty` read after any editing event or value change (the events a text
    /// field, switch, slider, stepper, date picker or segmented control changes on).
    func controlPropertyWithDefaultEvents<T>(
        editingEvents: UIControl.Event = [.allEditingEvents, .valueChanged],
        getter: @escaping @MainActor (Base) -> T,
        setter: @escaping @MainActor (Base, T) -> Void
    ) -> ControlProperty<T> {
        controlProperty(editingEvents: editingEvents,
                        getter: { control in ControlBindings.onMainActor { getter(control) } },
                        setter: { control, value in ControlBindings.onMainActor(with: value) { setter(control, $0) } })
    }
}
#endif
