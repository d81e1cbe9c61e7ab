// Stand-in for UIKit/UIResponder.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIResponder_H
#define APPLECHECK_UIKIT_UIResponder_H

#import <UIKit/UIKitDefines.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@end

#pragma clang assume_nonnull end

#endif
