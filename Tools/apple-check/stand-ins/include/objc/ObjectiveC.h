// Stand-in for Apple's Objective-C runtime headers (objc/NSObject.h, objc/runtime.h,
// objc/objc-sync.h): the declarations ReactiveBridge uses, with Apple's signatures and
// availability. Add a declaration as Tools/apple-check/README.md says.
#ifndef APPLECHECK_OBJECTIVEC_H
#define APPLECHECK_OBJECTIVEC_H

#include <stdint.h>
#include <stddef.h>

#pragma clang assume_nonnull begin

// objc.h: BOOL is `bool` where Apple's OBJC_BOOL_IS_BOOL holds (arm64, arm64_32 and
// every non-macOS-x86 platform in this check), `signed char` on x86_64 macOS.
#if defined(__arm64__) || defined(__aarch64__) || defined(__arm64_32__) || defined(__arm__)
typedef _Bool BOOL;
#else
typedef signed char BOOL;
#endif
#define YES ((BOOL)1)
#define NO  ((BOOL)0)

typedef unsigned long NSUInteger;
typedef long NSInteger;

@class NSString;

// objc/NSObject.h
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
// Not audited for nullability in Apple's header: Swift sees `Selector!`.
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}
- (instancetype)init;
// Swift: `forwardingTarget(for aSelector: Selector!) -> Any?`.
- (nullable id)forwardingTargetForSelector:(SEL _Null_unspecified)aSelector
    __attribute__((availability(macos, introduced=10.5), availability(ios, introduced=2.0)));
@end

// objc/runtime.h: associated objects.
enum __attribute__((enum_extensibility(open))) objc_AssociationPolicy : uintptr_t {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403
};
typedef enum objc_AssociationPolicy objc_AssociationPolicy;

void objc_setAssociatedObject(id object, const void *key, id _Nullable value,
                              objc_AssociationPolicy policy)
    __attribute__((availability(macos, introduced=10.6), availability(ios, introduced=3.1)));
id _Nullable objc_getAssociatedObject(id object, const void *key)
    __attribute__((availability(macos, introduced=10.6), availability(ios, introduced=3.1)));

// objc/objc-sync.h
int objc_sync_enter(id obj)
    __attribute__((availability(macos, introduced=10.3), availability(ios, introduced=2.0)));
int objc_sync_exit(id obj)
    __attribute__((availability(macos, introduced=10.3), availability(ios, introduced=2.0)));

#pragma clang assume_nonnull end

#endif
