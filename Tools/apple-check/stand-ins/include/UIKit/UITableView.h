// Stand-in for UIKit/UITableView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITableView_H
#define APPLECHECK_UIKIT_UITableView_H

#import <UIKit/UIScrollView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UITableView : UIScrollView
@end

#pragma clang assume_nonnull end

#endif
