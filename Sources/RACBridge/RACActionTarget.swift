#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

/// The Objective-C target the UIKit/AppKit glue registers for target–action: the
/// framework calls `performAction(_:)`, which calls the handler. Controls hold their
/// targets weakly, so whoever registers one keeps it (a subscription, a command binding).
///
/// Locking rule: none needed; the handler is fixed at `init`, and the frameworks call
/// actions on the main thread.
final class RACActionTarget: NSObject, @unchecked Sendable {
    /// The action's selector.
    static let action = #selector(RACActionTarget.performAction(_:))

    private let handler: () -> Void

    init(_ handler: @escaping () -> Void) {
        self.handler = handler
        super.init()
    }

    @objc func performAction(_ sender: Any?) {
        handler()
    }
}

/// The key of the `rac_command` binding's associated object (its address is the key).
nonisolated(unsafe) private let commandBindingKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

/// The `rac_command` binding attached to `control` (an associated object, made with
/// `hooks` on first use).
func racCommandBinding<Control: NSObject>(of control: Control, hooks: @autoclosure () -> RACCommandHooks<Control>)
    -> RACCommandBinding<Control> {
    KVOSystem.associatedObject(of: control, key: UnsafeRawPointer(commandBindingKey)) {
        RACCommandBinding(hooks: hooks())
    }
}
#endif
