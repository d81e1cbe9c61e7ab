// Stand-in for UIKit/UIColor.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIColor_H
#define APPLECHECK_UIKIT_UIColor_H

#import <UIKit/UIKitDefines.h>
#pragma clang assume_nonnull begin

NS_SWIFT_SENDABLE
@interface UIColor : NSObject
@end

#pragma clang assume_nonnull end

#endif
