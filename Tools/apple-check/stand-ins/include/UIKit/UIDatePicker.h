// Stand-in for UIKit/UIDatePicker.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIDatePicker_H
#define APPLECHECK_UIKIT_UIDatePicker_H

#import <UIKit/UIControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@interface UIDatePicker : UIControl
@property (nonatomic, strong) NSDate *date;
@property (nonatomic) NSTimeInterval countDownDuration;
@end

#pragma clang assume_nonnull end

#endif
