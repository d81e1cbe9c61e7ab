// Stand-in for AppKit/NSImageView.h (see AppKitDefines.h).
#ifndef APPLECHECK_APPKIT_NSImageView_H
#define APPLECHECK_APPKIT_NSImageView_H

#import <AppKit/NSControl.h>
#pragma clang assume_nonnull begin

// NSImage.h
@interface NSImage : NSObject
@end

NS_SWIFT_UI_ACTOR
@interface NSImageView : NSControl
@property (nullable, strong) NSImage *image;
@end

#pragma clang assume_nonnull end

#endif
