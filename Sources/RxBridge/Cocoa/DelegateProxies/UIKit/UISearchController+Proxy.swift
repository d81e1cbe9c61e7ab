#if os(iOS) || os(visionOS)
import UIKit

// UIKit glue: the search controller's delegate proxy and its `rx` events (iOS and
// visionOS, as in RxCocoa). The rules are DelegateProxy's, tested on Linux; this file is
// compile-checked (Tools/apple-check), not tested, here.

extension UISearchController: @preconcurrency HasDelegate {
    /// The search controller's delegate type.
    ///
    /// Rx: `UISearchController.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = UISearchControllerDelegate
}

/// The search controller's delegate proxy: it reports the presentation messages
/// (`willPresentSearchController(_:)`, `didPresentSearchController(_:)`,
/// `willDismissSearchController(_:)`, `didDismissSearchController(_:)`,
/// `presentSearchController(_:)`) and passes every message on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxSearchControllerDelegateProxy` (RxCocoa).
open class RxSearchControllerDelegateProxy: DelegateProxy<UISearchController, UISearchControllerDelegate>, DelegateProxyType {
    /// The search controller.
    ///
    /// Rx: `RxSearchControllerDelegateProxy.searchController`.
    public private(set) weak var searchController: UISearchController?

    /// A proxy for `searchController`.
    ///
    /// - Parameter searchController: The search controller whose delegate it takes.
    ///
    /// Rx: `RxSearchControllerDelegateProxy.init(searchController:)`.
    public init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(parentObject: searchController, delegateProxy: RxSearchControllerDelegateProxy.self)
        // `presentSearchController(_:)` is answered only while observed (or when the
        // user's delegate implements it): a delegate that answers it must present the
        // controller itself, so the proxy must not answer it for nothing.
        messages.declareObservationOnly([
            #selector(UISearchControllerDelegate.willPresentSearchController(_:)) as AnyHashable,
            #selector(UISearchControllerDelegate.didPresentSearchController(_:)),
            #selector(UISearchControllerDelegate.willDismissSearchController(_:)),
            #selector(UISearchControllerDelegate.didDismissSearchController(_:)),
            #selector(UISearchControllerDelegate.presentSearchController(_:)),
        ])
    }

    /// Registers the search controller's proxy.
    ///
    /// Rx: `RxSearchControllerDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxSearchControllerDelegateProxy(searchController: $0) }
    }
}

extension RxSearchControllerDelegateProxy: UISearchControllerDelegate {
    /// Reports `willPresentSearchController(_:)`, then passes it on.
    ///
    /// - Parameter searchController: The search controller.
    public func willPresentSearchController(_ searchController: UISearchController) {
        report(#selector(UISearchControllerDelegate.willPresentSearchController(_:)), [searchController]) {
            forwardToDelegate()?.willPresentSearchController?(searchController)
        }
    }

    /// Reports `didPresentSearchController(_:)`, then passes it on.
    ///
    /// - Parameter searchController: The search controller.
    public func didPresentSearchController(_ searchController: UISearchController) {
        report(#selector(UISearchControllerDelegate.didPresentSearchController(_:)), [searchController]) {
            forwardToDelegate()?.didPresentSearchController?(searchController)
        }
    }

    /// Reports `willDismissSearchController(_:)`, then passes it on.
    ///
    /// - Parameter searchController: The search controller.
    public func willDismissSearchController(_ searchController: UISearchController) {
        report(#selector(UISearchControllerDelegate.willDismissSearchController(_:)), [searchController]) {
            forwardToDelegate()?.willDismissSearchController?(searchController)
        }
    }

    /// Reports `didDismissSearchController(_:)`, then passes it on.
    ///
    /// - Parameter searchController: The search controller.
    public func didDismissSearchController(_ searchController: UISearchController) {
        report(#selector(UISearchControllerDelegate.didDismissSearchController(_:)), [searchController]) {
            forwardToDelegate()?.didDismissSearchController?(searchController)
        }
    }

    /// Reports `presentSearchController(_:)`, then passes it on.
    ///
    /// - Parameter searchController: The search controller to present.
    public func presentSearchController(_ searchController: UISearchController) {
        report(#selector(UISearchControllerDelegate.presentSearchController(_:)), [searchController]) {
            forwardToDelegate()?.presentSearchController?(searchController)
        }
    }
}

extension Reactive where Base: UISearchController {
    /// The search controller's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<UISearchController, UISearchControllerDelegate> {
        RxSearchControllerDelegateProxy.proxy(for: base)
    }

    /// `didDismissSearchController(_:)`.
    ///
    /// Rx: `rx.didDismiss` (RxCocoa).
    public var didDismiss: Observable<Void> {
        delegate.methodInvoked(#selector(UISearchControllerDelegate.didDismissSearchController(_:))).map { _ in () }
    }

    /// `didPresentSearchController(_:)`.
    ///
    /// Rx: `rx.didPresent` (RxCocoa).
    public var didPresent: Observable<Void> {
        delegate.methodInvoked(#selector(UISearchControllerDelegate.didPresentSearchController(_:))).map { _ in () }
    }

    /// `presentSearchController(_:)`. Observing it makes the proxy answer the message, so
    /// UIKit leaves presenting the controller to the delegate (the user's, if it
    /// implements the method), as with RxCocoa.
    ///
    /// Rx: `rx.present` (RxCocoa).
    public var present: Observable<Void> {
        delegate.methodInvoked(#selector(UISearchControllerDelegate.presentSearchController(_:))).map { _ in () }
    }

    /// `willDismissSearchController(_:)`.
    ///
    /// Rx: `rx.willDismiss` (RxCocoa).
    public var willDismiss: Observable<Void> {
        delegate.methodInvoked(#selector(UISearchControllerDelegate.willDismissSearchController(_:))).map { _ in () }
    }

    /// `willPresentSearchController(_:)`.
    ///
    /// Rx: `rx.willPresent` (RxCocoa).
    public var willPresent: Observable<Void> {
        delegate.methodInvoked(#selector(UISearchControllerDelegate.willPresentSearchController(_:))).map { _ in () }
    }
}
#endif
