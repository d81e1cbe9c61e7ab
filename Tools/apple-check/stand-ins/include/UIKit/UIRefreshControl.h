// Stand-in for UIKit/UIRefreshControl.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIRefreshControl_H
#define APPLECHECK_UIKIT_UIRefreshControl_H

#import <UIKit/UIControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@interface UIRefreshControl : UIControl
@property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;
- (void)beginRefreshing;
- (void)endRefreshing;
@end

#pragma clang assume_nonnull end

#endif
