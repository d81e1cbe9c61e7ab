// SpecKit: the project's small stand-in for the part of a BDD spec DSL and its
// expectation matchers that ReactiveObjC's own Objective-C specs are written in.
// It exists so those specs can run against the oracle build of ReactiveObjC on
// Linux (see README.md next to this folder). It is written for this project; it
// reproduces the observable behavior the specs rely on, nothing more.
//
// Spec files say `@import Quick;` and `@import Nimble;`; run.sh rewrites both
// lines to `#import "SpecKit.h"` in its scratch copy of the specs.

#import <Foundation/Foundation.h>
#import <dispatch/dispatch.h>

NS_ASSUME_NONNULL_BEGIN

// MARK: - Example groups

/// What a shared-example group receives: a block that returns the dictionary its
/// user passed. It is called lazily, each time the group asks, so it sees values
/// that the user's `beforeEach` blocks set.
typedef NSDictionary *_Nonnull (^QCKDSLSharedExampleContext)(void);
typedef void (^QCKDSLSharedExampleBlock)(QCKDSLSharedExampleContext);

/// A spec class. `-spec` declares the groups and examples; SpecKit's runner
/// finds every subclass at start-up.
@interface QuickSpec : NSObject
- (void)spec;
@end

/// Passed to `+configure:`; nothing to configure in this stand-in.
@interface Configuration : NSObject
@end

/// A class whose `+configure:` runs before any spec is built; used to declare
/// shared examples.
@interface QuickConfiguration : NSObject
+ (void)configure:(Configuration *)configuration;
@end

#define QuickSpecBegin(name) \
	@interface name : QuickSpec @end \
	@implementation name \
	- (void)spec {
#define QuickSpecEnd } @end

#define QuickConfigurationBegin(name) \
	@interface name : QuickConfiguration @end \
	@implementation name
#define QuickConfigurationEnd @end

void SKGroup(NSString *description, const char *file, int line, void (^closure)(void));
void SKExample(NSString *description, const char *file, int line, void (^closure)(void));
void SKBeforeEach(void (^closure)(void));
void SKAfterEach(void (^closure)(void));
void SKBeforeSuite(void (^closure)(void));
void SKAfterSuite(void (^closure)(void));
void SKSharedExamples(NSString *name, QCKDSLSharedExampleBlock closure);
void SKBehavesLike(NSString *name, const char *file, int line, QCKDSLSharedExampleContext context);

#define qck_describe(description, ...) SKGroup(description, __FILE__, __LINE__, __VA_ARGS__)
#define qck_context(description, ...) SKGroup(description, __FILE__, __LINE__, __VA_ARGS__)
#define qck_it(description, ...) SKExample(description, __FILE__, __LINE__, __VA_ARGS__)
#define qck_beforeEach(...) SKBeforeEach(__VA_ARGS__)
#define qck_afterEach(...) SKAfterEach(__VA_ARGS__)
#define qck_beforeSuite(...) SKBeforeSuite(__VA_ARGS__)
#define qck_afterSuite(...) SKAfterSuite(__VA_ARGS__)
#define qck_sharedExamples(name, ...) SKSharedExamples(name, __VA_ARGS__)
#define qck_itBehavesLike(name, ...) SKBehavesLike(name, __FILE__, __LINE__, __VA_ARGS__)

// The unprefixed spellings are functions, not macros, so a spec's own
// identifiers of the same names (a variable called `context`) still work.
static inline void describe(NSString *d, void (^c)(void)) { SKGroup(d, "?", 0, c); }
static inline void context(NSString *d, void (^c)(void)) { SKGroup(d, "?", 0, c); }
static inline void it(NSString *d, void (^c)(void)) { SKExample(d, "?", 0, c); }
static inline void beforeEach(void (^c)(void)) { SKBeforeEach(c); }
static inline void afterEach(void (^c)(void)) { SKAfterEach(c); }
static inline void beforeSuite(void (^c)(void)) { SKBeforeSuite(c); }
static inline void afterSuite(void (^c)(void)) { SKAfterSuite(c); }
static inline void sharedExamples(NSString *n, QCKDSLSharedExampleBlock c) { SKSharedExamples(n, c); }
static inline void itBehavesLike(NSString *n, QCKDSLSharedExampleContext c) { SKBehavesLike(n, "?", 0, c); }

// MARK: - Expectations

/// A matcher's verdict on one actual value. `SKFail` fails both `to` and
/// `notTo` (an actual nil given to `equal`, a nil given to `beAKindOf`…).
typedef NS_ENUM(NSInteger, SKVerdict) {
	SKMatches,
	SKDoesNotMatch,
	SKFail,
};

@interface SKMatcher : NSObject
/// "equal <3>", used in failure messages: "expected to equal <3>, got <4>".
@property (nonatomic, copy, readonly) NSString *expectation;
- (instancetype)initWithExpectation:(NSString *)expectation test:(SKVerdict (^)(id _Nullable actual))test;
- (SKVerdict)verdictFor:(nullable id)actual;
@end

@interface SKExpectation : NSObject
@property (nonatomic, readonly) void (^to)(SKMatcher *matcher);
@property (nonatomic, readonly) void (^notTo)(SKMatcher *matcher);
@property (nonatomic, readonly) void (^toNot)(SKMatcher *matcher);
/// Polls the expression every 10 ms for up to 1 s, turning the current run loop
/// between polls, until the matcher matches.
@property (nonatomic, readonly) void (^toEventually)(SKMatcher *matcher);
@property (nonatomic, readonly) void (^toEventuallyNot)(SKMatcher *matcher);
@property (nonatomic, readonly) void (^toNotEventually)(SKMatcher *matcher);
@end

#define SK_OVERLOADABLE __attribute__((overloadable))

// `expect(expr)` wraps the expression in a block, so it is evaluated when the
// expectation is checked (again at each poll of `toEventually`). Scalars are
// boxed as NSNumber.
SK_OVERLOADABLE SKExpectation *SKExpect(id _Nullable (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(Class _Nullable (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(void *_Nullable (^actual)(void), const char *file, int line);
// libdispatch objects are not Objective-C objects on Linux: boxed as pointers.
SK_OVERLOADABLE SKExpectation *SKExpect(dispatch_queue_t _Nullable (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(dispatch_group_t _Nullable (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(dispatch_semaphore_t _Nullable (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(char (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(signed char (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(unsigned char (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(bool (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(short (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(unsigned short (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(int (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(unsigned int (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(long (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(unsigned long (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(long long (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(unsigned long long (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(float (^actual)(void), const char *file, int line);
SK_OVERLOADABLE SKExpectation *SKExpect(double (^actual)(void), const char *file, int line);

#define expect(...) SKExpect(^{ return (__VA_ARGS__); }, __FILE__, __LINE__)

// MARK: - Matchers

/// `isEqual:`; an actual or expected nil fails (use `beNil`).
SKMatcher *equal(id _Nullable expected);
/// Not nil, and not an NSNumber whose boolValue is NO.
SKMatcher *beTruthy(void);
/// Nil, or an NSNumber whose boolValue is NO.
SKMatcher *beFalsy(void);
/// An NSNumber whose boolValue is YES / NO.
SKMatcher *beTrue(void);
SKMatcher *beFalse(void);
SKMatcher *beNil(void);
/// The same object (pointer identity).
SKMatcher *beIdenticalTo(id _Nullable expected);
SKMatcher *beAKindOf(Class expected);
SKMatcher *beAnInstanceOf(Class expected);
/// `compare:` on NSNumber (or any object that answers it).
SKMatcher *beGreaterThan(id expected);
SKMatcher *beGreaterThanOrEqualTo(id expected);
SKMatcher *beLessThan(id expected);
SKMatcher *beLessThanOrEqualTo(id expected);
/// A collection (anything answering `count`) of that many elements.
SKMatcher *haveCount(id expected);
/// A string that the regular expression matches somewhere.
SKMatcher *match(NSString *pattern);
/// The expression raises an exception when evaluated.
SKMatcher *raiseException(void);

/// Records a failure in the running example without stopping it.
void SKRecordFailure(NSString *message, const char *file, int line);

NS_ASSUME_NONNULL_END
