#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

// The Objective-C end of target–action, for both facades' UIKit and AppKit glue (RxCocoa's
// `controlEvent`, gestures and bar button items; ReactiveObjC's `rac_signal(for:)`,
// `rac_gestureSignal` and `rac_command`): the object a control, gesture recognizer or bar
// button item sends its action message to. The rules around it (when it is attached and
// removed, what each action sends) are the facades'. This file is compiled on Apple
// platforms only, and is compile-checked (Tools/apple-check), not run, in this
// repository's CI.

/// Receives a target–action message and runs its handler. Controls hold their targets
/// weakly, so whoever attaches one keeps it (a subscription, a command binding).
///
/// Locking rule: none needed; its only property is set in `init` and never changes. A
/// control calls `perform(_:)` on the main thread.
package final class ActionReceiver: NSObject, @unchecked Sendable {
    /// The action message a control is given with this receiver as its target.
    package static let action = #selector(ActionReceiver.perform(_:))

    private let handler: () -> Void

    /// A receiver that runs `handler` for each action message.
    package init(_ handler: @escaping () -> Void) {
        self.handler = handler
    }

    @objc func perform(_ sender: Any?) {
        handler()
    }
}
#endif
