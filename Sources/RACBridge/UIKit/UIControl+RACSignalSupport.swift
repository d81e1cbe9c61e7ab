#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue of RACControlSupport: how a control is listened to, read and written.
// Compile-checked for iOS, tvOS and visionOS (Tools/apple-check), not run here; the rules
// are in RACControlSupport.swift and tested on Linux.

/// The hooks of UIKit controls and gesture recognizers. Nonisolated: the rules call them
/// through `RACUIThread.perform` (so on the main thread), where each asserts the main actor.
enum RACUIKitHooks {
    /// A control listened to through `addTarget(_:action:for:)`.
    static func control<Control: UIControl>(_: Control.Type = Control.self) -> RACControlHooks<Control, UIControl.Event> {
        RACControlHooks(perform: RACUIThread.perform, listen: { control, events, send in
            let target = ActionReceiver { [weak control] in if let control { send(control) } }
            MainActor.assumeIsolated { control.addTarget(target, action: ActionReceiver.action, for: events) }
            return RACDisposable { [weak control] in
                MainActor.assumeIsolated { control?.removeTarget(target, action: ActionReceiver.action, for: events) }
            }
        }, lifetime: { $0.rac_lifetime })
    }

    /// `rac_command`'s hooks for a control activated by `events`.
    static func command<Control: UIControl>(_: Control.Type = Control.self, on events: UIControl.Event,
                                            executionEnded: ((Control) -> Void)? = nil) -> RACCommandHooks<Control> {
        RACCommandHooks(perform: RACUIThread.perform, updateEnabled: { control, enabled in
            MainActor.assumeIsolated { control.isEnabled = enabled }
        }, installAction: { control, activated in
            let target = ActionReceiver { [weak control] in if let control { activated(control) } }
            MainActor.assumeIsolated { control.addTarget(target, action: ActionReceiver.action, for: events) }
            return target
        }, executionEnded: executionEnded)
    }
}

extension UIControl {
    /// The control each time one of `controlEvents` happens (each tap, each edit…).
    ///
    /// ```swift
    /// button.rac_signal(for: .touchUpInside).subscribeNext { _ in print("tapped") }
    /// ```
    ///
    /// Completes when the control is deallocated; disposing the subscription removes the
    /// target it added. Subscribe on the main thread (from another thread the target is
    /// added on the main thread soon after).
    ///
    /// Compile-checked, not tested, on Apple platforms; the rules are tested on Linux.
    ///
    /// - Parameter controlEvents: the events to send on.
    /// - Returns: a signal of the control, once per event.
    ///
    /// RAC: `-rac_signalForControlEvents:`. Rx: `rx.controlEvent(_:)`.
    public func rac_signal(for controlEvents: UIControl.Event) -> RACSignal<UIControl> {
        RACControlSupport.events(of: self, controlEvents, hooks: RACUIKitHooks.control())
    }
}
#endif
