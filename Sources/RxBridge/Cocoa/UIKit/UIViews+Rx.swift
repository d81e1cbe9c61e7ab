#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue for views that are not target–action controls: the activity indicator's and
// refresh control's toggling binders (a scroll view's content offset comes with its delegate
// proxy, UIScrollView+Proxy.swift).
// Plain writable properties (`isHidden`, `alpha`, `backgroundColor`, `isEnabled`,
// `isSelected`, a label's `text`, an image view's `image`, a progress view's
// `progress`…) need nothing here: `rx.<property>` is a Binder through `Reactive`'s
// dynamic member lookup, as in RxSwift 6. Compile-checked (Tools/apple-check), not run,
// in this repository's CI.

extension Reactive where Base: UIActivityIndicatorView {
    /// A binder starting (`true`) or stopping (`false`) the indicator's animation, on the
    /// main thread.
    ///
    /// Rx: `Reactive<UIActivityIndicatorView>.isAnimating` (RxCocoa).
    public var isAnimating: Binder<Bool> {
        ControlBindings.switching(base,
                                  on: { indicator in ControlBindings.onMainActor { indicator.startAnimating() } },
                                  off: { indicator in ControlBindings.onMainActor { indicator.stopAnimating() } })
    }
}

#if os(iOS) || os(visionOS)
extension Reactive where Base: UIRefreshControl {
    /// A binder beginning (`true`) or ending (`false`) the control's refreshing, on the
    /// main thread.
    ///
    /// Rx: `Reactive<UIRefreshControl>.isRefreshing` (RxCocoa).
    public var isRefreshing: Binder<Bool> {
        ControlBindings.switching(base,
                                  on: { control in ControlBindings.onMainActor { control.beginRefreshing() } },
                                  off: { control in ControlBindings.onMainActor { control.endRefreshing() } })
    }
}
#endif
#endif
