// Stand-in for AppKit/NSTextView.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSTextView_H
#define APPLECHECK_APPKIT_NSTextView_H

#import <AppKit/NSView.h>
#pragma clang assume_nonnull begin

// NSText.h
NS_SWIFT_UI_ACTOR
@protocol NSTextDelegate <NSObject>
@optional
- (void)textDidChange:(NSNotification *)notification;
@end

NS_SWIFT_UI_ACTOR
@interface NSText : NSView
@property (copy) NSString *string;
@property (nullable, weak) id<NSTextDelegate> delegate;
@end

NS_SWIFT_UI_ACTOR
@protocol NSTextViewDelegate <NSTextDelegate>
@end

// Posted by a text object (the notification's object) after its characters or attributes change.
extern NSNotificationName NSTextDidChangeNotification NS_SWIFT_NAME(NSText.didChangeNotification);

NS_SWIFT_UI_ACTOR
@interface NSTextView : NSText
@property (nullable, weak) id<NSTextViewDelegate> delegate;
@end

#pragma clang assume_nonnull end

#endif
