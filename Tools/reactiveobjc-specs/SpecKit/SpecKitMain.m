// SpecKit's runner: builds every spec compiled into the program, then runs the
// examples in order on the main thread, one autorelease pool and one exception
// handler per example, and prints one line per example for run.sh:
//
//   BEGIN <index>
//   PASS <index> <full name>
//   FAIL <index> <full name>
//     - File.m:12: expected to equal <1>, got <2>
//   SKIP <index> <full name> -- <reason>
//   DONE
//
// A watchdog prints `TIMEOUT <index>` and exits 124 when one example runs longer
// than SPECKIT_TIMEOUT seconds (default 30); run.sh then resumes with the next
// example (`--from`). A crash leaves a BEGIN without its result; run.sh does the
// same.
//
// Options: --list (print "<index> <full name>" and exit), --from N,
// --match TEXT (run only the examples whose full name contains TEXT),
// --skip FILE (lines "<part of a full name>\t<reason>": every example whose full
// name contains that text is skipped; '#' starts a comment).

#import "SpecKit.h"
#import "SpecKitInternal.h"
#import <objc/runtime.h>
#import <stdatomic.h>
#import <unistd.h>

static _Atomic long SKRunningIndex = -1;
static _Atomic double SKRunningSince = 0;

static double SKNow(void) {
	return [NSDate timeIntervalSinceReferenceDate];
}

static void SKStartWatchdog(double limit) {
	[NSThread detachNewThreadWithBlock:^{
		while (YES) {
			usleep(200 * 1000);
			long index = atomic_load(&SKRunningIndex);
			if (index >= 0 && SKNow() - atomic_load(&SKRunningSince) > limit) {
				printf("TIMEOUT %ld\n", index);
				fflush(stdout);
				_exit(124);
			}
		}
	}];
}

static NSArray<Class> *SKSubclassesOf(Class base) {
	int count = objc_getClassList(NULL, 0);
	Class *classes = (Class *)calloc((size_t)count, sizeof(Class));
	count = objc_getClassList(classes, count);
	NSMutableArray<Class> *found = [NSMutableArray array];
	for (int i = 0; i < count; i++) {
		for (Class c = class_getSuperclass(classes[i]); c != Nil; c = class_getSuperclass(c)) {
			if (c == base) {
				[found addObject:classes[i]];
				break;
			}
		}
	}
	free(classes);
	[found sortUsingComparator:^NSComparisonResult(Class a, Class b) {
		return [NSStringFromClass(a) compare:NSStringFromClass(b)];
	}];
	return found;
}

static void SKBuild(void) {
	SKWorld *world = SKWorld.shared;
	Configuration *configuration = [[Configuration alloc] init];
	for (Class c in SKSubclassesOf(QuickConfiguration.class)) {
		[c configure:configuration];
	}
	for (Class c in SKSubclassesOf(QuickSpec.class)) {
		QuickSpec *spec = [[c alloc] init];
		world.currentSpec = spec;
		world.currentGroup = [[SKGroupNode alloc] initWithName:NSStringFromClass(c) parent:nil];
		[spec spec];
		world.currentGroup = nil;
		world.currentSpec = nil;
	}
}

static NSArray<NSArray<NSString *> *> *SKReadSkips(NSString *path) {
	NSMutableArray *skips = [NSMutableArray array];
	if (path == nil) return skips;
	NSString *text = [NSString stringWithContentsOfFile:path encoding:NSUTF8StringEncoding error:NULL];
	if (text == nil) {
		fprintf(stderr, "speckit: cannot read %s\n", path.UTF8String);
		exit(2);
	}
	for (NSString *line in [text componentsSeparatedByString:@"\n"]) {
		if (line.length == 0 || [line hasPrefix:@"#"]) continue;
		NSArray *fields = [line componentsSeparatedByString:@"\t"];
		if (fields.count < 2) continue;
		[skips addObject:@[ fields[0], fields[fields.count - 1] ]];
	}
	return skips;
}

static NSString *SKExceptionText(id thrown) {
	if ([thrown isKindOfClass:NSException.class]) {
		NSException *e = thrown;
		return [NSString stringWithFormat:@"raised %@: %@", e.name, e.reason];
	}
	return [NSString stringWithFormat:@"threw %@", SKDescribe(thrown)];
}

static void SKRunBlock(void (^block)(void), NSString *what) {
	@try {
		block();
	} @catch (id thrown) {
		[SKWorld.shared.failures addObject:[NSString stringWithFormat:@"%@ %@", what, SKExceptionText(thrown)]];
	}
}

static BOOL SKRunExample(SKExampleNode *example) {
	SKWorld *world = SKWorld.shared;
	[world.failures removeAllObjects];
	@autoreleasepool {
		NSMutableArray<SKGroupNode *> *chain = [NSMutableArray array];
		for (SKGroupNode *g = example.group; g != nil; g = g.parent) [chain insertObject:g atIndex:0];
		@try {
			for (SKGroupNode *group in chain) {
				for (void (^before)(void) in group.beforeEach) before();
			}
			example.block();
		} @catch (id thrown) {
			[world.failures addObject:[NSString stringWithFormat:@"%@:%d: %@", example.file.lastPathComponent, example.line, SKExceptionText(thrown)]];
		}
		for (SKGroupNode *group in chain.reverseObjectEnumerator) {
			for (void (^after)(void) in group.afterEach.reverseObjectEnumerator) SKRunBlock(after, @"afterEach");
		}
	}
	return world.failures.count == 0;
}

int main(int argc, char **argv) {
	@autoreleasepool {
		setvbuf(stdout, NULL, _IOLBF, 0);
		BOOL list = NO;
		long from = 0;
		NSString *skipPath = nil;
		NSString *only = nil;
		for (int i = 1; i < argc; i++) {
			if (strcmp(argv[i], "--list") == 0) list = YES;
			else if (strcmp(argv[i], "--from") == 0 && i + 1 < argc) from = atol(argv[++i]);
			else if (strcmp(argv[i], "--match") == 0 && i + 1 < argc) only = [NSString stringWithUTF8String:argv[++i]];
			else if (strcmp(argv[i], "--skip") == 0 && i + 1 < argc) skipPath = [NSString stringWithUTF8String:argv[++i]];
			else {
				fprintf(stderr, "usage: %s [--list] [--from N] [--match TEXT] [--skip FILE]\n", argv[0]);
				return 2;
			}
		}
		SKBuild();
		NSArray<SKExampleNode *> *examples = SKWorld.shared.examples;
		if (list) {
			[examples enumerateObjectsUsingBlock:^(SKExampleNode *e, NSUInteger i, BOOL *stop) {
				printf("%lu %s\n", (unsigned long)i, e.fullName.UTF8String);
			}];
			return 0;
		}
		NSArray *skips = SKReadSkips(skipPath);
		const char *limitText = getenv("SPECKIT_TIMEOUT");
		SKStartWatchdog(limitText ? atof(limitText) : 30);

		for (void (^before)(void) in SKWorld.shared.beforeSuite) before();
		for (long i = from; i < (long)examples.count; i++) {
			SKExampleNode *example = examples[(NSUInteger)i];
			NSString *name = example.fullName;
			if (only != nil && [name rangeOfString:only].location == NSNotFound) continue;
			NSString *reason = nil;
			for (NSArray<NSString *> *skip in skips) {
				if ([name rangeOfString:skip[0]].location != NSNotFound) { reason = skip[1]; break; }
			}
			if (reason != nil) {
				printf("SKIP %ld %s -- %s\n", i, name.UTF8String, reason.UTF8String);
				continue;
			}
			printf("BEGIN %ld\n", i);
			atomic_store(&SKRunningSince, SKNow());
			atomic_store(&SKRunningIndex, i);
			BOOL passed = SKRunExample(example);
			atomic_store(&SKRunningIndex, -1);
			printf("%s %ld %s\n", passed ? "PASS" : "FAIL", i, name.UTF8String);
			for (NSString *failure in SKWorld.shared.failures) printf("  - %s\n", failure.UTF8String);
		}
		for (void (^after)(void) in SKWorld.shared.afterSuite) after();
		printf("DONE\n");
	}
	return 0;
}
