// What the specs call that exists on Apple platforms but not in GNUstep's
// Foundation on Linux. run.sh force-includes this header into every spec file.
// Nothing here stands in for ReactiveObjC: it fills gaps of the platform under it.

#import <Foundation/Foundation.h>

// CoreGraphics' geometry helpers. GNUstep's Foundation defines the CGRect,
// CGSize and CGPoint structs (as NSRect & co.) but not these functions.
static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p = { x, y }; return p; }
static inline CGSize CGSizeMake(CGFloat w, CGFloat h) { CGSize s = { w, h }; return s; }
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat w, CGFloat h) { CGRect r = { { x, y }, { w, h } }; return r; }
static inline BOOL CGPointEqualToPoint(CGPoint a, CGPoint b) { return a.x == b.x && a.y == b.y; }
static inline BOOL CGSizeEqualToSize(CGSize a, CGSize b) { return a.width == b.width && a.height == b.height; }
static inline BOOL CGRectEqualToRect(CGRect a, CGRect b) { return CGPointEqualToPoint(a.origin, b.origin) && CGSizeEqualToSize(a.size, b.size); }
static const CGPoint CGPointZero __attribute__((unused)) = { 0, 0 };
static const CGSize CGSizeZero __attribute__((unused)) = { 0, 0 };
static const CGRect CGRectZero __attribute__((unused)) = { { 0, 0 }, { 0, 0 } };

// Key-value coding's ordered-set proxies. GNUstep has mutableArrayValueForKey:
// and mutableSetValueForKey:, not these two; so that the spec files compile,
// they are declared here and raise when called. The examples that call them are
// in skip.txt.
@interface NSObject (SpecKitOrderedSetProxies)
- (NSMutableOrderedSet *)mutableOrderedSetValueForKey:(NSString *)key;
- (NSMutableOrderedSet *)mutableOrderedSetValueForKeyPath:(NSString *)keyPath;
@end

// BSD's strlcat, which Apple's libc has and this Linux's C library (glibc before
// 2.38) does not.
size_t strlcat(char *destination, const char *source, size_t size);
