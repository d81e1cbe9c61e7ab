#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit

extension UITextView {
    /// The text: the current text at subscription, then the text after each change the
    /// user makes (UIKit's `UITextView.textDidChangeNotification`, posted when the
    /// delegate's `textViewDidChange(_:)` is called). The text view's delegate is left
    /// alone.
    ///
    /// Completes when the text view is deallocated. Compile-checked, not tested, on Apple
    /// platforms; the rules are tested on Linux.
    ///
    /// - Returns: a signal of the text view's text.
    ///
    /// RAC: `-rac_textSignal`. Rx: `rx.text`.
    public func rac_textSignal() -> RACSignal<String?> {
        RACControlSupport.values(of: self, (), hooks: Self.racHooks) { textView in
            MainActor.assumeIsolated { textView.text }
        }
    }

    private nonisolated static var racHooks: RACControlHooks<UITextView, Void> {
        RACControlHooks(perform: RACUIThread.perform,
                        listen: RACControlSupport.listening(to: UITextView.textDidChangeNotification),
                        lifetime: { $0.rac_lifetime })
    }
}
#endif
