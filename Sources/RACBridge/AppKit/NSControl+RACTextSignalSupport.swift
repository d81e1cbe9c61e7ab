#if canImport(AppKit) && os(macOS)
import AppKit

extension NSControl {
    /// The text: `stringValue` at subscription, then after each change the user makes
    /// while editing (`NSControl.textDidChangeNotification`).
    ///
    /// Completes when the control is deallocated. Compile-checked, not tested, on macOS;
    /// the rules are tested on Linux.
    ///
    /// - Returns: a signal of the control's text.
    ///
    /// RAC: `-rac_textSignal`. Rx: `rx.text`.
    public func rac_textSignal() -> RACSignal<String> {
        RACControlSupport.values(of: self, (), hooks: Self.racTextHooks) { control in
            MainActor.assumeIsolated { control.stringValue }
        }
    }

    private nonisolated static var racTextHooks: RACControlHooks<NSControl, Void> {
        RACControlHooks(perform: RACUIThread.perform,
                        listen: RACControlSupport.listening(to: NSControl.textDidChangeNotification),
                        lifetime: { $0.rac_lifetime })
    }
}
#endif
