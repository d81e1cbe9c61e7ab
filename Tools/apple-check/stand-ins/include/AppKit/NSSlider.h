// Stand-in for AppKit/NSSlider.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSSlider_H
#define APPLECHECK_APPKIT_NSSlider_H

#import <AppKit/NSControl.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface NSSlider : NSControl
@end

#pragma clang assume_nonnull end

#endif
