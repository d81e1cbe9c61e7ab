#if canImport(ObjectiveC)
import Foundation

// The Objective-C end of target–action for the UIKit and AppKit glue: the object a control,
// gesture recognizer or bar button item sends its action message to. The rules around it
// (when it is attached and removed, what each action sends) are ControlBindings'. This
// file is compile-checked (Tools/apple-check), not run, in this repository's CI.

/// Receives a target–action message and runs its handler.
///
/// Locking rule: none needed; its only property is set in `init` and never changes. A
/// control calls `perform(_:)` on the main thread.
final class ActionReceiver: NSObject, @unchecked Sendable {
    /// The action message a control is given with this receiver as its target.
    static let action = #selector(ActionReceiver.perform(_:))

    private let handler: () -> Void

    init(_ handler: @escaping () -> Void) {
        self.handler = handler
    }

    @objc func perform(_ sender: Any?) {
        handler()
    }
}
#endif

#if canImport(ObjectiveC)
/// A sequence kept with an object (as an associated object), so that every `rx` access of
/// a single-slot control (a bar button item, an AppKit control) shares one registration.
///
/// Locking rule: none needed; its only property is set in `init` and never changes.
final class SharedSource<Element>: @unchecked Sendable {
    let observable: Observable<Element>

    init(_ observable: Observable<Element>) {
        self.observable = observable
    }
}
#endif
