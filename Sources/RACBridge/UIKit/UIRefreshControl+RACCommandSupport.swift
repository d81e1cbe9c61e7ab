#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit

extension UIRefreshControl {
    /// The command the control executes when the user pulls to refresh (`.valueChanged`),
    /// with the control as input; refreshing ends when that execution ends, however it
    /// ends. The control is enabled while the command is. Setting another command replaces
    /// the binding; nil removes it.
    ///
    /// The type is ReactiveObjC's as Swift imports it. Compile-checked, not tested, on
    /// Apple platforms; the rules (`RACCommandBinding`) are tested on Linux.
    ///
    /// RAC: `rac_command`. Rx: `rx.controlEvent(.valueChanged)` bound by hand.
    public var rac_command: RACCommand<UIRefreshControl, AnyObject>? {
        get { racCommandBinding(of: self, hooks: Self.racCommandHooks).command as? RACCommand<UIRefreshControl, AnyObject> }
        set { racCommandBinding(of: self, hooks: Self.racCommandHooks).setCommand(newValue, on: self) }
    }

    private nonisolated static var racCommandHooks: RACCommandHooks<UIRefreshControl> {
        RACUIKitHooks.command(UIRefreshControl.self, on: .valueChanged) { control in
            MainActor.assumeIsolated { control.endRefreshing() }
        }
    }
}
#endif
