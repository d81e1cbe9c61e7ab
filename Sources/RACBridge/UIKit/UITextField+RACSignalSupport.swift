#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit

extension UITextField {
    /// The text: the current text at subscription, then the text after each editing event.
    ///
    /// Completes when the field is deallocated. Compile-checked, not tested, on Apple
    /// platforms; the rules are tested on Linux.
    ///
    /// - Returns: a signal of the field's text.
    ///
    /// RAC: `-rac_textSignal`. Rx: `rx.text`.
    public func rac_textSignal() -> RACSignal<String?> {
        RACControlSupport.values(of: self, .allEditingEvents, hooks: RACUIKitHooks.control(UITextField.self)) { field in
            MainActor.assumeIsolated { field.text }
        }
    }

    /// A channel on the text: sends the text after each editing event (nothing at
    /// subscription); a value sent to it sets the text, nil sets "".
    ///
    /// ```swift
    /// RACChannelTo(viewModel, \.name).bind(to: nameField.rac_newTextChannel())
    /// ```
    ///
    /// Completes when the field is deallocated. Compile-checked, not tested, on Apple
    /// platforms; the rules are tested on Linux.
    ///
    /// - Returns: the terminal to subscribe to and send to.
    ///
    /// RAC: `-rac_newTextChannel`. Rx: `rx.text` (a `ControlProperty`).
    public func rac_newTextChannel() -> RACChannelTerminal<String?> {
        RACControlSupport.channel(of: self, .allEditingEvents, hooks: RACUIKitHooks.control(UITextField.self), nilValue: "",
                                  read: { field in MainActor.assumeIsolated { field.text ?? "" } },
                                  write: { field, text in MainActor.assumeIsolated { field.text = text } })
    }
}
#endif
