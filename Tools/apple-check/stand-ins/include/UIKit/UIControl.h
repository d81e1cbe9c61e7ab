// Stand-in for UIKit/UIControl.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIControl_H
#define APPLECHECK_UIKIT_UIControl_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

// Swift: UIControl.Event. Only the cases the package and its snippets name, with Apple's values.
typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchUpInside = 1 << 6,
    UIControlEventValueChanged = 1 << 12,
    UIControlEventPrimaryActionTriggered
        __attribute__((availability(ios, introduced=9.0), availability(tvos, introduced=9.0))) = 1 << 13,
    UIControlEventAllEditingEvents = 0x000F0000,
} NS_SWIFT_NAME(UIControl.Event);

// Swift: UIControl.State. Not `UIControlStateNormal = 0`: Apple's SDK offers it as `.normal`,
// but the importer makes a zero option here unavailable ("use []"), which would reject
// valid code; `[]` is the same value.
typedef NS_OPTIONS(NSUInteger, UIControlState) {
    UIControlStateHighlighted = 1 << 0,
} NS_SWIFT_NAME(UIControl.State);

NS_SWIFT_UI_ACTOR
@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isSelected) BOOL selected;
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents;
@end

#pragma clang assume_nonnull end

#endif
