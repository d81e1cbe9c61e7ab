#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

extension UIBarButtonItem {
    /// The command the item executes when tapped, with the item as input; the item is
    /// enabled while the command is. Setting a command replaces the item's target and
    /// action; nil removes the binding (the item keeps its enabled state).
    ///
    /// The type is ReactiveObjC's as Swift imports it. Compile-checked, not tested, on
    /// Apple platforms; the rules (`RACCommandBinding`) are tested on Linux.
    ///
    /// RAC: `rac_command`. Rx: `rx.tap` bound by hand.
    public var rac_command: RACCommand<UIBarButtonItem, AnyObject>? {
        get { racCommandBinding(of: self, hooks: Self.racCommandHooks).command as? RACCommand<UIBarButtonItem, AnyObject> }
        set { racCommandBinding(of: self, hooks: Self.racCommandHooks).setCommand(newValue, on: self) }
    }

    private nonisolated static var racCommandHooks: RACCommandHooks<UIBarButtonItem> {
        RACCommandHooks(perform: RACUIThread.perform, updateEnabled: { item, enabled in
            MainActor.assumeIsolated { item.isEnabled = enabled }
        }, installAction: { item, activated in
            let target = ActionReceiver { [weak item] in if let item { activated(item) } }
            MainActor.assumeIsolated {
                item.target = target
                item.action = ActionReceiver.action
            }
            return target
        })
    }
}
#endif
