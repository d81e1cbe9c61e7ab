// Stand-in for UIKit/UITabBarItem.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITabBarItem_H
#define APPLECHECK_UIKIT_UITabBarItem_H

#import <UIKit/UIBarButtonItem.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UITabBarItem : UIBarItem
@end

#pragma clang assume_nonnull end

#endif
