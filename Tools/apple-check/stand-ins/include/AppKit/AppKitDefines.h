// Stand-in for Apple's AppKit headers: the macros the other stand-in AppKit headers use.
// One header per area (NSControl.h, NSButton.h, ...), all in the AppKit module through
// the umbrella directory in module.modulemap (macOS only): a new area is a new header
// here that #imports what it names. Declarations are written from Apple's documentation
// with Apple's selectors, nullability, availability and @MainActor (NS_SWIFT_UI_ACTOR)
// marks. See Tools/apple-check/README.md.
#ifndef APPLECHECK_APPKITDEFINES_H
#define APPLECHECK_APPKITDEFINES_H

#import <objc/ObjectiveC.h>
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>

#ifndef NS_SWIFT_UI_ACTOR
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@MainActor")))
#endif
#ifndef NS_SWIFT_NAME
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#endif
// API_AVAILABLE(macos(x)) for a declaration newer than the package's macOS 10.15 floor
// (none yet; older ones carry Apple's version for the record).
#define AC_AVAILABLE_MACOS(_mac) __attribute__((availability(macos, introduced=_mac)))

#endif
