// Stand-in for AppKit/NSGestureRecognizer.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSGestureRecognizer_H
#define APPLECHECK_APPKIT_NSGestureRecognizer_H

#import <AppKit/NSView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface NSGestureRecognizer : NSObject
@property (nullable, weak) id target;
@property (nullable) SEL action;
@end

// NSClickGestureRecognizer.h
NS_SWIFT_UI_ACTOR
@interface NSClickGestureRecognizer : NSGestureRecognizer
@end

#pragma clang assume_nonnull end

#endif
