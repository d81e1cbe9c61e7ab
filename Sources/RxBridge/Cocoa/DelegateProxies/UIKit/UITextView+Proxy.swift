#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the text view's delegate proxy and its `rx` text and events. The rules are
// DelegateProxy's, tested on Linux; this file is compile-checked (Tools/apple-check), not
// tested, here.

/// The text view's delegate proxy: the scroll view's, plus the `UITextViewDelegate`
/// messages the `rx` extensions observe.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTextViewDelegateProxy` (RxCocoa).
open class RxTextViewDelegateProxy: RxScrollViewDelegateProxy {
    /// The text view.
    ///
    /// Rx: `RxTextViewDelegateProxy.textView`.
    public private(set) weak var textView: UITextView?

    /// A proxy for `textView`.
    ///
    /// - Parameter textView: The text view whose delegate it takes.
    ///
    /// Rx: `RxTextViewDelegateProxy.init(textView:)`.
    public init(textView: UITextView) {
        self.textView = textView
        super.init(scrollView: textView)
        messages.declareObservationOnly([
            #selector(UITextViewDelegate.textViewDidBeginEditing(_:)) as AnyHashable,
            #selector(UITextViewDelegate.textViewDidEndEditing(_:)),
            #selector(UITextViewDelegate.textViewDidChange(_:)),
            #selector(UITextViewDelegate.textViewDidChangeSelection(_:)),
        ])
    }

    private var forward: UITextViewDelegate? { forwardToDelegate() as? UITextViewDelegate }
}

extension RxTextViewDelegateProxy: UITextViewDelegate {
    /// Reports `textViewDidBeginEditing(_:)`, then passes it on.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidBeginEditing(_ textView: UITextView) {
        report(#selector(UITextViewDelegate.textViewDidBeginEditing(_:)), [textView]) { forward?.textViewDidBeginEditing?(textView) }
    }

    /// Reports `textViewDidEndEditing(_:)`, then passes it on.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidEndEditing(_ textView: UITextView) {
        report(#selector(UITextViewDelegate.textViewDidEndEditing(_:)), [textView]) { forward?.textViewDidEndEditing?(textView) }
    }

    /// Reports `textViewDidChange(_:)`, then passes it on.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidChange(_ textView: UITextView) {
        report(#selector(UITextViewDelegate.textViewDidChange(_:)), [textView]) { forward?.textViewDidChange?(textView) }
    }

    /// Reports `textViewDidChangeSelection(_:)`, then passes it on.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidChangeSelection(_ textView: UITextView) {
        report(#selector(UITextViewDelegate.textViewDidChangeSelection(_:)), [textView]) { forward?.textViewDidChangeSelection?(textView) }
    }
}

extension Reactive where Base: UITextView {
    /// The text: the current text at subscription, then the text after each
    /// `textViewDidChange(_:)` (the user's edits); setting it sets the text when it
    /// differs (setting equal text would reset the selection and marked text).
    ///
    /// Rx: `rx.text` (RxCocoa, which reads changes from the text storage instead, so it
    /// also sees changes made in code; here those are seen when bound through this property).
    public var text: ControlProperty<String?> { value }

    /// The same as `text`.
    ///
    /// Rx: `rx.value` (RxCocoa).
    public var value: ControlProperty<String?> {
        let changes = delegate.methodInvoked(#selector(UITextViewDelegate.textViewDidChange(_:)))
        let values = Observable<String?>.deferred { [weak textView = base as UITextView] in
            let current = MainActor.assumeIsolated { textView?.text }
            return changes
                .map { _ in MainActor.assumeIsolated { textView?.text } }
                .startWith(current)
        }
        let sink = Binder(base) { textView, text in
            MainActor.assumeIsolated { if textView.text != text { textView.text = text } }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// `textViewDidBeginEditing(_:)`.
    ///
    /// Rx: `rx.didBeginEditing` (RxCocoa).
    public var didBeginEditing: ControlEvent<Void> { delegate.voidEvent(#selector(UITextViewDelegate.textViewDidBeginEditing(_:))) }

    /// `textViewDidEndEditing(_:)`.
    ///
    /// Rx: `rx.didEndEditing` (RxCocoa).
    public var didEndEditing: ControlEvent<Void> { delegate.voidEvent(#selector(UITextViewDelegate.textViewDidEndEditing(_:))) }

    /// `textViewDidChange(_:)`.
    ///
    /// Rx: `rx.didChange` (RxCocoa).
    public var didChange: ControlEvent<Void> { delegate.voidEvent(#selector(UITextViewDelegate.textViewDidChange(_:))) }

    /// `textViewDidChangeSelection(_:)`.
    ///
    /// Rx: `rx.didChangeSelection` (RxCocoa).
    public var didChangeSelection: ControlEvent<Void> { delegate.voidEvent(#selector(UITextViewDelegate.textViewDidChangeSelection(_:))) }
}
#endif
