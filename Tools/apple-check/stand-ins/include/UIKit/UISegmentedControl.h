// Stand-in for UIKit/UISegmentedControl.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UISegmentedControl_H
#define APPLECHECK_UIKIT_UISegmentedControl_H

#import <UIKit/UIControl.h>
#import <UIKit/UIImage.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UISegmentedControl : UIControl
@property (nonatomic) NSInteger selectedSegmentIndex;
- (void)setEnabled:(BOOL)enabled forSegmentAtIndex:(NSUInteger)segment;
- (void)setTitle:(nullable NSString *)title forSegmentAtIndex:(NSUInteger)segment;
- (void)setImage:(nullable UIImage *)image forSegmentAtIndex:(NSUInteger)segment;
@end

#pragma clang assume_nonnull end

#endif
