// Stand-in for UIKit/UITextView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITextView_H
#define APPLECHECK_UIKIT_UITextView_H

#import <UIKit/UIScrollView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UITextView : UIScrollView
@end

#pragma clang assume_nonnull end

#endif
