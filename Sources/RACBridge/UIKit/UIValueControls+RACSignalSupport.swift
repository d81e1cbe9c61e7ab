#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit

// The value channels of UIKit's value controls: each sends the control's value after
// each `.valueChanged` (nothing at subscription); a value sent to it sets the value, nil
// sets the nil value (none: nothing is written). Each completes when its control is
// deallocated. Compile-checked, not tested, on Apple platforms; the rules
// (RACControlSupport.channel) are tested on Linux.

extension UISegmentedControl {
    /// A channel on `selectedSegmentIndex` (see above).
    ///
    /// - Parameter nilValue: the index a nil sent to the channel selects (nil: none written).
    /// - Returns: the terminal to subscribe to and send to.
    ///
    /// RAC: `-rac_newSelectedSegmentIndexChannelWithNilValue:`. Rx: `rx.selectedSegmentIndex`.
    public func rac_newSelectedSegmentIndexChannel(withNilValue nilValue: Int?) -> RACChannelTerminal<Int?> {
        RACControlSupport.channel(of: self, .valueChanged, hooks: RACUIKitHooks.control(UISegmentedControl.self), nilValue: nilValue,
                                  read: { control in MainActor.assumeIsolated { control.selectedSegmentIndex } },
                                  write: { control, index in MainActor.assumeIsolated { control.selectedSegmentIndex = index } })
    }
}

#if os(iOS) || os(visionOS)
extension UISwitch {
    /// A channel on `isOn` (see above); nil turns the switch off.
    ///
    /// - Returns: the terminal to subscribe to and send to.
    ///
    /// RAC: `-rac_newOnChannel`. Rx: `rx.isOn`.
    public func rac_newOnChannel() -> RACChannelTerminal<Bool?> {
        RACControlSupport.channel(of: self, .valueChanged, hooks: RACUIKitHooks.control(UISwitch.self), nilValue: false,
                                  read: { control in MainActor.assumeIsolated { control.isOn } },
                                  write: { control, on in MainActor.assumeIsolated { control.isOn = on } })
    }
}

extension UISlider {
    /// A channel on `value` (see above).
    ///
    /// - Parameter nilValue: the value a nil sent to the channel sets (nil: none written).
    /// - Returns: the terminal to subscribe to and send to.
    ///
    /// RAC: `-rac_newValueChannelWithNilValue:`. Rx: `rx.value`.
    public func rac_newValueChannel(withNilValue nilValue: Float?) -> RACChannelTerminal<Float?> {
        RACControlSupport.channel(of: self, .valueChanged, hooks: RACUIKitHooks.control(UISlider.self), nilValue: nilValue,
                                  read: { control in MainActor.assumeIsolated { control.value } },
                                  write: { control, value in MainActor.assumeIsolated { control.value = value } })
    }
}

extension UIStepper {
    /// A channel on `value` (see above).
    ///
    /// - Parameter nilValue: the value a nil sent to the channel sets (nil: none written).
    /// - Returns: the terminal to subscribe to and send to.
    ///
    /// RAC: `-rac_newValueChannelWithNilValue:`. Rx: `rx.value`.
    public func rac_newValueChannel(withNilValue nilValue: Double?) -> RACChannelTerminal<Double?> {
        RACControlSupport.channel(of: self, .valueChanged, hooks: RACUIKitHooks.control(UIStepper.self), nilValue: nilValue,
                                  read: { control in MainActor.assumeIsolated { control.value } },
                                  write: { control, value in MainActor.assumeIsolated { control.value = value } })
    }
}

extension UIDatePicker {
    /// A channel on `date` (see above).
    ///
    /// - Parameter nilValue: the date a nil sent to the channel sets (nil: none written).
    /// - Returns: the terminal to subscribe to and send to.
    ///
    /// RAC: `-rac_newDateChannelWithNilValue:`. Rx: `rx.date`.
    public func rac_newDateChannel(withNilValue nilValue: Date?) -> RACChannelTerminal<Date?> {
        RACControlSupport.channel(of: self, .valueChanged, hooks: RACUIKitHooks.control(UIDatePicker.self), nilValue: nilValue,
                                  read: { control in MainActor.assumeIsolated { control.date } },
                                  write: { control, date in MainActor.assumeIsolated { control.date = date } })
    }
}
#endif
#endif
