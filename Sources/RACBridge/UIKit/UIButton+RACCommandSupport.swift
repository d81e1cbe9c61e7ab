#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit

extension UIButton {
    /// The command the button executes when tapped (`.touchUpInside`), with the button as
    /// input; the button is enabled while the command is. Setting another command replaces
    /// the binding; nil removes it (the button keeps its enabled state).
    ///
    /// ```swift
    /// loginButton.rac_command = viewModel.loginCommand
    /// ```
    ///
    /// The type is ReactiveObjC's as Swift imports it (`RACCommand<UIButton, AnyObject>`).
    /// Compile-checked, not tested, on Apple platforms; the rules (`RACCommandBinding`) are
    /// tested on Linux.
    ///
    /// RAC: `rac_command`. Rx: `rx.tap` bound to an action by hand.
    public var rac_command: RACCommand<UIButton, AnyObject>? {
        get { racCommandBinding(of: self, hooks: RACUIKitHooks.command(UIButton.self, on: .touchUpInside)).command as? RACCommand<UIButton, AnyObject> }
        set { racCommandBinding(of: self, hooks: RACUIKitHooks.command(UIButton.self, on: .touchUpInside)).setCommand(newValue, on: self) }
    }
}
#endif
