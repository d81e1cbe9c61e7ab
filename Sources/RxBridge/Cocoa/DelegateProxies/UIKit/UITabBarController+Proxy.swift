#if os(iOS) || os(tvOS)
import UIKit

// UIKit glue: the tab bar controller's delegate proxy and its `rx` events (iOS and tvOS,
// as in RxCocoa; the customizing events on iOS). The rules are DelegateProxy's, tested on
// Linux; this file is compile-checked (Tools/apple-check), not tested, here.

extension UITabBarController: @preconcurrency HasDelegate {
    /// The tab bar controller's delegate type.
    ///
    /// Rx: `UITabBarController.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = UITabBarControllerDelegate
}

/// The tab bar controller's delegate proxy: it reports `tabBarController(_:didSelect:)`
/// and, on iOS, the customizing messages, and passes every message on to the user's
/// delegate (the ones with a return value, such as `shouldSelect`, go straight to it).
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTabBarControllerDelegateProxy` (RxCocoa).
open class RxTabBarControllerDelegateProxy: DelegateProxy<UITabBarController, UITabBarControllerDelegate>, DelegateProxyType {
    /// The tab bar controller (RxCocoa's name).
    ///
    /// Rx: `RxTabBarControllerDelegateProxy.tabBar`.
    public private(set) weak var tabBar: UITabBarController?

    /// A proxy for `tabBar`.
    ///
    /// - Parameter tabBar: The tab bar controller whose delegate it takes.
    ///
    /// Rx: `RxTabBarControllerDelegateProxy.init(tabBar:)`.
    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarControllerDelegateProxy.self)
        var reported: [AnyHashable] = [#selector(UITabBarControllerDelegate.tabBarController(_:didSelect:))]
        #if os(iOS)
        reported += [
            #selector(UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:)),
            #selector(UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)),
            #selector(UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)),
        ]
        #endif
        messages.declareObservationOnly(reported)
    }

    /// Registers the tab bar controller's proxy.
    ///
    /// Rx: `RxTabBarControllerDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxTabBarControllerDelegateProxy(tabBar: $0) }
    }
}

extension RxTabBarControllerDelegateProxy: UITabBarControllerDelegate {
    /// Reports `tabBarController(_:didSelect:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The selected view controller.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        report(#selector(UITabBarControllerDelegate.tabBarController(_:didSelect:)), [tabBarController, viewController]) {
            forwardToDelegate()?.tabBarController?(tabBarController, didSelect: viewController)
        }
    }

    #if os(iOS)
    /// Reports `tabBarController(_:willBeginCustomizing:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The view controllers being customized.
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        report(#selector(UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:)), [tabBarController, viewControllers]) {
            forwardToDelegate()?.tabBarController?(tabBarController, willBeginCustomizing: viewControllers)
        }
    }

    /// Reports `tabBarController(_:willEndCustomizing:changed:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The view controllers.
    ///   - changed: Whether their order changed.
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        report(#selector(UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)), [tabBarController, viewControllers, changed]) {
            forwardToDelegate()?.tabBarController?(tabBarController, willEndCustomizing: viewControllers, changed: changed)
        }
    }

    /// Reports `tabBarController(_:didEndCustomizing:changed:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewControllers: The view controllers.
    ///   - changed: Whether their order changed.
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        report(#selector(UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)), [tabBarController, viewControllers, changed]) {
            forwardToDelegate()?.tabBarController?(tabBarController, didEndCustomizing: viewControllers, changed: changed)
        }
    }
    #endif
}

extension Reactive where Base: UITabBarController {
    /// The tab bar controller's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<UITabBarController, UITabBarControllerDelegate> {
        RxTabBarControllerDelegateProxy.proxy(for: base)
    }

    /// `tabBarController(_:didSelect:)`: the selected view controller.
    ///
    /// Rx: `rx.didSelect` (RxCocoa).
    public var didSelect: ControlEvent<UIViewController> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITabBarControllerDelegate.tabBarController(_:didSelect:)))
            .map { try delegateArgument($0, 1, as: UIViewController.self) })
    }

    #if os(iOS)
    /// `tabBarController(_:willBeginCustomizing:)`: the view controllers.
    ///
    /// Rx: `rx.willBeginCustomizing` (RxCocoa).
    public var willBeginCustomizing: ControlEvent<[UIViewController]> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:)))
            .map { try delegateArgument($0, 1, as: [UIViewController].self) })
    }

    /// `tabBarController(_:willEndCustomizing:changed:)`: the view controllers and whether
    /// their order changed.
    ///
    /// Rx: `rx.willEndCustomizing` (RxCocoa).
    public var willEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
        customizingEnd(#selector(UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)))
    }

    /// `tabBarController(_:didEndCustomizing:changed:)`: the view controllers and whether
    /// their order changed.
    ///
    /// Rx: `rx.didEndCustomizing` (RxCocoa).
    public var didEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
        customizingEnd(#selector(UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)))
    }

    private func customizingEnd(_ selector: Selector) -> ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
        ControlEvent(events: delegate.methodInvoked(selector)
            .map { arguments -> (viewControllers: [UIViewController], changed: Bool) in
                (try delegateArgument(arguments, 1), try delegateArgument(arguments, 2))
            })
    }
    #endif
}
#endif
