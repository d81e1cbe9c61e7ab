#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue for the application's lifecycle notifications, as control events on
// `UIApplication.rx` (ControlBindings.notificationEvents). Compile-checked
// (Tools/apple-check), not run, in this repository's CI.

extension Reactive where Base: UIApplication {
    /// The app entered the background (`UIApplication.didEnterBackgroundNotification`).
    ///
    /// Rx: `UIApplication.rx.didEnterBackground` (RxCocoa).
    public static var didEnterBackground: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.didEnterBackgroundNotification))
    }

    /// The app is about to enter the foreground (`UIApplication.willEnterForegroundNotification`).
    ///
    /// Rx: `UIApplication.rx.willEnterForeground` (RxCocoa).
    public static var willEnterForeground: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.willEnterForegroundNotification))
    }

    /// The app finished launching (`UIApplication.didFinishLaunchingNotification`).
    ///
    /// Rx: `UIApplication.rx.didFinishLaunching` (RxCocoa).
    public static var didFinishLaunching: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.didFinishLaunchingNotification))
    }

    /// The app became active (`UIApplication.didBecomeActiveNotification`).
    ///
    /// Rx: `UIApplication.rx.didBecomeActive` (RxCocoa).
    public static var didBecomeActive: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.didBecomeActiveNotification))
    }

    /// The app is about to become inactive (`UIApplication.willResignActiveNotification`).
    ///
    /// Rx: `UIApplication.rx.willResignActive` (RxCocoa).
    public static var willResignActive: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.willResignActiveNotification))
    }

    /// The app received a memory warning (`UIApplication.didReceiveMemoryWarningNotification`).
    ///
    /// Rx: `UIApplication.rx.didReceiveMemoryWarning` (RxCocoa).
    public static var didReceiveMemoryWarning: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.didReceiveMemoryWarningNotification))
    }

    /// The app is about to terminate (`UIApplication.willTerminateNotification`).
    ///
    /// Rx: `UIApplication.rx.willTerminate` (RxCocoa).
    public static var willTerminate: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.willTerminateNotification))
    }

    /// A significant time change happened, such as midnight or a time-zone change
    /// (`UIApplication.significantTimeChangeNotification`).
    ///
    /// Rx: `UIApplication.rx.significantTimeChange` (RxCocoa).
    public static var significantTimeChange: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.significantTimeChangeNotification))
    }

    /// The background-refresh status changed
    /// (`UIApplication.backgroundRefreshStatusDidChangeNotification`).
    ///
    /// Rx: `UIApplication.rx.backgroundRefreshStatusDidChange` (RxCocoa).
    public static var backgroundRefreshStatusDidChange: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.backgroundRefreshStatusDidChangeNotification))
    }

    /// Protected files are about to become unavailable
    /// (`UIApplication.protectedDataWillBecomeUnavailableNotification`).
    ///
    /// Rx: `UIApplication.rx.protectedDataWillBecomeUnavailable` (RxCocoa).
    public static var protectedDataWillBecomeUnavailable: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.protectedDataWillBecomeUnavailableNotification))
    }

    /// Protected files became available
    /// (`UIApplication.protectedDataDidBecomeAvailableNotification`).
    ///
    /// Rx: `UIApplication.rx.protectedDataDidBecomeAvailable` (RxCocoa).
    public static var protectedDataDidBecomeAvailable: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.protectedDataDidBecomeAvailableNotification))
    }

    /// The user took a screenshot (`UIApplication.userDidTakeScreenshotNotification`).
    ///
    /// Rx: `UIApplication.rx.userDidTakeScreenshot` (RxCocoa).
    public static var userDidTakeScreenshot: ControlEvent<Void> {
        ControlEvent(events: ControlBindings.notificationEvents(UIApplication.userDidTakeScreenshotNotification))
    }
}

#if os(iOS)
extension Reactive where Base: UIApplication {
    /// A binder showing (`true`) or hiding (`false`) the status bar's network activity
    /// indicator, on the main thread.
    ///
    /// Deprecated as UIKit's property is: from iOS 13 (the package's floor) UIKit ignores
    /// it, so binding it does nothing visible. RxCocoa declares it without deprecation;
    /// here a use warns, as setting the property yourself would.
    ///
    /// Rx: `Reactive<UIApplication>.isNetworkActivityIndicatorVisible` (RxCocoa).
    @available(iOS, deprecated: 13.0, message: "UIKit ignores the network activity indicator from iOS 13")
    public var isNetworkActivityIndicatorVisible: Binder<Bool> {
        Binder(base) { application, isVisible in
            ControlBindings.onMainActor { application.isNetworkActivityIndicatorVisible = isVisible }
        }
    }
}
#endif
#endif
