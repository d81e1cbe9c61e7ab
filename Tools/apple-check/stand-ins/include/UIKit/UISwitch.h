// Stand-in for UIKit/UISwitch.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UISwitch_H
#define APPLECHECK_UIKIT_UISwitch_H

#import <UIKit/UIControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@interface UISwitch : UIControl
@property (nonatomic, getter=isOn) BOOL on;
@end

#pragma clang assume_nonnull end

#endif
