// Stand-in for UIKit/UILabel.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UILabel_H
#define APPLECHECK_UIKIT_UILabel_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UILabel : UIView
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText;
@end

#pragma clang assume_nonnull end

#endif
