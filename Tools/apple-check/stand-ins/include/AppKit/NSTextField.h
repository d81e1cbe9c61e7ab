// Stand-in for AppKit/NSTextField.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSTextField_H
#define APPLECHECK_APPKIT_NSTextField_H

#import <AppKit/NSControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@protocol NSTextFieldDelegate <NSControlTextEditingDelegate>
@end

NS_SWIFT_UI_ACTOR
@interface NSTextField : NSControl
@property (nullable, weak) id<NSTextFieldDelegate> delegate;
@end

#pragma clang assume_nonnull end

#endif
