#if canImport(AppKit) && os(macOS)
import AppKit
import ReactiveCore

// AppKit glue: how a handler is attached to an `NSControl`'s single target–action slot,
// and the controls' properties over it. The rules (one registration shared by all
// subscribers, the current value first, completion at deallocation, removal on the main
// thread, writes through a main-thread Binder) are ControlBindings'. Compile-checked
// (Tools/apple-check), not run, in this repository's CI.

/// The key of a control's shared action sequence (an associated object).
nonisolated(unsafe) private let controlActionKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

extension Reactive where Base: NSControl {
    /// The control's actions, as `()`. An AppKit control has one target–action slot: the
    /// first subscriber takes it (replacing any target set before), every subscriber —
    /// and every `controlProperty` of this control — shares it, and it is cleared when the
    /// last one leaves. Completes when the control is deallocated; never fails.
    ///
    /// Rx: `Reactive<NSControl>.controlEvent` (RxCocoa).
    public var controlEvent: ControlEvent<Void> {
        ControlEvent(events: sharedActions)
    }

    /// A property of the control read after its actions and written through a binder.
    ///
    /// Each subscriber gets `getter(control)` at once, then again after each action
    /// (the action registration is the one `controlEvent` shares). Elements sent to the
    /// property run `setter` on the main thread while the control is alive.
    ///
    /// - Parameters:
    ///   - getter: Reads the value from the control (called on the main thread).
    ///   - setter: Writes a value to the control (called on the main thread).
    /// - Returns: A `ControlProperty` of the value.
    ///
    /// Rx: `Reactive<NSControl>.controlProperty(getter:setter:)` (RxCocoa).
    public func controlProperty<T>(
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        ControlProperty(values: ControlBindings.sharedValues(of: base, trigger: sharedActions, getter: getter),
                        valueSink: Binder(base, binding: setter))
    }

    /// The control's one shared action registration, kept with the control.
    private var sharedActions: Observable<Void> {
        let attach: ControlBindings.Attach<Base> = { control, handler in
            let receiver = ActionReceiver(handler)
            ControlBindings.onMainActor {
                control.target = receiver
                control.action = ActionReceiver.action
            }
            return { [weak control] in
                ControlBindings.onMainActor {
                    guard let control, control.target === receiver else { return }
                    control.target = nil
                    control.action = nil
                }
            }
        }
        return KVOSystem.associatedObject(of: base, key: UnsafeRawPointer(controlActionKey)) {
            SharedSource(ControlBindings.sharedEvents(of: base, deallocated: deallocated, attach: attach))
        }.observable
    }
}

extension Reactive where Base: NSButton {
    /// The button's clicks, as `()` (its shared `controlEvent`).
    ///
    /// Rx: `Reactive<NSButton>.tap` (RxCocoa).
    public var tap: ControlEvent<Void> {
        controlEvent
    }

    /// The button's state (`.on`, `.off`, `.mixed`): the current one at subscription,
    /// then after each click; setting it sets the button.
    ///
    /// Rx: `Reactive<NSButton>.state` (RxCocoa).
    public var state: ControlProperty<NSControl.StateValue> {
        controlProperty(getter: { button in ControlBindings.onMainActor { button.state } },
                        setter: { button, state in ControlBindings.onMainActor { button.state = state } })
    }
}

extension Reactive where Base: NSSlider {
    /// The slider's value: the current one at subscription, then after each change;
    /// setting it moves the slider.
    ///
    /// Rx: `Reactive<NSSlider>.value` (RxCocoa).
    public var value: ControlProperty<Double> {
        controlProperty(getter: { slider in ControlBindings.onMainActor { slider.doubleValue } },
                        setter: { slider, value in ControlBindings.onMainActor { slider.doubleValue = value } })
    }
}

extension Reactive where Base: NSTextField {
    /// The field's text: the current text at subscription, then after each edit (the
    /// field's `NSControl.textDidChangeNotification`); setting it sets the text (`nil`
    /// as `""`). Completes when the field is deallocated.
    ///
    /// RxCocoa reads the edits through its text-field delegate proxy; this observes the
    /// notification the field posts for the same edits, which does not replace the
    /// field's delegate.
    ///
    /// Rx: `Reactive<NSTextField>.text` (RxCocoa).
    public var text: ControlProperty<String?> {
        let edits = ControlBindings.notificationEvents(NSControl.textDidChangeNotification, object: base)
            .take(until: deallocated)
        return ControlProperty(
            values: ControlBindings.sharedValues(of: base, trigger: edits) { field -> String? in
                ControlBindings.onMainActor { field.stringValue }
            },
            valueSink: Binder(base) { field, text in
                ControlBindings.onMainActor { field.stringValue = text ?? "" }
            })
    }
}

extension Reactive where Base: NSView {
    /// A binder setting the view's opacity (`alphaValue`), on the main thread.
    ///
    /// Rx: `Reactive<NSView>.alpha` (RxCocoa).
    public var alpha: Binder<CGFloat> {
        Binder(base) { view, alpha in
            ControlBindings.onMainActor { view.alphaValue = alpha }
        }
    }
}
#endif
