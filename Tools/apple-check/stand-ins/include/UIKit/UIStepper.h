// Stand-in for UIKit/UIStepper.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIStepper_H
#define APPLECHECK_UIKIT_UIStepper_H

#import <UIKit/UIControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@interface UIStepper : UIControl
@property (nonatomic) double value;
@end

#pragma clang assume_nonnull end

#endif
