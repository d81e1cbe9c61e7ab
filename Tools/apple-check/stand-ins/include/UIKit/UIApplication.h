// Stand-in for UIKit/UIApplication.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIApplication_H
#define APPLECHECK_UIKIT_UIApplication_H

#import <UIKit/UIResponder.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIApplication : UIResponder
@end

#pragma clang assume_nonnull end

#endif
