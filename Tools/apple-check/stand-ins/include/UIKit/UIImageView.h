// Stand-in for UIKit/UIImageView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIImageView_H
#define APPLECHECK_UIKIT_UIImageView_H

#import <UIKit/UIView.h>
#import <UIKit/UIImage.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIImageView : UIView
@property (nullable, nonatomic, strong) UIImage *image;
@end

#pragma clang assume_nonnull end

#endif
