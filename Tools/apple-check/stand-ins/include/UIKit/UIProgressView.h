// Stand-in for UIKit/UIProgressView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIProgressView_H
#define APPLECHECK_UIKIT_UIProgressView_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIProgressView : UIView
@property (nonatomic) float progress;
@end

#pragma clang assume_nonnull end

#endif
