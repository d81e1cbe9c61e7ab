#if canImport(AppKit) && os(macOS)
import AppKit
import ReactiveCore

extension NSControl {
    /// The command the control executes when it sends its action (a click, Return in a
    /// field), with the control as input; the control is enabled while the command is.
    /// Setting a command replaces the control's target and action; nil removes the binding
    /// and enables the control.
    ///
    /// The type is ReactiveObjC's as Swift imports it (`RACCommand<NSControl, AnyObject>`).
    /// Compile-checked, not tested, on macOS; the rules (`RACCommandBinding`) are tested on
    /// Linux.
    ///
    /// RAC: `rac_command`. Rx: `rx.tap` bound by hand.
    public var rac_command: RACCommand<NSControl, AnyObject>? {
        get { racCommandBinding(of: self, hooks: Self.racCommandHooks).command as? RACCommand<NSControl, AnyObject> }
        set { racCommandBinding(of: self, hooks: Self.racCommandHooks).setCommand(newValue, on: self) }
    }

    private nonisolated static var racCommandHooks: RACCommandHooks<NSControl> {
        RACCommandHooks(perform: RACUIThread.perform, updateEnabled: { control, enabled in
            MainActor.assumeIsolated { control.isEnabled = enabled }
        }, installAction: { control, activated in
            let target = ActionReceiver { [weak control] in if let control { activated(control) } }
            MainActor.assumeIsolated {
                control.target = target
                control.action = ActionReceiver.action
            }
            return target
        }, enablesWhenUnbound: true)
    }
}
#endif
