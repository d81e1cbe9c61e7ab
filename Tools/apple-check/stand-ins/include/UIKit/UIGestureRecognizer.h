// Stand-in for UIKit/UIGestureRecognizer.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIGestureRecognizer_H
#define APPLECHECK_UIKIT_UIGestureRecognizer_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIGestureRecognizer : NSObject
- (void)addTarget:(id)target action:(SEL)action;
- (void)removeTarget:(nullable id)target action:(nullable SEL)action;
@property (nullable, nonatomic, readonly) UIView *view;
@end

// UITapGestureRecognizer.h, UIPanGestureRecognizer.h
NS_SWIFT_UI_ACTOR
@interface UITapGestureRecognizer : UIGestureRecognizer
@end
NS_SWIFT_UI_ACTOR
@interface UIPanGestureRecognizer : UIGestureRecognizer
@end

#pragma clang assume_nonnull end

#endif
