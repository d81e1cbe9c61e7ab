#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue for views that are not target–action controls: the activity indicator's and
// refresh control's toggling binders and the scroll view's content offset (through KVO).
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

extension Reactive where Base: UIScrollView {
    /// The scroll view's content offset: the current one at subscription, then each new
    /// offset (observed with KVO, on the thread that changes it: the main thread); setting
    /// it scrolls. Completes when the scroll view is deallocated.
    ///
    /// RxCocoa reads the offset through its scroll-view delegate proxy; this reads it
    /// through KVO, which does not replace the scroll view's delegate. Call it on the main
    /// thread (as RxCocoa requires): the key path of a main-actor property is formed there.
    ///
    /// Rx: `Reactive<UIScrollView>.contentOffset` (RxCocoa).
    public var contentOffset: ControlProperty<CGPoint> {
        let offset = ControlBindings.onMainActor { UncheckedSendable(\Base.contentOffset as KeyPath<Base, CGPoint>) }.value
        return ControlProperty(values: observe(offset, options: [.initial, .new]),
                               valueSink: Binder(base) { scrollView, offset in
                                   ControlBindings.onMainActor { scrollView.contentOffset = offset }
                               })
    }
}
#endif
