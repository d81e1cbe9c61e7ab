// Stand-in for UIKit/UINavigationController.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UINavigationController_H
#define APPLECHECK_UIKIT_UINavigationController_H

#import <UIKit/UIViewController.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController
@end

#pragma clang assume_nonnull end

#endif
