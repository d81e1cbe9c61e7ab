// Stand-in for UIKit/UITextInput.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITextInput_H
#define APPLECHECK_UIKIT_UITextInput_H

#import <UIKit/UIKitDefines.h>
#pragma clang assume_nonnull begin

// Apple's protocol refines UIKeyInput (and UITextInputTraits); only the protocol itself is
// used here, as a constraint.
NS_SWIFT_UI_ACTOR
@protocol UITextInput <NSObject>
@end

#pragma clang assume_nonnull end

#endif
