// Stand-in for UIKit/UIApplication.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIApplication_H
#define APPLECHECK_UIKIT_UIApplication_H

#import <UIKit/UIResponder.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIApplication : UIResponder
// Deprecated at the package's iOS 13 floor (UIKit no longer shows the indicator).
@property (nonatomic, getter=isNetworkActivityIndicatorVisible) BOOL networkActivityIndicatorVisible
    __attribute__((availability(ios, introduced=2.0, deprecated=13.0,
                                message="Provide a custom network activity UI in your app if desired.")))
    __attribute__((availability(tvos, unavailable)));
@end

// The application's notifications (Swift: UIApplication.<name>Notification).
extern NSNotificationName const UIApplicationDidEnterBackgroundNotification
    NS_SWIFT_NAME(UIApplication.didEnterBackgroundNotification);
extern NSNotificationName const UIApplicationWillEnterForegroundNotification
    NS_SWIFT_NAME(UIApplication.willEnterForegroundNotification);
extern NSNotificationName const UIApplicationDidFinishLaunchingNotification
    NS_SWIFT_NAME(UIApplication.didFinishLaunchingNotification);
extern NSNotificationName const UIApplicationDidBecomeActiveNotification
    NS_SWIFT_NAME(UIApplication.didBecomeActiveNotification);
extern NSNotificationName const UIApplicationWillResignActiveNotification
    NS_SWIFT_NAME(UIApplication.willResignActiveNotification);
extern NSNotificationName const UIApplicationDidReceiveMemoryWarningNotification
    NS_SWIFT_NAME(UIApplication.didReceiveMemoryWarningNotification);
extern NSNotificationName const UIApplicationWillTerminateNotification
    NS_SWIFT_NAME(UIApplication.willTerminateNotification);
extern NSNotificationName const UIApplicationSignificantTimeChangeNotification
    NS_SWIFT_NAME(UIApplication.significantTimeChangeNotification);
extern NSNotificationName const UIApplicationBackgroundRefreshStatusDidChangeNotification
    NS_SWIFT_NAME(UIApplication.backgroundRefreshStatusDidChangeNotification);
extern NSNotificationName const UIApplicationProtectedDataWillBecomeUnavailable
    NS_SWIFT_NAME(UIApplication.protectedDataWillBecomeUnavailableNotification);
extern NSNotificationName const UIApplicationProtectedDataDidBecomeAvailable
    NS_SWIFT_NAME(UIApplication.protectedDataDidBecomeAvailableNotification);
extern NSNotificationName const UIApplicationUserDidTakeScreenshotNotification
    NS_SWIFT_NAME(UIApplication.userDidTakeScreenshotNotification);

#pragma clang assume_nonnull end

#endif
