#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the text storage's delegate proxy and its `rx` event (what a text view's
// `rx.text` and `rx.attributedText` read). The rules are DelegateProxy's, tested on Linux;
// this file is compile-checked (Tools/apple-check), not tested, here.

extension NSTextStorage: HasDelegate {
    /// The text storage's delegate type.
    ///
    /// Rx: `NSTextStorage.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = NSTextStorageDelegate
}

/// The text storage's delegate proxy: it reports
/// `textStorage(_:didProcessEditing:range:changeInLength:)` and passes every message on to
/// the user's delegate.
///
/// Threading: used on the thread that edits the text storage, which for a text view's
/// storage is the main thread (UIKit's text storage and its delegate are not main-actor
/// types; the proxy is main-thread-confined, as `DelegateProxy`).
///
/// Rx: `RxTextStorageDelegateProxy` (RxCocoa).
open class RxTextStorageDelegateProxy: DelegateProxy<NSTextStorage, NSTextStorageDelegate>, DelegateProxyType {
    /// The text storage.
    ///
    /// Rx: `RxTextStorageDelegateProxy.textStorage`.
    public private(set) weak var textStorage: NSTextStorage?

    /// A proxy for `textStorage`.
    ///
    /// - Parameter textStorage: The text storage whose delegate it takes.
    ///
    /// Rx: `RxTextStorageDelegateProxy.init(textStorage:)`.
    public init(textStorage: NSTextStorage) {
        self.textStorage = textStorage
        super.init(parentObject: textStorage, delegateProxy: RxTextStorageDelegateProxy.self)
        messages.declareObservationOnly([
            #selector(NSTextStorageDelegate.textStorage(_:didProcessEditing:range:changeInLength:)) as AnyHashable,
        ])
    }

    /// Registers the text storage's proxy.
    ///
    /// Rx: `RxTextStorageDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxTextStorageDelegateProxy(textStorage: $0) }
    }
}

extension RxTextStorageDelegateProxy: NSTextStorageDelegate {
    /// Reports `textStorage(_:didProcessEditing:range:changeInLength:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - textStorage: The text storage.
    ///   - editedMask: What changed (characters, attributes).
    ///   - editedRange: The edited range.
    ///   - delta: The change in length.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {
        report(#selector(NSTextStorageDelegate.textStorage(_:didProcessEditing:range:changeInLength:)),
               [textStorage, editedMask, editedRange, delta]) {
            forwardToDelegate()?.textStorage?(textStorage, didProcessEditing: editedMask, range: editedRange, changeInLength: delta)
        }
    }
}

extension Reactive where Base: NSTextStorage {
    /// The text storage's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<NSTextStorage, NSTextStorageDelegate> {
        RxTextStorageDelegateProxy.proxy(for: base)
    }

    /// `textStorage(_:didProcessEditing:range:changeInLength:)`: what changed, the edited
    /// range and the change in length, sent while the storage is still processing the
    /// edit (observe on the main queue before changing the text again, as `rx.text` does).
    ///
    /// Rx: `rx.didProcessEditingRangeChangeInLength` (RxCocoa).
    public var didProcessEditingRangeChangeInLength: Observable<(editedMask: NSTextStorage.EditActions, editedRange: NSRange, delta: Int)> {
        delegate.methodInvoked(#selector(NSTextStorageDelegate.textStorage(_:didProcessEditing:range:changeInLength:)))
            .map { arguments -> (editedMask: NSTextStorage.EditActions, editedRange: NSRange, delta: Int) in
                (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2), try delegateArgument(arguments, 3))
            }
    }
}
#endif
