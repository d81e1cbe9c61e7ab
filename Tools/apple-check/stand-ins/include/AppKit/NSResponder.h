// Stand-in for AppKit/NSResponder.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSResponder_H
#define APPLECHECK_APPKIT_NSResponder_H

#import <AppKit/AppKitDefines.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface NSResponder : NSObject
@end

#pragma clang assume_nonnull end

#endif
