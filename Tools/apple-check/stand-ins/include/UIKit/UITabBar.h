// Stand-in for UIKit/UITabBar.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITabBar_H
#define APPLECHECK_UIKIT_UITabBar_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UITabBar : UIView
@end

#pragma clang assume_nonnull end

#endif
