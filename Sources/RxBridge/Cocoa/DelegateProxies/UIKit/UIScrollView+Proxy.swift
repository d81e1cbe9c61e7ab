#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the scroll view's delegate proxy and its `rx` events. The rules (installing
// and forwarding, the message sequences, completion with the view) are DelegateProxy's,
// tested on Linux; this file is compile-checked (Tools/apple-check), not tested, here.

extension UIScrollView: @preconcurrency HasDelegate {
    /// The scroll view's delegate type.
    ///
    /// Rx: `UIScrollView.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = UIScrollViewDelegate
}

/// The delegate proxy of scroll views, and of table, collection and text views (their
/// proxies are subclasses): it reports every `UIScrollViewDelegate` message the `rx`
/// extensions observe and passes each one on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxScrollViewDelegateProxy` (RxCocoa).
open class RxScrollViewDelegateProxy: DelegateProxy<UIScrollView, UIScrollViewDelegate>, DelegateProxyType {
    /// The scroll view.
    ///
    /// Rx: `RxScrollViewDelegateProxy.scrollView`.
    public private(set) weak var scrollView: UIScrollView?

    /// A proxy for `scrollView`.
    ///
    /// - Parameter scrollView: The scroll view whose delegate it takes.
    ///
    /// Rx: `RxScrollViewDelegateProxy.init(scrollView:)`.
    public init(scrollView: ParentObject) {
        self.scrollView = scrollView
        super.init(parentObject: scrollView, delegateProxy: RxScrollViewDelegateProxy.self)
        messages.declareObservationOnly(Self.scrollMessages)
    }

    /// Registers the scroll, table, collection and text view proxies.
    ///
    /// Rx: `RxScrollViewDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxScrollViewDelegateProxy(scrollView: $0) }
        register { RxTableViewDelegateProxy(tableView: $0) }
        register { RxCollectionViewDelegateProxy(collectionView: $0) }
        register { RxTextViewDelegateProxy(textView: $0) }
    }

    private static var scrollMessages: [AnyHashable] { [
        #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)),
        #selector(UIScrollViewDelegate.scrollViewDidZoom(_:)),
        #selector(UIScrollViewDelegate.scrollViewWillBeginDragging(_:)),
        #selector(UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)),
        #selector(UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)),
        #selector(UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)),
        #selector(UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)),
        #selector(UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)),
        #selector(UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)),
        #selector(UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)),
        #selector(UIScrollViewDelegate.scrollViewDidScrollToTop(_:)),
    ] }
}

// Each method reports its message and passes it on; the proxy answers it only while it is
// observed or the user's delegate implements it (observation-only messages).
extension RxScrollViewDelegateProxy: UIScrollViewDelegate {
    /// Reports `scrollViewDidScroll(_:)`, then passes it on.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        report(#selector(UIScrollViewDelegate.scrollViewDidScroll(_:)), [scrollView]) {
            forwardToDelegate()?.scrollViewDidScroll?(scrollView)
        }
    }

    /// Reports `scrollViewDidZoom(_:)`, then passes it on.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        report(#selector(UIScrollViewDelegate.scrollViewDidZoom(_:)), [scrollView]) {
            forwardToDelegate()?.scrollViewDidZoom?(scrollView)
        }
    }

    /// Reports `scrollViewWillBeginDragging(_:)`, then passes it on.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        report(#selector(UIScrollViewDelegate.scrollViewWillBeginDragging(_:)), [scrollView]) {
            forwardToDelegate()?.scrollViewWillBeginDragging?(scrollView)
        }
    }

    /// Reports `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (arguments:
    /// the scroll view, the velocity, the target offset's pointer), then passes it on.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The velocity at release.
    ///   - targetContentOffset: Where scrolling will stop; may be changed.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        report(#selector(UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)),
               [scrollView, velocity, targetContentOffset]) {
            forwardToDelegate()?.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    /// Reports `scrollViewDidEndDragging(_:willDecelerate:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether scrolling goes on decelerating.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        report(#selector(UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)), [scrollView, decelerate]) {
            forwardToDelegate()?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        }
    }

    /// Reports `scrollViewWillBeginDecelerating(_:)`, then passes it on.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        report(#selector(UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)), [scrollView]) {
            forwardToDelegate()?.scrollViewWillBeginDecelerating?(scrollView)
        }
    }

    /// Reports `scrollViewDidEndDecelerating(_:)`, then passes it on.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        report(#selector(UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)), [scrollView]) {
            forwardToDelegate()?.scrollViewDidEndDecelerating?(scrollView)
        }
    }

    /// Reports `scrollViewDidEndScrollingAnimation(_:)`, then passes it on.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        report(#selector(UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)), [scrollView]) {
            forwardToDelegate()?.scrollViewDidEndScrollingAnimation?(scrollView)
        }
    }

    /// Reports `scrollViewWillBeginZooming(_:with:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that will be zoomed.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        report(#selector(UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)), [scrollView, view as Any]) {
            forwardToDelegate()?.scrollViewWillBeginZooming?(scrollView, with: view)
        }
    }

    /// Reports `scrollViewDidEndZooming(_:with:atScale:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The zoomed view.
    ///   - scale: The final scale.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        report(#selector(UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)), [scrollView, view as Any, scale]) {
            forwardToDelegate()?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
        }
    }

    /// Reports `scrollViewDidScrollToTop(_:)`, then passes it on.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        report(#selector(UIScrollViewDelegate.scrollViewDidScrollToTop(_:)), [scrollView]) {
            forwardToDelegate()?.scrollViewDidScrollToTop?(scrollView)
        }
    }
}

extension Reactive where Base: UIScrollView {
    /// The arguments of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    ///
    /// Rx: `Reactive<UIScrollView>.WillEndDraggingEvent`.
    public typealias WillEndDraggingEvent = (velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The arguments of `scrollViewDidEndZooming(_:with:atScale:)`.
    ///
    /// Rx: `Reactive<UIScrollView>.EndZoomEvent`.
    public typealias EndZoomEvent = (view: UIView?, scale: CGFloat)

    /// The scroll view's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> {
        RxScrollViewDelegateProxy.proxy(for: base)
    }

    /// The content offset: the current one at subscription, then the offset at each
    /// `scrollViewDidScroll(_:)`; setting it scrolls. Completes when the view goes away.
    ///
    /// Rx: `rx.contentOffset` (RxCocoa, read through the delegate as there).
    public var contentOffset: ControlProperty<CGPoint> {
        let proxy = RxScrollViewDelegateProxy.proxy(for: base)
        let values = Observable<CGPoint>.deferred { [weak proxy] in
            guard let proxy else { return .empty() }
            let scrolls = proxy.methodInvoked(#selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))
                .map { arguments in try delegateArgument(arguments, 0, as: UIScrollView.self) }
                .map { scrollView in MainActor.assumeIsolated { scrollView.contentOffset } }
            let current = ControlBindings.onMainActor(with: proxy) { $0.scrollView?.contentOffset }
            return current.map { scrolls.startWith($0) } ?? scrolls
        }
        let sink = Binder(base) { scrollView, offset in
            MainActor.assumeIsolated { scrollView.contentOffset = offset }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// `scrollViewDidScroll(_:)`.
    ///
    /// Rx: `rx.didScroll` (RxCocoa).
    public var didScroll: ControlEvent<Void> {
        delegate.voidEvent(#selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))
    }

    /// `scrollViewWillBeginDecelerating(_:)`.
    ///
    /// Rx: `rx.willBeginDecelerating` (RxCocoa).
    public var willBeginDecelerating: ControlEvent<Void> {
        delegate.voidEvent(#selector(UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)))
    }

    /// `scrollViewDidEndDecelerating(_:)`.
    ///
    /// Rx: `rx.didEndDecelerating` (RxCocoa).
    public var didEndDecelerating: ControlEvent<Void> {
        delegate.voidEvent(#selector(UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)))
    }

    /// `scrollViewWillBeginDragging(_:)`.
    ///
    /// Rx: `rx.willBeginDragging` (RxCocoa).
    public var willBeginDragging: ControlEvent<Void> {
        delegate.voidEvent(#selector(UIScrollViewDelegate.scrollViewWillBeginDragging(_:)))
    }

    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity and
    /// the target offset's pointer (write to it to change where scrolling stops).
    ///
    /// Rx: `rx.willEndDragging` (RxCocoa).
    public var willEndDragging: ControlEvent<WillEndDraggingEvent> {
        let source = delegate.methodInvoked(#selector(UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)))
            .map { arguments -> WillEndDraggingEvent in
                (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2))
            }
        return ControlEvent(events: source)
    }

    /// `scrollViewDidEndDragging(_:willDecelerate:)`: whether scrolling goes on decelerating.
    ///
    /// Rx: `rx.didEndDragging` (RxCocoa).
    public var didEndDragging: ControlEvent<Bool> {
        let source = delegate.methodInvoked(#selector(UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)))
            .map { arguments in try delegateArgument(arguments, 1, as: Bool.self) }
        return ControlEvent(events: source)
    }

    /// `scrollViewDidZoom(_:)`.
    ///
    /// Rx: `rx.didZoom` (RxCocoa).
    public var didZoom: ControlEvent<Void> {
        delegate.voidEvent(#selector(UIScrollViewDelegate.scrollViewDidZoom(_:)))
    }

    /// `scrollViewDidScrollToTop(_:)`.
    ///
    /// Rx: `rx.didScrollToTop` (RxCocoa).
    public var didScrollToTop: ControlEvent<Void> {
        delegate.voidEvent(#selector(UIScrollViewDelegate.scrollViewDidScrollToTop(_:)))
    }

    /// `scrollViewDidEndScrollingAnimation(_:)`.
    ///
    /// Rx: `rx.didEndScrollingAnimation` (RxCocoa).
    public var didEndScrollingAnimation: ControlEvent<Void> {
        delegate.voidEvent(#selector(UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)))
    }

    /// `scrollViewWillBeginZooming(_:with:)`: the view about to be zoomed.
    ///
    /// Rx: `rx.willBeginZooming` (RxCocoa).
    public var willBeginZooming: ControlEvent<UIView?> {
        let source = delegate.methodInvoked(#selector(UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)))
            .map { arguments in arguments.count > 1 ? arguments[1] as? UIView : nil }
        return ControlEvent(events: source)
    }

    /// `scrollViewDidEndZooming(_:with:atScale:)`: the zoomed view and the scale.
    ///
    /// Rx: `rx.didEndZooming` (RxCocoa).
    public var didEndZooming: ControlEvent<EndZoomEvent> {
        let source = delegate.methodInvoked(#selector(UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)))
            .map { arguments -> EndZoomEvent in
                (arguments.count > 1 ? arguments[1] as? UIView : nil, try delegateArgument(arguments, 2))
            }
        return ControlEvent(events: source)
    }

    /// Makes `delegate` the proxy's forward delegate (not retained) until the returned
    /// disposable is disposed: it keeps getting every message, the `rx` events too.
    ///
    /// - Parameter delegate: The user's delegate.
    /// - Returns: A disposable that removes it.
    ///
    /// Rx: `rx.setDelegate(_:)` (RxCocoa).
    public func setDelegate(_ delegate: UIScrollViewDelegate) -> Disposable {
        RxScrollViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }
}
#endif
