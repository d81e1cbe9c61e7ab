// Stand-in for UIKit/UISlider.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UISlider_H
#define APPLECHECK_UIKIT_UISlider_H

#import <UIKit/UIControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@interface UISlider : UIControl
@property (nonatomic) float value;
@end

#pragma clang assume_nonnull end

#endif
