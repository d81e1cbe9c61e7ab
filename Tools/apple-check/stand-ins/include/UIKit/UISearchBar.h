// Stand-in for UIKit/UISearchBar.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UISearchBar_H
#define APPLECHECK_UIKIT_UISearchBar_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UISearchBar : UIView
@end

#pragma clang assume_nonnull end

#endif
