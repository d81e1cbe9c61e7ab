#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the text view's delegate proxy and its `rx` text and events. The rules are
// DelegateProxy's, tested on Linux; this file is compile-checked (Tools/apple-check), not
// tested, here. The text is read, as in RxCocoa, at each edit of the view's text storage
// (its delegate proxy, NSTextStorage+Proxy.swift).

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

    /// The forward delegate's answer, or `true` (the edit goes ahead) without one: what
    /// the view does when its delegate does not implement the method. Not reported.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range about to be replaced.
    ///   - text: The replacement.
    /// - Returns: Whether to make the edit.
    ///
    /// Rx: `RxTextViewDelegateProxy.textView(_:shouldChangeTextIn:replacementText:)`.
    @objc open func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        forward?.textView?(textView, shouldChangeTextIn: range, replacementText: text) ?? true
    }
}

extension Reactive where Base: UITextView {
    /// The text: the current text at subscription, then the text after each edit of the
    /// view's text storage (the user's edits, autocorrection, and text set in code), read
    /// on the main queue after the storage has finished processing the edit; setting it
    /// sets the text when it differs (setting equal text would reset the selection and
    /// marked text).
    ///
    /// Rx: `rx.text` (RxCocoa).
    public var text: ControlProperty<String?> { value }

    /// The same as `text`.
    ///
    /// Rx: `rx.value` (RxCocoa).
    public var value: ControlProperty<String?> {
        let values = storageEdits { $0?.text }
        let sink = Binder(base) { textView, text in
            ControlBindings.onMainActor(with: textView) { if $0.text != text { $0.text = text } }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The attributed text: the current value at subscription, then the value after each
    /// edit of the view's text storage (read as `text` is); setting it sets the attributed
    /// text when it differs.
    ///
    /// Rx: `rx.attributedText` (RxCocoa).
    public var attributedText: ControlProperty<NSAttributedString?> {
        let values = storageEdits { $0?.attributedText }
        let sink = Binder(base) { (textView: Base, attributedText: NSAttributedString?) in
            ControlBindings.onMainActor(with: (textView, attributedText)) { (pair: (Base, NSAttributedString?)) in
                if pair.0.attributedText != pair.1 { pair.0.attributedText = pair.1 }
            }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// `read` of the view at subscription and after each edit of its text storage, on the
    /// main queue (`MainScheduler.asyncInstance`: the storage reports an edit before it
    /// has finished with it, so writing back at once would edit it re-entrantly). Empty
    /// after the current value when the view is already gone.
    private func storageEdits<Value>(_ read: @escaping @MainActor @Sendable (UITextView?) -> Value) -> Observable<Value> {
        Observable<Value>.deferred { [weak textView = base as UITextView] in
            let current = ControlBindings.onMainActor(with: textView) { read($0) }
            guard let storage = ControlBindings.onMainActor(with: textView, { $0?.textStorage }) else {
                return Observable.just(current)
            }
            return storage.rx.didProcessEditingRangeChangeInLength
                .observe(on: MainScheduler.asyncInstance)
                .map { _ in ControlBindings.onMainActor(with: textView) { read($0) } }
                .startWith(current)
        }
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
