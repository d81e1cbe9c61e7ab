// Stand-in for UIKit/UIButton.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIButton_H
#define APPLECHECK_UIKIT_UIButton_H

#import <UIKit/UIControl.h>
#import <UIKit/UIImage.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIButton : UIControl
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setAttributedTitle:(nullable NSAttributedString *)title forState:(UIControlState)state;
@end

#pragma clang assume_nonnull end

#endif
