#if canImport(ObjectiveC)
// Compile-checked (Tools/apple-check), not run, in this repository's CI.

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
