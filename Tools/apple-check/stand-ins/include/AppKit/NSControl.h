// Stand-in for AppKit/NSControl.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSControl_H
#define APPLECHECK_APPKIT_NSControl_H

#import <AppKit/NSView.h>
#pragma clang assume_nonnull begin

// NSCell.h: Swift NSControl.StateValue, with .on, .off and .mixed.
typedef NSInteger NSControlStateValue NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(NSControl.StateValue);
static const NSControlStateValue NSControlStateValueMixed AC_AVAILABLE_MACOS(10.13) = -1;
static const NSControlStateValue NSControlStateValueOff AC_AVAILABLE_MACOS(10.13) = 0;
static const NSControlStateValue NSControlStateValueOn AC_AVAILABLE_MACOS(10.13) = 1;

NS_SWIFT_UI_ACTOR
@interface NSControl : NSView
@property (nullable, weak) id target;
@property (nullable) SEL action;
@property (getter=isEnabled) BOOL enabled;
@property (copy) NSString *stringValue;
@property double doubleValue;
@end

// The delegate of a control whose text a field editor edits (a text field's delegate).
NS_SWIFT_UI_ACTOR
@protocol NSControlTextEditingDelegate <NSObject>
@optional
- (void)controlTextDidChange:(NSNotification *)obj;
@end

// Posted by a control (the notification's object) when the text its field editor edits changes.
extern NSNotificationName NSControlTextDidChangeNotification NS_SWIFT_NAME(NSControl.textDidChangeNotification);

#pragma clang assume_nonnull end

#endif
