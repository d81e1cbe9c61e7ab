#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

extension UIGestureRecognizer {
    /// The recognizer each time it fires its action (a tap, each change of a pan…).
    ///
    /// Completes when the recognizer is deallocated; disposing the subscription removes
    /// the target it added. Compile-checked, not tested, on Apple platforms; the rules
    /// (`RACControlSupport.events`) are tested on Linux.
    ///
    /// - Returns: a signal of the recognizer, once per action.
    ///
    /// RAC: `-rac_gestureSignal`. Rx: `rx.event`.
    public func rac_gestureSignal() -> RACSignal<UIGestureRecognizer> {
        RACControlSupport.events(of: self, (), hooks: Self.racHooks)
    }

    private nonisolated static var racHooks: RACControlHooks<UIGestureRecognizer, Void> {
        RACControlHooks(perform: RACUIThread.perform, listen: { recognizer, _, send in
            let target = ActionReceiver { [weak recognizer] in if let recognizer { send(recognizer) } }
            MainActor.assumeIsolated { recognizer.addTarget(target, action: ActionReceiver.action) }
            return RACDisposable { [weak recognizer] in
                MainActor.assumeIsolated { recognizer?.removeTarget(target, action: ActionReceiver.action) }
            }
        }, lifetime: { $0.rac_lifetime })
    }
}
#endif
