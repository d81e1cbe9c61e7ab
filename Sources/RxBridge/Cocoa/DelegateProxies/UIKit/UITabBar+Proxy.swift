#if os(iOS) || os(tvOS)
import UIKit

// UIKit glue: the tab bar's delegate proxy and its `rx` events (iOS and tvOS, as in
// RxCocoa). The rules are DelegateProxy's, tested on Linux; this file is compile-checked
// (Tools/apple-check), not tested, here.

extension UITabBar: @preconcurrency HasDelegate {
    /// The tab bar's delegate type.
    ///
    /// Rx: `UITabBar.Delegate` (RxCocoa's `HasDelegate` conformance).
    public typealias Delegate = UITabBarDelegate
}

/// The tab bar's delegate proxy: it reports the `UITabBarDelegate` messages the `rx`
/// extensions observe and passes every message on to the user's delegate.
///
/// Threading: main-thread-confined, as `DelegateProxy`.
///
/// Rx: `RxTabBarDelegateProxy` (RxCocoa).
open class RxTabBarDelegateProxy: DelegateProxy<UITabBar, UITabBarDelegate>, DelegateProxyType {
    /// The tab bar.
    ///
    /// Rx: `RxTabBarDelegateProxy.tabBar`.
    public private(set) weak var tabBar: UITabBar?

    /// A proxy for `tabBar`.
    ///
    /// - Parameter tabBar: The tab bar whose delegate it takes.
    ///
    /// Rx: `RxTabBarDelegateProxy.init(tabBar:)`.
    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarDelegateProxy.self)
        var reported: [AnyHashable] = [#selector(UITabBarDelegate.tabBar(_:didSelect:))]
        #if os(iOS)
        reported += [
            #selector(UITabBarDelegate.tabBar(_:willBeginCustomizing:)),
            #selector(UITabBarDelegate.tabBar(_:didBeginCustomizing:)),
            #selector(UITabBarDelegate.tabBar(_:willEndCustomizing:changed:)),
            #selector(UITabBarDelegate.tabBar(_:didEndCustomizing:changed:)),
        ]
        #endif
        messages.declareObservationOnly(reported)
    }

    /// Registers the tab bar's proxy.
    ///
    /// Rx: `RxTabBarDelegateProxy.registerKnownImplementations()`.
    public static func registerKnownImplementations() {
        register { RxTabBarDelegateProxy(tabBar: $0) }
    }

    /// The tab bar's delegate (a subclass may read it elsewhere).
    ///
    /// - Parameter object: The tab bar.
    /// - Returns: Its delegate.
    ///
    /// Rx: `RxTabBarDelegateProxy.currentDelegate(for:)`.
    open class func currentDelegate(for object: ParentObject) -> UITabBarDelegate? {
        hasDelegateValue(of: object)
    }

    /// Sets the tab bar's delegate (a subclass may set it elsewhere).
    ///
    /// - Parameters:
    ///   - delegate: The new delegate.
    ///   - object: The tab bar.
    ///
    /// Rx: `RxTabBarDelegateProxy.setCurrentDelegate(_:to:)`.
    open class func setCurrentDelegate(_ delegate: UITabBarDelegate?, to object: ParentObject) {
        setHasDelegateValue(delegate, of: object)
    }
}

extension RxTabBarDelegateProxy: UITabBarDelegate {
    /// Reports `tabBar(_:didSelect:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - item: The selected item.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        report(#selector(UITabBarDelegate.tabBar(_:didSelect:)), [tabBar, item]) {
            forwardToDelegate()?.tabBar?(tabBar, didSelect: item)
        }
    }

    #if os(iOS)
    /// Reports `tabBar(_:willBeginCustomizing:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - items: The items being customized.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        report(#selector(UITabBarDelegate.tabBar(_:willBeginCustomizing:)), [tabBar, items]) {
            forwardToDelegate()?.tabBar?(tabBar, willBeginCustomizing: items)
        }
    }

    /// Reports `tabBar(_:didBeginCustomizing:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - items: The items being customized.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        report(#selector(UITabBarDelegate.tabBar(_:didBeginCustomizing:)), [tabBar, items]) {
            forwardToDelegate()?.tabBar?(tabBar, didBeginCustomizing: items)
        }
    }

    /// Reports `tabBar(_:willEndCustomizing:changed:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - items: The items.
    ///   - changed: Whether they changed.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        report(#selector(UITabBarDelegate.tabBar(_:willEndCustomizing:changed:)), [tabBar, items, changed]) {
            forwardToDelegate()?.tabBar?(tabBar, willEndCustomizing: items, changed: changed)
        }
    }

    /// Reports `tabBar(_:didEndCustomizing:changed:)`, then passes it on.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - items: The items.
    ///   - changed: Whether they changed.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        report(#selector(UITabBarDelegate.tabBar(_:didEndCustomizing:changed:)), [tabBar, items, changed]) {
            forwardToDelegate()?.tabBar?(tabBar, didEndCustomizing: items, changed: changed)
        }
    }
    #endif
}

extension Reactive where Base: UITabBar {
    /// The tab bar's delegate proxy (installed on first use).
    ///
    /// Rx: `rx.delegate` (RxCocoa).
    public var delegate: DelegateProxy<UITabBar, UITabBarDelegate> {
        RxTabBarDelegateProxy.proxy(for: base)
    }

    /// `tabBar(_:didSelect:)`: the selected item.
    ///
    /// Rx: `rx.didSelectItem` (RxCocoa).
    public var didSelectItem: ControlEvent<UITabBarItem> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITabBarDelegate.tabBar(_:didSelect:)))
            .map { try delegateArgument($0, 1, as: UITabBarItem.self) })
    }

    #if os(iOS)
    /// `tabBar(_:willBeginCustomizing:)`: the items.
    ///
    /// Rx: `rx.willBeginCustomizing` (RxCocoa).
    public var willBeginCustomizing: ControlEvent<[UITabBarItem]> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITabBarDelegate.tabBar(_:willBeginCustomizing:)))
            .map { try delegateArgument($0, 1, as: [UITabBarItem].self) })
    }

    /// `tabBar(_:didBeginCustomizing:)`: the items.
    ///
    /// Rx: `rx.didBeginCustomizing` (RxCocoa).
    public var didBeginCustomizing: ControlEvent<[UITabBarItem]> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITabBarDelegate.tabBar(_:didBeginCustomizing:)))
            .map { try delegateArgument($0, 1, as: [UITabBarItem].self) })
    }

    /// `tabBar(_:willEndCustomizing:changed:)`: the items and whether they changed.
    ///
    /// Rx: `rx.willEndCustomizing` (RxCocoa).
    public var willEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITabBarDelegate.tabBar(_:willEndCustomizing:changed:)))
            .map { (try delegateArgument($0, 1, as: [UITabBarItem].self), try delegateArgument($0, 2, as: Bool.self)) })
    }

    /// `tabBar(_:didEndCustomizing:changed:)`: the items and whether they changed.
    ///
    /// Rx: `rx.didEndCustomizing` (RxCocoa).
    public var didEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        ControlEvent(events: delegate.methodInvoked(#selector(UITabBarDelegate.tabBar(_:didEndCustomizing:changed:)))
            .map { (try delegateArgument($0, 1, as: [UITabBarItem].self), try delegateArgument($0, 2, as: Bool.self)) })
    }
    #endif
}
#endif
