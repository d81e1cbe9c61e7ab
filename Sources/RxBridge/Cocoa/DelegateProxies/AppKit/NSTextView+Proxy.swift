#if os(macOS)
import AppKit

// AppKit glue: the text view's delegate proxy and its `rx.string`. The rules are
// DelegateProxy's, tested on Linux; this file is compile-checked (Tools/apple-check), not
// tested, here.

extension NSTextView: @preconcurrency HasDelegate {
    /// The text view's delegate type.
    ///
    /// Rx: the delegate type of RxCocoa's macOS `RxTextViewDelegateProxy`.
    public typealias Delegate = NSTextViewDelegate
}

/// The text view's delegate proxy (macOS): it reports `textDidChange(_:)` and passes every
/// message on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTextViewDelegateProxy` (RxCocoa, macOS).
open class RxTextViewDelegateProxy: DelegateProxy<NSTextView, NSTextViewDelegate>, DelegateProxyType {
    /// The text view.
    ///
    /// Rx: `RxTextViewDelegateProxy.textView` (held weakly here).
    public private(set) weak var textView: NSTextView?

    /// A proxy for `textView`.
    ///
    /// - Parameter textView: The text view whose delegate it takes.
    ///
    /// Rx: `RxTextViewDelegateProxy.init(textView:)`.
    public init(textView: NSTextView) {
        self.textView = textView
        super.init(parentObject: textView, delegateProxy: RxTextViewDelegateProxy.self)
        messages.declareObservationOnly([#selector(NSTextDelegate.textDidChange(_:)) as AnyHashable])
    }

    /// Registers the text view's proxy.
    ///
    /// Rx: `RxTextViewDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxTextViewDelegateProxy(textView: $0) }
    }

    /// The text view's delegate (a subclass may read it elsewhere).
    ///
    /// - Parameter object: The text view.
    /// - Returns: Its delegate.
    ///
    /// Rx: `RxTextViewDelegateProxy.currentDelegate(for:)` (macOS).
    open class func currentDelegate(for object: ParentObject) -> NSTextViewDelegate? {
        hasDelegateValue(of: object)
    }

    /// Sets the text view's delegate (a subclass may set it elsewhere).
    ///
    /// - Parameters:
    ///   - delegate: The new delegate.
    ///   - object: The text view.
    ///
    /// Rx: `RxTextViewDelegateProxy.setCurrentDelegate(_:to:)` (macOS).
    open class func setCurrentDelegate(_ delegate: NSTextViewDelegate?, to object: ParentObject) {
        setHasDelegateValue(delegate, of: object)
    }
}

extension RxTextViewDelegateProxy: NSTextViewDelegate {
    /// Reports `textDidChange(_:)`, then passes it on.
    ///
    /// - Parameter notification: The notification; its object is the text view.
    public func textDidChange(_ notification: Notification) {
        report(#selector(NSTextDelegate.textDidChange(_:)), [notification]) {
            forwardToDelegate()?.textDidChange?(notification)
        }
    }
}

extension Reactive where Base: NSTextView {
    /// The text view's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa, macOS).
    public var delegate: DelegateProxy<NSTextView, NSTextViewDelegate> {
        RxTextViewDelegateProxy.proxy(for: base)
    }

    /// The text: the current text at subscription, then the text after each
    /// `textDidChange(_:)`; setting it sets the text. Completes when the view goes away.
    ///
    /// Rx: `rx.string` (RxCocoa, macOS).
    public var string: ControlProperty<String> {
        let changes = delegate.methodInvoked(#selector(NSTextDelegate.textDidChange(_:)))
        let values = Observable<String>.deferred { [weak textView = base as NSTextView] in
            let current = ControlBindings.onMainActor(with: textView) { $0?.string ?? "" }
            return changes
                .map { _ in ControlBindings.onMainActor(with: textView) { $0?.string ?? "" } }
                .startWith(current)
        }
        let sink = Binder(base) { textView, string in
            ControlBindings.onMainActor(with: textView) { $0.string = string }
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
#endif
