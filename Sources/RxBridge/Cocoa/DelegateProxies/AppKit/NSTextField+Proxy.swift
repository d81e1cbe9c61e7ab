#if os(macOS)
import AppKit

// AppKit glue: the text field's delegate proxy and `rx.delegate`. The rules are
// DelegateProxy's, tested on Linux; this file is compile-checked (Tools/apple-check), not
// tested, here. `NSTextField.rx.text` (NSControl+Rx.swift) does not use the proxy: it
// observes the notification the field posts for the same edits
// (Docs/DelegateProxies.md).

extension NSTextField: @preconcurrency HasDelegate {
    /// The text field's delegate type.
    ///
    /// Rx: the delegate type of RxCocoa's `RxTextFieldDelegateProxy`.
    public typealias Delegate = NSTextFieldDelegate
}

/// The text field's delegate proxy (macOS): it reports `controlTextDidChange(_:)` and
/// passes every message on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTextFieldDelegateProxy` (RxCocoa, macOS).
open class RxTextFieldDelegateProxy: DelegateProxy<NSTextField, NSTextFieldDelegate>, DelegateProxyType {
    /// The text field.
    ///
    /// Rx: `RxTextFieldDelegateProxy.textField`.
    public private(set) weak var textField: NSTextField?

    /// A proxy for `textField`.
    ///
    /// - Parameter textField: The text field whose delegate it takes.
    ///
    /// Rx: `RxTextFieldDelegateProxy.init(textField:)` (internal in RxCocoa).
    public init(textField: NSTextField) {
        self.textField = textField
        super.init(parentObject: textField, delegateProxy: RxTextFieldDelegateProxy.self)
        messages.declareObservationOnly([#selector(NSControlTextEditingDelegate.controlTextDidChange(_:)) as AnyHashable])
    }

    /// Registers the text field's proxy.
    ///
    /// Rx: `RxTextFieldDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxTextFieldDelegateProxy(textField: $0) }
    }

    /// The text field's delegate (a subclass may read it elsewhere).
    ///
    /// - Parameter object: The text field.
    /// - Returns: Its delegate.
    ///
    /// Rx: `RxTextFieldDelegateProxy.currentDelegate(for:)`.
    open class func currentDelegate(for object: ParentObject) -> NSTextFieldDelegate? {
        hasDelegateValue(of: object)
    }

    /// Sets the text field's delegate (a subclass may set it elsewhere).
    ///
    /// - Parameters:
    ///   - delegate: The new delegate.
    ///   - object: The text field.
    ///
    /// Rx: `RxTextFieldDelegateProxy.setCurrentDelegate(_:to:)`.
    open class func setCurrentDelegate(_ delegate: NSTextFieldDelegate?, to object: ParentObject) {
        setHasDelegateValue(delegate, of: object)
    }
}

extension RxTextFieldDelegateProxy: NSTextFieldDelegate {
    /// Reports `controlTextDidChange(_:)`, then passes it on.
    ///
    /// - Parameter notification: The notification; its object is the text field.
    ///
    /// Rx: `RxTextFieldDelegateProxy.controlTextDidChange(_:)`.
    public func controlTextDidChange(_ notification: Notification) {
        report(#selector(NSControlTextEditingDelegate.controlTextDidChange(_:)), [notification]) {
            forwardToDelegate()?.controlTextDidChange?(notification)
        }
    }
}

extension Reactive where Base: NSTextField {
    /// The text field's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa, macOS).
    public var delegate: DelegateProxy<NSTextField, NSTextFieldDelegate> {
        RxTextFieldDelegateProxy.proxy(for: base)
    }
}
#endif
