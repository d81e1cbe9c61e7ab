// Stand-in for UIKit/UIPickerView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIPickerView_H
#define APPLECHECK_UIKIT_UIPickerView_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@interface UIPickerView : UIView
@end

#pragma clang assume_nonnull end

#endif
