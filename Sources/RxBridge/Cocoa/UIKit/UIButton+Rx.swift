#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue for buttons: the tap event and the per-state title and image binders.
// Compile-checked (Tools/apple-check), not run, in this repository's CI.

#if os(iOS) || os(visionOS)
extension Reactive where Base: UIButton {
    /// The button's taps (`.touchUpInside`), as `()`; completes when the button is
    /// deallocated.
    ///
    /// Rx: `Reactive<UIButton>.tap` (RxCocoa).
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }
}
#endif

#if os(tvOS)
extension Reactive where Base: UIButton {
    /// The button's primary action (`.primaryActionTriggered`, a press with the remote),
    /// as `()`; completes when the button is deallocated.
    ///
    /// Rx: `Reactive<UIButton>.primaryAction` (RxCocoa, tvOS).
    public var primaryAction: ControlEvent<Void> {
        controlEvent(.primaryActionTriggered)
    }
}
#endif

extension Reactive where Base: UIButton {
    /// A binder setting the button's title for a state.
    ///
    /// - Parameter controlState: The state the title is for; `[]` (normal) by default.
    /// - Returns: A binder that sets the title on the main thread while the button is alive.
    ///
    /// Rx: `Reactive<UIButton>.title(for:)` (RxCocoa).
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in
            ControlBindings.onMainActor { button.setTitle(title, for: controlState) }
        }
    }

    /// A binder setting the button's image for a state.
    ///
    /// - Parameter controlState: The state the image is for; `[]` (normal) by default.
    /// - Returns: A binder that sets the image on the main thread while the button is alive.
    ///
    /// Rx: `Reactive<UIButton>.image(for:)` (RxCocoa).
    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in
            ControlBindings.onMainActor { button.setImage(image, for: controlState) }
        }
    }

    /// A binder setting the button's background image for a state.
    ///
    /// - Parameter controlState: The state the image is for; `[]` (normal) by default.
    /// - Returns: A binder that sets the background image on the main thread while the
    ///   button is alive.
    ///
    /// Rx: `Reactive<UIButton>.backgroundImage(for:)` (RxCocoa).
    public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in
            ControlBindings.onMainActor { button.setBackgroundImage(image, for: controlState) }
        }
    }

    /// A binder setting the button's attributed title for a state.
    ///
    /// - Parameter controlState: The state the title is for; `[]` (normal) by default.
    /// - Returns: A binder that sets the attributed title on the main thread while the
    ///   button is alive.
    ///
    /// Rx: `Reactive<UIButton>.attributedTitle(for:)` (RxCocoa).
    public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> {
        Binder(base) { button, attributedTitle in
            ControlBindings.onMainActor(with: attributedTitle) { button.setAttributedTitle($0, for: controlState) }
        }
    }
}
#endif
