#if canImport(AppKit) && os(macOS)
import AppKit

extension NSText {
    /// The text: `string` at subscription, then after each change
    /// (`NSText.didChangeNotification`).
    ///
    /// Completes when the text object is deallocated. Compile-checked, not tested, on
    /// macOS; the rules are tested on Linux.
    ///
    /// - Returns: a signal of the text.
    ///
    /// RAC: `-rac_textSignal`. Rx: `rx.string` (on `NSTextView`).
    public func rac_textSignal() -> RACSignal<String> {
        RACControlSupport.values(of: self, (), hooks: Self.racTextHooks) { text in
            MainActor.assumeIsolated { text.string }
        }
    }

    private nonisolated static var racTextHooks: RACControlHooks<NSText, Void> {
        RACControlHooks(perform: RACUIThread.perform,
                        listen: RACControlSupport.listening(to: NSText.didChangeNotification),
                        lifetime: { $0.rac_lifetime })
    }
}
#endif
