// Stand-in for UIKit/UIScrollView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIScrollView_H
#define APPLECHECK_UIKIT_UIScrollView_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIScrollView : UIView
@property (nonatomic) CGPoint contentOffset;
@end

#pragma clang assume_nonnull end

#endif
