// Stand-in for UIKit/UIFocus.h and UIFocusAnimationCoordinator.h (see UIKitDefines.h):
// the objects a focus update passes to table and collection view delegates.
#ifndef APPLECHECK_UIKIT_UIFocus_H
#define APPLECHECK_UIKIT_UIFocus_H

#import <UIKit/UIKitDefines.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIFocusUpdateContext : NSObject
@end

NS_SWIFT_UI_ACTOR
@interface UIFocusAnimationCoordinator : NSObject
@end

#pragma clang assume_nonnull end

#endif
