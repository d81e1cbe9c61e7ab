// A text input view's text with the view itself (RxCocoa's `TextInput`), on UIKit and
// AppKit. Compile-checked (Tools/apple-check), not run, in this repository's CI.

#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit

/// A text input view together with its text property.
///
/// Rx: `TextInput` (RxCocoa).
public struct TextInput<Base: UITextInput> {
    /// The text input view.
    ///
    /// Rx: `TextInput.base`.
    public let base: Base

    /// The view's text.
    ///
    /// Rx: `TextInput.text`.
    public let text: ControlProperty<String?>

    /// A text input of `base` with its text property.
    ///
    /// - Parameters:
    ///   - base: The text input view.
    ///   - text: Its text, as a control property.
    ///
    /// Rx: `TextInput.init(base:text:)`.
    public init(base: Base, text: ControlProperty<String?>) {
        self.base = base
        self.text = text
    }
}

extension Reactive where Base: UITextField {
    /// The field as a `TextInput`: the field and its `rx.text`.
    ///
    /// Rx: `Reactive<UITextField>.textInput` (RxCocoa).
    public var textInput: TextInput<Base> {
        TextInput(base: base, text: text)
    }
}

extension Reactive where Base: UITextView {
    /// The text view as a `TextInput`: the view and its `rx.text`.
    ///
    /// Rx: `Reactive<UITextView>.textInput` (RxCocoa).
    public var textInput: TextInput<Base> {
        TextInput(base: base, text: text)
    }
}
#endif

#if canImport(AppKit) && os(macOS)
import AppKit

/// A text input client together with its text property.
///
/// Rx: `TextInput` (RxCocoa).
public struct TextInput<Base: NSTextInputClient> {
    /// The text input client.
    ///
    /// Rx: `TextInput.base`.
    public let base: Base

    /// The client's text.
    ///
    /// Rx: `TextInput.text`.
    public let text: ControlProperty<String?>

    /// A text input of `base` with its text property.
    ///
    /// - Parameters:
    ///   - base: The text input client.
    ///   - text: Its text, as a control property.
    ///
    /// Rx: `TextInput.init(base:text:)`.
    public init(base: Base, text: ControlProperty<String?>) {
        self.base = base
        self.text = text
    }
}

extension Reactive where Base: NSTextField, Base: NSTextInputClient {
    /// The field as a `TextInput`: the field and its `rx.text`.
    ///
    /// Rx: `Reactive<NSTextField>.textInput` (RxCocoa).
    public var textInput: TextInput<Base> {
        TextInput(base: base, text: text)
    }
}
#endif
