// Stand-in for Apple's NSNull (Foundation/NSNull.h): `open class NSNull : NSObject`,
// made with `NSNull()`, on every Apple platform. ReactiveBridge only tests for it (a KVO
// value of nil can arrive as NSNull). See Tools/apple-check/README.md.

/// Apple: `open class NSNull : NSObject, NSCopying, NSSecureCoding` (the conformances are
/// not used by ReactiveBridge).
open class NSNull: NSObject {}
