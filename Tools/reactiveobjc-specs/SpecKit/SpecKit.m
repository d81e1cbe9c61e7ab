// SpecKit: the example tree, the expectations and the matchers. See SpecKit.h.

#import "SpecKit.h"
#import "SpecKitInternal.h"

// MARK: - The example tree

@implementation SKGroupNode
- (instancetype)initWithName:(NSString *)name parent:(SKGroupNode *)parent {
	if ((self = [super init])) {
		_name = [name copy];
		_parent = parent;
		_beforeEach = [NSMutableArray array];
		_afterEach = [NSMutableArray array];
	}
	return self;
}
@end

@implementation SKExampleNode
- (NSString *)fullName {
	NSMutableArray *parts = [NSMutableArray arrayWithObject:self.name];
	for (SKGroupNode *group = self.group; group != nil; group = group.parent) {
		[parts insertObject:group.name atIndex:0];
	}
	return [parts componentsJoinedByString:@" | "];
}
@end

@implementation SKWorld
+ (instancetype)shared {
	static SKWorld *world;
	static dispatch_once_t once;
	dispatch_once(&once, ^{ world = [[SKWorld alloc] init]; });
	return world;
}
- (instancetype)init {
	if ((self = [super init])) {
		_examples = [NSMutableArray array];
		_sharedExamples = [NSMutableDictionary dictionary];
		_beforeSuite = [NSMutableArray array];
		_afterSuite = [NSMutableArray array];
		_failures = [NSMutableArray array];
	}
	return self;
}
@end

static SKGroupNode *SKCurrentGroupOrDie(const char *what) {
	SKGroupNode *group = SKWorld.shared.currentGroup;
	if (group == nil) {
		[NSException raise:NSInternalInconsistencyException format:@"SpecKit: %s outside a spec's -spec", what];
	}
	return group;
}

void SKGroup(NSString *description, const char *file, int line, void (^closure)(void)) {
	SKWorld *world = SKWorld.shared;
	SKGroupNode *parent = SKCurrentGroupOrDie("describe/context");
	SKGroupNode *group = [[SKGroupNode alloc] initWithName:description parent:parent];
	world.currentGroup = group;
	closure();
	world.currentGroup = parent;
}

void SKExample(NSString *description, const char *file, int line, void (^closure)(void)) {
	SKWorld *world = SKWorld.shared;
	SKExampleNode *example = [[SKExampleNode alloc] init];
	example.name = description;
	example.group = SKCurrentGroupOrDie("it");
	example.block = closure;
	example.file = [NSString stringWithUTF8String:file];
	example.line = line;
	example.spec = world.currentSpec;
	[world.examples addObject:example];
}

void SKBeforeEach(void (^closure)(void)) {
	[SKCurrentGroupOrDie("beforeEach").beforeEach addObject:[closure copy]];
}

void SKAfterEach(void (^closure)(void)) {
	[SKCurrentGroupOrDie("afterEach").afterEach addObject:[closure copy]];
}

void SKBeforeSuite(void (^closure)(void)) {
	[SKWorld.shared.beforeSuite addObject:[closure copy]];
}

void SKAfterSuite(void (^closure)(void)) {
	[SKWorld.shared.afterSuite addObject:[closure copy]];
}

void SKSharedExamples(NSString *name, QCKDSLSharedExampleBlock closure) {
	SKWorld *world = SKWorld.shared;
	if (world.sharedExamples[name] != nil) {
		[NSException raise:NSInternalInconsistencyException format:@"SpecKit: shared examples '%@' declared twice", name];
	}
	world.sharedExamples[name] = [closure copy];
}

void SKBehavesLike(NSString *name, const char *file, int line, QCKDSLSharedExampleContext context) {
	SKWorld *world = SKWorld.shared;
	QCKDSLSharedExampleBlock shared = world.sharedExamples[name];
	if (shared == nil) {
		[NSException raise:NSInternalInconsistencyException format:@"SpecKit: no shared examples named '%@' (%s:%d)", name, file, line];
	}
	QCKDSLSharedExampleContext lazyContext = [context copy];
	SKGroup(name, file, line, ^{
		shared(lazyContext);
	});
}

@implementation QuickSpec
- (void)spec {}
@end

@implementation Configuration
@end

@implementation QuickConfiguration
+ (void)configure:(Configuration *)configuration {}
@end

// MARK: - Failures

void SKRecordFailure(NSString *message, const char *file, int line) {
	NSString *where = [NSString stringWithFormat:@"%@:%d", [[NSString stringWithUTF8String:file] lastPathComponent], line];
	[SKWorld.shared.failures addObject:[NSString stringWithFormat:@"%@: %@", where, message]];
}

NSString *SKDescribe(id value) {
	if (value == nil) return @"<nil>";
	NSString *text = [value description];
	if (text.length > 300) text = [[text substringToIndex:300] stringByAppendingString:@"…"];
	return [NSString stringWithFormat:@"<%@>", [text stringByReplacingOccurrencesOfString:@"\n" withString:@" "]];
}

// MARK: - Matchers

@implementation SKMatcher {
	SKVerdict (^_test)(id);
}
- (instancetype)initWithExpectation:(NSString *)expectation test:(SKVerdict (^)(id))test {
	if ((self = [super init])) {
		_expectation = [expectation copy];
		_test = [test copy];
	}
	return self;
}
- (SKVerdict)verdictFor:(id)actual {
	return _test(actual);
}
@end

static SKVerdict SKVerdictFromBool(BOOL matches) {
	return matches ? SKMatches : SKDoesNotMatch;
}

SKMatcher *equal(id expected) {
	return [[SKMatcher alloc] initWithExpectation:[NSString stringWithFormat:@"equal %@", SKDescribe(expected)] test:^SKVerdict(id actual) {
		if (expected == nil || actual == nil) return SKFail;
		return SKVerdictFromBool([actual isEqual:expected]);
	}];
}

static BOOL SKIsNumber(id value) {
	return [value isKindOfClass:NSNumber.class];
}

SKMatcher *beTruthy(void) {
	return [[SKMatcher alloc] initWithExpectation:@"be truthy" test:^SKVerdict(id actual) {
		if (actual == nil) return SKDoesNotMatch;
		if (SKIsNumber(actual)) return SKVerdictFromBool([actual boolValue]);
		return SKMatches;
	}];
}

SKMatcher *beFalsy(void) {
	return [[SKMatcher alloc] initWithExpectation:@"be falsy" test:^SKVerdict(id actual) {
		if (actual == nil) return SKMatches;
		if (SKIsNumber(actual)) return SKVerdictFromBool(![actual boolValue]);
		return SKDoesNotMatch;
	}];
}

SKMatcher *beTrue(void) {
	return [[SKMatcher alloc] initWithExpectation:@"be true" test:^SKVerdict(id actual) {
		if (!SKIsNumber(actual)) return SKFail;
		return SKVerdictFromBool([actual boolValue]);
	}];
}

SKMatcher *beFalse(void) {
	return [[SKMatcher alloc] initWithExpectation:@"be false" test:^SKVerdict(id actual) {
		if (!SKIsNumber(actual)) return SKFail;
		return SKVerdictFromBool(![actual boolValue]);
	}];
}

SKMatcher *beNil(void) {
	return [[SKMatcher alloc] initWithExpectation:@"be nil" test:^SKVerdict(id actual) {
		return SKVerdictFromBool(actual == nil);
	}];
}

SKMatcher *beIdenticalTo(id expected) {
	NSString *text = expected == nil ? @"be identical to <nil>" : [NSString stringWithFormat:@"be identical to %p %@", (__bridge void *)expected, SKDescribe(expected)];
	return [[SKMatcher alloc] initWithExpectation:text test:^SKVerdict(id actual) {
		return SKVerdictFromBool(actual != nil && actual == expected);
	}];
}

SKMatcher *beAKindOf(Class expected) {
	return [[SKMatcher alloc] initWithExpectation:[NSString stringWithFormat:@"be a kind of %@", NSStringFromClass(expected)] test:^SKVerdict(id actual) {
		if (actual == nil) return SKFail;
		return SKVerdictFromBool([actual isKindOfClass:expected]);
	}];
}

SKMatcher *beAnInstanceOf(Class expected) {
	return [[SKMatcher alloc] initWithExpectation:[NSString stringWithFormat:@"be an instance of %@", NSStringFromClass(expected)] test:^SKVerdict(id actual) {
		if (actual == nil) return SKFail;
		return SKVerdictFromBool([actual class] == expected);
	}];
}

static SKMatcher *SKCompare(NSString *name, id expected, BOOL (^accept)(NSComparisonResult)) {
	return [[SKMatcher alloc] initWithExpectation:[NSString stringWithFormat:@"%@ %@", name, SKDescribe(expected)] test:^SKVerdict(id actual) {
		if (actual == nil || expected == nil || ![actual respondsToSelector:@selector(compare:)]) return SKFail;
		return SKVerdictFromBool(accept([actual compare:expected]));
	}];
}

SKMatcher *beGreaterThan(id expected) {
	return SKCompare(@"be greater than", expected, ^BOOL(NSComparisonResult r) { return r == NSOrderedDescending; });
}

SKMatcher *beGreaterThanOrEqualTo(id expected) {
	return SKCompare(@"be greater than or equal to", expected, ^BOOL(NSComparisonResult r) { return r != NSOrderedAscending; });
}

SKMatcher *beLessThan(id expected) {
	return SKCompare(@"be less than", expected, ^BOOL(NSComparisonResult r) { return r == NSOrderedAscending; });
}

SKMatcher *beLessThanOrEqualTo(id expected) {
	return SKCompare(@"be less than or equal to", expected, ^BOOL(NSComparisonResult r) { return r != NSOrderedDescending; });
}

SKMatcher *haveCount(id expected) {
	return [[SKMatcher alloc] initWithExpectation:[NSString stringWithFormat:@"have count %@", SKDescribe(expected)] test:^SKVerdict(id actual) {
		if (actual == nil || ![actual respondsToSelector:@selector(count)]) return SKFail;
		return SKVerdictFromBool((NSUInteger)[actual count] == [expected unsignedIntegerValue]);
	}];
}

SKMatcher *match(NSString *pattern) {
	return [[SKMatcher alloc] initWithExpectation:[NSString stringWithFormat:@"match %@", SKDescribe(pattern)] test:^SKVerdict(id actual) {
		if (![actual isKindOfClass:NSString.class]) return SKFail;
		return SKVerdictFromBool([actual rangeOfString:pattern options:NSRegularExpressionSearch].location != NSNotFound);
	}];
}

@interface SKRaiseMatcher : SKMatcher
@end
@implementation SKRaiseMatcher
@end

SKMatcher *raiseException(void) {
	// The expectation evaluates the expression and tells this matcher whether it
	// raised: the actual value it passes is an NSException or nil.
	return [[SKRaiseMatcher alloc] initWithExpectation:@"raise an exception" test:^SKVerdict(id actual) {
		return SKVerdictFromBool([actual isKindOfClass:NSException.class]);
	}];
}

// MARK: - Expectations

typedef NS_ENUM(NSInteger, SKStyle) { SKStyleTo, SKStyleNotTo };

@implementation SKExpectation {
	id (^_actual)(void);
	const char *_file;
	int _line;
}

- (instancetype)initWithActual:(id (^)(void))actual file:(const char *)file line:(int)line {
	if ((self = [super init])) {
		_actual = [actual copy];
		_file = file;
		_line = line;
	}
	return self;
}

/// Evaluates the expression (again) and asks the matcher. Only the
/// raiseException matcher catches what the expression raises; any other
/// exception ends the example.
- (SKVerdict)verdictFor:(SKMatcher *)matcher actual:(id *)actualOut {
	if ([matcher isKindOfClass:SKRaiseMatcher.class]) {
		id raised = nil;
		@try {
			_actual();
		} @catch (NSException *exception) {
			raised = exception;
		}
		*actualOut = raised;
		return [matcher verdictFor:raised];
	}
	id actual = _actual();
	*actualOut = actual;
	return [matcher verdictFor:actual];
}

- (void)failWith:(SKMatcher *)matcher style:(SKStyle)style actual:(id)actual eventually:(BOOL)eventually {
	NSString *message = [NSString stringWithFormat:@"expected %@%@ %@, got %@",
		eventually ? @"eventually " : @"",
		style == SKStyleTo ? @"to" : @"not to",
		matcher.expectation, SKDescribe(actual)];
	SKRecordFailure(message, _file, _line);
}

- (void)check:(SKMatcher *)matcher style:(SKStyle)style {
	id actual = nil;
	SKVerdict verdict = [self verdictFor:matcher actual:&actual];
	SKVerdict wanted = style == SKStyleTo ? SKMatches : SKDoesNotMatch;
	if (verdict != wanted) [self failWith:matcher style:style actual:actual eventually:NO];
}

- (void)poll:(SKMatcher *)matcher style:(SKStyle)style {
	SKVerdict wanted = style == SKStyleTo ? SKMatches : SKDoesNotMatch;
	NSDate *deadline = [NSDate dateWithTimeIntervalSinceNow:1.0];
	id actual = nil;
	while (YES) {
		@autoreleasepool {
			if ([self verdictFor:matcher actual:&actual] == wanted) return;
			if ([deadline timeIntervalSinceNow] <= 0) break;
			[[NSRunLoop currentRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.01]];
		}
	}
	[self failWith:matcher style:style actual:actual eventually:YES];
}

- (void (^)(SKMatcher *))to {
	return ^(SKMatcher *m) { [self check:m style:SKStyleTo]; };
}
- (void (^)(SKMatcher *))notTo {
	return ^(SKMatcher *m) { [self check:m style:SKStyleNotTo]; };
}
- (void (^)(SKMatcher *))toNot {
	return self.notTo;
}
- (void (^)(SKMatcher *))toEventually {
	return ^(SKMatcher *m) { [self poll:m style:SKStyleTo]; };
}
- (void (^)(SKMatcher *))toEventuallyNot {
	return ^(SKMatcher *m) { [self poll:m style:SKStyleNotTo]; };
}
- (void (^)(SKMatcher *))toNotEventually {
	return self.toEventuallyNot;
}
@end

SK_OVERLOADABLE SKExpectation *SKExpect(id (^actual)(void), const char *file, int line) {
	return [[SKExpectation alloc] initWithActual:actual file:file line:line];
}
SK_OVERLOADABLE SKExpectation *SKExpect(Class (^actual)(void), const char *file, int line) {
	return SKExpect((id (^)(void))^id { return actual(); }, file, line);
}
SK_OVERLOADABLE SKExpectation *SKExpect(void *(^actual)(void), const char *file, int line) {
	// Only a literal nil/NULL reaches this overload; a non-null pointer has no
	// object to compare.
	return SKExpect((id (^)(void))^id { return actual() == NULL ? nil : [NSValue valueWithPointer:actual()]; }, file, line);
}

#define SK_POINTER_EXPECT(type) \
	SK_OVERLOADABLE SKExpectation *SKExpect(type (^actual)(void), const char *file, int line) { \
		return SKExpect((id (^)(void))^id { return actual() == NULL ? nil : [NSValue valueWithPointer:(const void *)actual()]; }, file, line); \
	}
SK_POINTER_EXPECT(dispatch_queue_t)
SK_POINTER_EXPECT(dispatch_group_t)
SK_POINTER_EXPECT(dispatch_semaphore_t)

#define SK_BOXING_EXPECT(type) \
	SK_OVERLOADABLE SKExpectation *SKExpect(type (^actual)(void), const char *file, int line) { \
		return SKExpect((id (^)(void))^id { return @(actual()); }, file, line); \
	}
SK_BOXING_EXPECT(char)
SK_BOXING_EXPECT(signed char)
SK_BOXING_EXPECT(unsigned char)
SK_BOXING_EXPECT(bool)
SK_BOXING_EXPECT(short)
SK_BOXING_EXPECT(unsigned short)
SK_BOXING_EXPECT(int)
SK_BOXING_EXPECT(unsigned int)
SK_BOXING_EXPECT(long)
SK_BOXING_EXPECT(unsigned long)
SK_BOXING_EXPECT(long long)
SK_BOXING_EXPECT(unsigned long long)
SK_BOXING_EXPECT(float)
SK_BOXING_EXPECT(double)
