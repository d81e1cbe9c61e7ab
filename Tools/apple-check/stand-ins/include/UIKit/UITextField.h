// Stand-in for UIKit/UITextField.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITextField_H
#define APPLECHECK_UIKIT_UITextField_H

#import <UIKit/UIControl.h>
#import <UIKit/UITextInput.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UITextField : UIControl <UITextInput>
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText;
@end

#pragma clang assume_nonnull end

#endif
