// Stand-in for AppKit/NSTextInputClient.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSTextInputClient_H
#define APPLECHECK_APPKIT_NSTextInputClient_H

#import <AppKit/AppKitDefines.h>
#pragma clang assume_nonnull begin

// Only the protocol itself is used here, as a constraint.
NS_SWIFT_UI_ACTOR
@protocol NSTextInputClient
@end

#pragma clang assume_nonnull end

#endif
