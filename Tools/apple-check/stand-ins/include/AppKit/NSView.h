// Stand-in for AppKit/NSView.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSView_H
#define APPLECHECK_APPKIT_NSView_H

#import <AppKit/NSResponder.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface NSView : NSResponder
@property (getter=isHidden) BOOL hidden;
@property CGFloat alphaValue;
@end

#pragma clang assume_nonnull end

#endif
