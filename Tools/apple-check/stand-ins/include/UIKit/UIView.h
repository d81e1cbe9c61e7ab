// Stand-in for UIKit/UIView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIView_H
#define APPLECHECK_UIKIT_UIView_H

#import <UIKit/UIResponder.h>
#import <UIKit/UIColor.h>
#pragma clang assume_nonnull begin

@class UIWindow;

NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) CGFloat alpha;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nullable, nonatomic, readonly) UIWindow *window;
- (void)layoutIfNeeded;
@end

#pragma clang assume_nonnull end

#endif
