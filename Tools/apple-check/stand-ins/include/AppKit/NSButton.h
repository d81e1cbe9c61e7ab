// Stand-in for AppKit/NSButton.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSButton_H
#define APPLECHECK_APPKIT_NSButton_H

#import <AppKit/NSControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface NSButton : NSControl
@property NSControlStateValue state;
@end

#pragma clang assume_nonnull end

#endif
