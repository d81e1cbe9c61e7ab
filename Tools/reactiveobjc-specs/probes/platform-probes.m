// Minimal checks, written for this project, that show each platform difference
// behind a failing ReactiveObjC spec without ReactiveObjC itself: each prints
// "as the specs assume" (what the specs, written on Apple platforms, rely on)
// or "DIFFERS", with what it saw. run.sh in
// this folder builds and runs it (unoptimized and at -O1) against the oracle.

#import <Foundation/Foundation.h>

static int differences = 0;

static void report(const char *check, BOOL asAssumed, NSString *seen) {
	if (!asAssumed) differences++;
	printf("%-58s %s (%s)\n", check, asAssumed ? "as the specs assume" : "DIFFERS", seen.UTF8String);
}

// A callee that copies a block into an object it returns: the pattern of
// +[RACDisposable disposableWithBlock:] and of SpecKit's expect().
@interface PRBox : NSObject {
@public
	id _block;
}
+ (instancetype)boxWithBlock:(void (^)(void))block;
@end

@implementation PRBox
+ (instancetype)boxWithBlock:(void (^)(void))block {
	PRBox *box = [self new];
	box->_block = [block copy];
	return box;
}
@end

@interface PRMaker : NSObject
+ (id)make;
@end

@implementation PRMaker
+ (id)make {
	return [[NSObject alloc] init];
}
@end

int main(void) {
	@autoreleasepool {
		// 1. The reference date as a (tagged) NSDate.
		NSTimeInterval zero = [[NSDate dateWithTimeIntervalSinceReferenceDate:0] timeIntervalSinceReferenceDate];
		report("NSDate of the reference date reads back as 0", zero == 0, [NSString stringWithFormat:@"reads back as %g", zero]);

		// 2. Enumerating a string by composed character sequences.
		NSMutableArray *pieces = [NSMutableArray array];
		NSString *raised = nil;
		@try {
			[@"ab" enumerateSubstringsInRange:NSMakeRange(0, 2) options:NSStringEnumerationByComposedCharacterSequences usingBlock:^(NSString *piece, NSRange r, NSRange e, BOOL *stop) {
				[pieces addObject:piece];
			}];
		} @catch (NSException *exception) {
			raised = exception.reason;
		}
		report("composed-character enumeration stops at the end", raised == nil, raised ? [NSString stringWithFormat:@"raised '%@' after %@", raised, [pieces componentsJoinedByString:@","]] : [pieces componentsJoinedByString:@","]);

		// 3. A copy of a mutable dictionary keeps the enumeration order.
		NSMutableDictionary *dict = [@{ @"foo": @"bar", @"baz": @"buzz", @5: NSNull.null } mutableCopy];
		NSArray *original = dict.allKeys, *copied = [dict.copy allKeys];
		report("-copy of a mutable dictionary keeps its key order", [original isEqual:copied], [NSString stringWithFormat:@"%@ then %@", [original componentsJoinedByString:@","], [copied componentsJoinedByString:@","]]);

		// 4. What a block captures is released with the object the block was copied into.
		__weak id weakCaptured = nil;
		@autoreleasepool {
			NSObject *captured = [NSObject new];
			weakCaptured = captured;
			PRBox *box = [PRBox boxWithBlock:^{ (void)captured; }];
			(void)box;
		}
		report("a copied block's captures are released with its holder", weakCaptured == nil, weakCaptured ? @"still alive after the pool" : @"released");

		// 5. An object returned at +0 and stored only into a __weak variable
		//    lives until the enclosing pool drains.
		BOOL aliveInPool = NO;
		@autoreleasepool {
			__weak id weakReturned = [PRMaker make];
			aliveInPool = weakReturned != nil;
		}
		report("a +0 result stored only weakly lives until its pool drains", aliveInPool, aliveInPool ? @"alive inside the pool" : @"freed at once");

		// 6. A map table with weak values, keyed by NSValue pointers as
		//    RACKVOProxy keys its KVO contexts, finds every live value.
		NSMapTable *table = [NSMapTable strongToWeakObjectsMapTable];
		NSMutableArray *values = [NSMutableArray array];
		int lost = 0;
		for (int i = 0; i < 50; i++) {
			NSObject *value = [NSObject new];
			[values addObject:value];
			[table setObject:value forKey:[NSValue valueWithPointer:(__bridge void *)value]];
		}
		for (NSObject *value in values) {
			if ([table objectForKey:[NSValue valueWithPointer:(__bridge void *)value]] != value) lost++;
		}
		report("a weak-valued map table finds every live value", lost == 0, [NSString stringWithFormat:@"%d of 50 not found", lost]);
	}
	printf("%d difference%s\n", differences, differences == 1 ? "" : "s");
	return 0;
}
