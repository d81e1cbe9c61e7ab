// Stand-in for UIKit/UIImage.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIImage_H
#define APPLECHECK_UIKIT_UIImage_H

#import <UIKit/UIKitDefines.h>
#pragma clang assume_nonnull begin

NS_SWIFT_SENDABLE
@interface UIImage : NSObject
@end

#pragma clang assume_nonnull end

#endif
