// Stand-in for UIKit/UIActivityIndicatorView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIActivityIndicatorView_H
#define APPLECHECK_UIKIT_UIActivityIndicatorView_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIActivityIndicatorView : UIView
- (void)startAnimating;
- (void)stopAnimating;
@property (nonatomic, readonly, getter=isAnimating) BOOL animating;
@end

#pragma clang assume_nonnull end

#endif
