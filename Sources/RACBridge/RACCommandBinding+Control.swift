#if canImport(ObjectiveC)
import Foundation
import ReactiveCore

// Where a control keeps its `rac_command` binding (the glue's target–action goes through
// ReactiveCore's `ActionReceiver`). Compile-checked (Tools/apple-check), not run, in this
// repository's CI.

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
