#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue for the value controls: text field, switch, slider, stepper, date picker and
// segmented control. Each property is `controlPropertyWithDefaultEvents` (read after any
// editing event or value change) over the control's own getter and setter; the rules are
// ControlBindings'. Compile-checked (Tools/apple-check), not run, in this repository's CI.

extension Reactive where Base: UITextField {
    /// The field's text: the current text at subscription, then after each edit; setting
    /// it writes only a different text (so an input method's marked text is kept).
    ///
    /// Rx: `Reactive<UITextField>.text` (RxCocoa).
    public var text: ControlProperty<String?> {
        value
    }

    /// The field's text (the same as `text`).
    ///
    /// Rx: `Reactive<UITextField>.value` (RxCocoa).
    public var value: ControlProperty<String?> {
        controlPropertyWithDefaultEvents(
            getter: { field in field.text },
            setter: { field, text in ControlBindings.write(text, ifDifferentFrom: field.text) { field.text = $0 } })
    }

    /// The field's attributed text: the current one at subscription, then after each
    /// edit; setting it writes only a different one.
    ///
    /// Rx: `Reactive<UITextField>.attributedText` (RxCocoa).
    public var attributedText: ControlProperty<NSAttributedString?> {
        controlPropertyWithDefaultEvents(
            getter: { field in field.attributedText },
            setter: { field, text in ControlBindings.write(text, ifDifferentFrom: field.attributedText) { field.attributedText = $0 } })
    }
}

#if os(iOS) || os(visionOS)
extension Reactive where Base: UISwitch {
    /// Whether the switch is on: the current state at subscription, then after each
    /// change; setting it sets the switch.
    ///
    /// Rx: `Reactive<UISwitch>.isOn` (RxCocoa).
    public var isOn: ControlProperty<Bool> {
        value
    }

    /// Whether the switch is on (the same as `isOn`).
    ///
    /// Rx: `Reactive<UISwitch>.value` (RxCocoa).
    public var value: ControlProperty<Bool> {
        controlPropertyWithDefaultEvents(getter: { $0.isOn }, setter: { $0.isOn = $1 })
    }
}

extension Reactive where Base: UISlider {
    /// The slider's value: the current one at subscription, then after each change;
    /// setting it moves the slider.
    ///
    /// Rx: `Reactive<UISlider>.value` (RxCocoa).
    public var value: ControlProperty<Float> {
        controlPropertyWithDefaultEvents(getter: { $0.value }, setter: { $0.value = $1 })
    }
}

extension Reactive where Base: UIStepper {
    /// The stepper's value: the current one at subscription, then after each change;
    /// setting it sets the stepper.
    ///
    /// Rx: `Reactive<UIStepper>.value` (RxCocoa).
    public var value: ControlProperty<Double> {
        controlPropertyWithDefaultEvents(getter: { $0.value }, setter: { $0.value = $1 })
    }
}

extension Reactive where Base: UIDatePicker {
    /// The picker's date: the current one at subscription, then after each change;
    /// setting it sets the picker.
    ///
    /// Rx: `Reactive<UIDatePicker>.date` (RxCocoa).
    public var date: ControlProperty<Date> {
        value
    }

    /// The picker's date (the same as `date`).
    ///
    /// Rx: `Reactive<UIDatePicker>.value` (RxCocoa).
    public var value: ControlProperty<Date> {
        controlPropertyWithDefaultEvents(getter: { $0.date }, setter: { $0.date = $1 })
    }

    /// The picker's count-down duration, in seconds: the current one at subscription,
    /// then after each change; setting it sets the picker.
    ///
    /// Rx: `Reactive<UIDatePicker>.countDownDuration` (RxCocoa).
    public var countDownDuration: ControlProperty<TimeInterval> {
        controlPropertyWithDefaultEvents(getter: { $0.countDownDuration }, setter: { $0.countDownDuration = $1 })
    }
}
#endif

extension Reactive where Base: UISegmentedControl {
    /// The selected segment's index: the current one at subscription, then after each
    /// change; setting it selects a segment.
    ///
    /// Rx: `Reactive<UISegmentedControl>.selectedSegmentIndex` (RxCocoa).
    public var selectedSegmentIndex: ControlProperty<Int> {
        value
    }

    /// The selected segment's index (the same as `selectedSegmentIndex`).
    ///
    /// Rx: `Reactive<UISegmentedControl>.value` (RxCocoa).
    public var value: ControlProperty<Int> {
        controlPropertyWithDefaultEvents(getter: { $0.selectedSegmentIndex }, setter: { $0.selectedSegmentIndex = $1 })
    }

    /// A binder enabling or disabling one segment.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: A binder that sets whether the segment is enabled, on the main thread.
    ///
    /// Rx: `Reactive<UISegmentedControl>.enabledForSegment(at:)` (RxCocoa).
    public func enabledForSegment(at index: Int) -> Binder<Bool> {
        Binder(base) { (control: Base, isEnabled: Bool) in
            ControlBindings.onMainActor { control.setEnabled(isEnabled, forSegmentAt: index) }
        }
    }

    /// A binder setting one segment's title.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: A binder that sets the title, on the main thread.
    ///
    /// Rx: `Reactive<UISegmentedControl>.titleForSegment(at:)` (RxCocoa).
    public func titleForSegment(at index: Int) -> Binder<String?> {
        Binder(base) { (control: Base, title: String?) in
            ControlBindings.onMainActor { control.setTitle(title, forSegmentAt: index) }
        }
    }

    /// A binder setting one segment's image.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: A binder that sets the image, on the main thread.
    ///
    /// Rx: `Reactive<UISegmentedControl>.imageForSegment(at:)` (RxCocoa).
    public func imageForSegment(at index: Int) -> Binder<UIImage?> {
        Binder(base) { (control: Base, image: UIImage?) in
            ControlBindings.onMainActor { control.setImage(image, forSegmentAt: index) }
        }
    }
}
#endif
