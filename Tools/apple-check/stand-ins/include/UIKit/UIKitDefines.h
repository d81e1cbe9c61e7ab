// Stand-in for Apple's UIKit headers: the macros the other stand-in UIKit headers use.
// One header per area (UIControl.h, UITableView.h, ...), all in the UIKit module through
// the umbrella directory in module.modulemap: a new area is a new header here that
// #imports what it names. Declarations are written from Apple's documentation with
// Apple's selectors, nullability, availability and @MainActor (NS_SWIFT_UI_ACTOR) marks.
// See Tools/apple-check/README.md.
#ifndef APPLECHECK_UIKITDEFINES_H
#define APPLECHECK_UIKITDEFINES_H

#import <objc/ObjectiveC.h>
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>

#ifndef NS_SWIFT_UI_ACTOR
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@MainActor")))
#endif
#ifndef NS_SWIFT_NAME
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#endif
#ifndef NS_DESIGNATED_INITIALIZER
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#endif
// API_UNAVAILABLE(tvos): Apple marks these iOS-only controls so on tvOS.
#define AC_UNAVAILABLE_TVOS __attribute__((availability(tvos, unavailable)))
// API_AVAILABLE(ios(x), tvos(y)) for a declaration newer than the package's iOS/tvOS 13 floors.
#define AC_AVAILABLE_IOS_TVOS(_ios, _tv) \
    __attribute__((availability(ios, introduced=_ios), availability(tvos, introduced=_tv)))

#endif
