// Stand-in for AppKit/NSTextView.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSTextView_H
#define APPLECHECK_APPKIT_NSTextView_H

#import <AppKit/NSView.h>
#pragma clang assume_nonnull begin

// NSText.h
NS_SWIFT_UI_ACTOR
@interface NSText : NSView
@property (copy) NSString *string;
@end

// Posted by a text object (the notification's object) after its characters or attributes change.
extern NSNotificationName NSTextDidChangeNotification NS_SWIFT_NAME(NSText.didChangeNotification);

NS_SWIFT_UI_ACTOR
@interface NSTextView : NSText
@end

#pragma clang assume_nonnull end

#endif
