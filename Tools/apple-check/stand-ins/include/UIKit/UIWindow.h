// Stand-in for UIKit/UIWindow.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIWindow_H
#define APPLECHECK_UIKIT_UIWindow_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIWindow : UIView
@end

#pragma clang assume_nonnull end

#endif
