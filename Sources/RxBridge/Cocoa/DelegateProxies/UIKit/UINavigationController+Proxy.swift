#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// UIKit glue: the navigation controller's delegate proxy and its `rx` events. The rules
// are DelegateProxy's, tested on Linux; this file is compile-checked (Tools/apple-check),
// not tested, here.

extension UINavigationController: @preconcurrency HasDelegate {
    /// The navigation controller's delegate type.
    ///
    /// Rx: `UINavigationController.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = UINavigationControllerDelegate
}

/// The navigation controller's delegate proxy: it reports the `willShow`/`didShow`
/// messages and passes every message on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxNavigationControllerDelegateProxy` (RxCocoa).
open class RxNavigationControllerDelegateProxy: DelegateProxy<UINavigationController, UINavigationControllerDelegate>, DelegateProxyType {
    /// The navigation controller.
    ///
    /// Rx: `RxNavigationControllerDelegateProxy.navigationController`.
    public private(set) weak var navigationController: UINavigationController?

    /// A proxy for `navigationController`.
    ///
    /// - Parameter navigationController: The navigation controller whose delegate it takes.
    ///
    /// Rx: `RxNavigationControllerDelegateProxy.init(navigationController:)`.
    public init(navigationController: ParentObject) {
        self.navigationController = navigationController
        super.init(parentObject: navigationController, delegateProxy: RxNavigationControllerDelegateProxy.self)
        messages.declareObservationOnly([
            #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:)) as AnyHashable,
            #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:)),
        ])
    }

    /// Registers the navigation controller's proxy.
    ///
    /// Rx: `RxNavigationControllerDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxNavigationControllerDelegateProxy(navigationController: $0) }
    }
}

extension RxNavigationControllerDelegateProxy: UINavigationControllerDelegate {
    /// Reports `navigationController(_:willShow:animated:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The view controller about to be shown.
    ///   - animated: Whether the transition is animated.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        report(#selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:)), [navigationController, viewController, animated]) {
            forwardToDelegate()?.navigationController?(navigationController, willShow: viewController, animated: animated)
        }
    }

    /// Reports `navigationController(_:didShow:animated:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The view controller shown.
    ///   - animated: Whether the transition was animated.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        report(#selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:)), [navigationController, viewController, animated]) {
            forwardToDelegate()?.navigationController?(navigationController, didShow: viewController, animated: animated)
        }
    }
}

extension Reactive where Base: UINavigationController {
    /// The arguments of `willShow` and `didShow`.
    ///
    /// Rx: `Reactive<UINavigationController>.ShowEvent`.
    public typealias ShowEvent = (viewController: UIViewController, animated: Bool)

    /// The navigation controller's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<UINavigationController, UINavigationControllerDelegate> {
        RxNavigationControllerDelegateProxy.proxy(for: base)
    }

    /// `navigationController(_:willShow:animated:)`: the view controller and whether animated.
    ///
    /// Rx: `rx.willShow` (RxCocoa).
    public var willShow: ControlEvent<ShowEvent> {
        showEvent(#selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:)))
    }

    /// `navigationController(_:didShow:animated:)`: the view controller and whether animated.
    ///
    /// Rx: `rx.didShow` (RxCocoa).
    public var didShow: ControlEvent<ShowEvent> {
        showEvent(#selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:)))
    }

    private func showEvent(_ selector: Selector) -> ControlEvent<ShowEvent> {
        let source = delegate.methodInvoked(selector)
            .map { arguments -> ShowEvent in (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2)) }
        return ControlEvent(events: source)
    }
}
#endif
