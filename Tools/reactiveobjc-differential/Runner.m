// The differential's Objective-C interpreter: reads generated cases (JSON lines on
// stdin, as `cases` writes them), builds each RAC pipeline with ReactiveObjC's public
// API, runs it on virtual time and prints one line per case in the canonical form
// that Interpreter.swift prints for RACBridge (README.md describes it).
//
// Built by run.sh with the oracle's compiler wrapper (rac-oracle-cc). Its structure
// follows Interpreter.swift step for step, so that the two differ only in the library
// under them: keep the two files in step when adding a stage kind.

#import <Foundation/Foundation.h>
#import <ReactiveObjC/ReactiveObjC.h>
#import <ReactiveObjC/RACScheduler+Private.h>
#import <ReactiveObjC/RACScheduler+Subclass.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#pragma mark Virtual time

// One queued block: it runs at `tick`, after every block queued earlier for that tick.
@interface DVAction : NSObject
@property (nonatomic) long tick;
@property (nonatomic) unsigned long order;
@property (nonatomic) BOOL hop;
@property (nonatomic) BOOL cancelled;
@property (nonatomic, copy) void (^block)(void);
@end
@implementation DVAction
@end

// A scheduler on a virtual clock of whole seconds (one tick = one second after the
// reference date). Blocks run in (tick, order of queuing) order, with this scheduler
// current. `-schedule:` queues at the current tick; `-after:` at the date's tick (the
// current one if the date is past); `-afterDelay:` at now + delay on this clock.
// Blocks queued through RACScheduler's API are "hops" (an operator scheduled them);
// the sources and the scenario queue theirs with `-at:root:`.
@interface DVScheduler : RACScheduler
@property (nonatomic) long clock;
@property (nonatomic) BOOL inHop;
@property (nonatomic) BOOL exhausted;
- (RACDisposable *)at:(long)tick root:(void (^)(void))block;
- (void)run;
@end

@implementation DVScheduler {
	NSMutableArray<DVAction *> *_queue;
	unsigned long _nextOrder;
}

- (instancetype)init {
	self = [super initWithName:@"differential.virtual"];
	_queue = [NSMutableArray array];
	return self;
}

- (RACDisposable *)enqueue:(long)tick hop:(BOOL)hop block:(void (^)(void))block {
	DVAction *action = [DVAction new];
	action.tick = tick < self.clock ? self.clock : tick;
	action.order = _nextOrder++;
	action.hop = hop;
	action.block = block;
	[_queue addObject:action];
	return [RACDisposable disposableWithBlock:^{ action.cancelled = YES; }];
}

static long tickOf(NSDate *date) { return (long)llround(date.timeIntervalSinceReferenceDate); }

- (RACDisposable *)at:(long)tick root:(void (^)(void))block { return [self enqueue:tick hop:NO block:block]; }
- (RACDisposable *)schedule:(void (^)(void))block { return [self enqueue:self.clock hop:YES block:block]; }
- (RACDisposable *)after:(NSDate *)date schedule:(void (^)(void))block { return [self enqueue:tickOf(date) hop:YES block:block]; }
- (RACDisposable *)afterDelay:(NSTimeInterval)delay schedule:(void (^)(void))block {
	return [self enqueue:self.clock + (long)llround(delay) hop:YES block:block];
}

- (RACDisposable *)after:(NSDate *)date repeatingEvery:(NSTimeInterval)interval withLeeway:(NSTimeInterval)leeway schedule:(void (^)(void))block {
	RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
	long period = (long)llround(interval);
	__weak DVScheduler *weakSelf = self;
	__block void (^fire)(long);
	void (^recurse)(long) = ^(long tick) {
		[disposable addDisposable:[weakSelf enqueue:tick hop:YES block:^{
			if (disposable.disposed) return;
			fire(tick + period);
			block();
		}]];
	};
	fire = recurse;
	recurse(tickOf(date));
	return disposable;
}

// Runs the queue until it is empty, or 100,000 blocks have run (`exhausted`).
- (void)run {
	unsigned long ran = 0;
	while (_queue.count > 0) {
		if (++ran > 100000) { self.exhausted = YES; return; }
		NSUInteger next = 0;
		for (NSUInteger i = 1; i < _queue.count; i++) {
			DVAction *a = _queue[i], *b = _queue[next];
			if (a.tick < b.tick || (a.tick == b.tick && a.order < b.order)) next = i;
		}
		DVAction *action = _queue[next];
		[_queue removeObjectAtIndex:next];
		if (action.cancelled) continue;
		self.clock = action.tick;
		BOOL outer = self.inHop;
		self.inHop = action.hop;
		[self performAsCurrentScheduler:action.block];
		self.inHop = outer;
	}
}
@end

#pragma mark The log

// What a case did: the events the pipeline sent, and each source's subscriptions.
@interface DVLog : NSObject
@property (nonatomic, strong) NSMutableArray<NSString *> *events;
@property (nonatomic, strong) NSMutableArray<NSString *> *order;
@property (nonatomic, strong) NSMutableArray<NSMutableArray<NSMutableArray<NSNumber *> *> *> *windows;
@end
@implementation DVLog
@end

#pragma mark Sources

// A hot or cold source of a case. Its error is an NSError whose code is its index.
@interface DVSource : NSObject
- (instancetype)initWithIndex:(NSInteger)index description:(NSDictionary *)source scheduler:(DVScheduler *)scheduler log:(DVLog *)log;
@property (nonatomic, readonly) RACSignal *signal;
@end

@interface DVHotSubscription : NSObject
@property (nonatomic, strong) id<RACSubscriber> subscriber;
@property (nonatomic) BOOL active;
@end
@implementation DVHotSubscription
@end

static void sendEvent(id<RACSubscriber> subscriber, NSDictionary *event, NSInteger index) {
	NSString *kind = event[@"kind"];
	if ([kind isEqual:@"next"]) [subscriber sendNext:event[@"value"] ?: @0];
	else if ([kind isEqual:@"completed"]) [subscriber sendCompleted];
	else [subscriber sendError:[NSError errorWithDomain:@"differential" code:index userInfo:nil]];
}

@implementation DVSource {
	NSMutableArray<DVHotSubscription *> *_subscribers;
}

- (instancetype)initWithIndex:(NSInteger)index description:(NSDictionary *)source scheduler:(DVScheduler *)scheduler log:(DVLog *)log {
	self = [super init];
	NSArray<NSDictionary *> *events = source[@"events"];
	BOOL hot = [source[@"hot"] boolValue];
	[log.windows addObject:[NSMutableArray array]];
	NSMutableArray *subscribers = _subscribers = [NSMutableArray array];
	// Logs a subscription, and its release when the returned block runs.
	NSMutableArray * (^opened)(void) = ^{
		[log.order addObject:[NSString stringWithFormat:@"+s%ld@%ld", (long)index, scheduler.clock]];
		NSMutableArray *window = [NSMutableArray arrayWithObjects:@(scheduler.clock), @(-1), nil];
		[log.windows[index] addObject:window];
		return window;
	};
	void (^closed)(NSMutableArray *) = ^(NSMutableArray *window) {
		[log.order addObject:[NSString stringWithFormat:@"-s%ld@%ld", (long)index, scheduler.clock]];
		window[1] = @(scheduler.clock);
	};
	if (hot) {
		// Events at absolute ticks, to the subscribers present, in subscription order.
		for (NSDictionary *event in events) {
			[scheduler at:[event[@"tick"] longValue] root:^{
				for (DVHotSubscription *subscription in [subscribers copy]) {
					if (subscription.active) sendEvent(subscription.subscriber, event, index);
				}
			}];
		}
		_signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
			NSMutableArray *window = opened();
			DVHotSubscription *subscription = [DVHotSubscription new];
			subscription.subscriber = subscriber;
			subscription.active = YES;
			[subscribers addObject:subscription];
			return [RACDisposable disposableWithBlock:^{
				subscription.active = NO;
				[subscribers removeObject:subscription];
				closed(window);
			}];
		}];
	} else {
		// Events at ticks counted from each subscription.
		_signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
			NSMutableArray *window = opened();
			RACCompoundDisposable *pending = [RACCompoundDisposable compoundDisposable];
			long start = scheduler.clock;
			for (NSDictionary *event in events) {
				[pending addDisposable:[scheduler at:start + [event[@"tick"] longValue] root:^{ sendEvent(subscriber, event, index); }]];
			}
			return [RACDisposable disposableWithBlock:^{
				[pending dispose];
				closed(window);
			}];
		}];
	}
	return self;
}
@end

#pragma mark Stages

static NSInteger argument(NSDictionary *stage, NSUInteger index, NSInteger fallback) {
	NSArray *arguments = stage[@"arguments"];
	return index < arguments.count ? [arguments[index] integerValue] : fallback;
}

static RACSignal *plus(RACSignal *signal, NSInteger k) {
	return [signal map:^id(NSNumber *x) { return @(x.integerValue + k); }];
}

// Subscribed twice and merged, the second copy + 100: how a multicast is read.
static RACSignal *twice(RACSignal *shared) {
	return [RACSignal merge:@[shared, plus(shared, 100)]];
}

// Logs a side effect among the case's events (set by runCase for each case).
static void (^sideEffect)(NSString *);

static RACSignal *apply(NSDictionary *stage, RACSignal *up, NSArray<RACSignal *> *sources, DVScheduler *scheduler) {
	NSString *name = stage[@"name"];
	RACSignal *other = sources[[stage[@"source"] integerValue]];
	if ([name isEqual:@"map"]) return plus(up, argument(stage, 0, 1));
	if ([name isEqual:@"filter"]) {
		NSInteger m = MAX(1, argument(stage, 0, 1)), r = argument(stage, 1, 0);
		return [up filter:^BOOL(NSNumber *x) { return x.integerValue % m == r; }];
	}
	if ([name isEqual:@"scan"]) {
		return [up scanWithStart:@(argument(stage, 0, 0)) reduce:^id(NSNumber *a, NSNumber *x) { return @(a.integerValue + x.integerValue); }];
	}
	if ([name isEqual:@"take"]) return [up take:(NSUInteger)argument(stage, 0, 1)];
	if ([name isEqual:@"skip"]) return [up skip:(NSUInteger)argument(stage, 0, 1)];
	if ([name isEqual:@"takeLast"]) return [up takeLast:(NSUInteger)argument(stage, 0, 1)];
	if ([name isEqual:@"takeWhile"]) {
		NSInteger k = argument(stage, 0, 1);
		return [up takeWhileBlock:^BOOL(NSNumber *x) { return x.integerValue < k; }];
	}
	if ([name isEqual:@"skipWhile"]) {
		NSInteger k = argument(stage, 0, 1);
		return [up skipWhileBlock:^BOOL(NSNumber *x) { return x.integerValue < k; }];
	}
	if ([name isEqual:@"reduce"]) {
		return [up aggregateWithStart:@(argument(stage, 0, 0)) reduce:^id(NSNumber *a, NSNumber *x) { return @(a.integerValue + x.integerValue); }];
	}
	if ([name isEqual:@"observeOn"]) return [up deliverOn:scheduler];
	if ([name isEqual:@"subscribeOn"]) return [up subscribeOn:scheduler];
	if ([name isEqual:@"distinctUntilChanged"]) return [up distinctUntilChanged];
	if ([name isEqual:@"startWith"]) return [up startWith:@(argument(stage, 0, 1))];
	if ([name isEqual:@"merge"]) return [up merge:other];
	if ([name isEqual:@"concat"]) return [up concat:other];
	if ([name isEqual:@"flatMap"]) return [up flattenMap:^RACSignal *(NSNumber *x) { return plus(other, x.integerValue); }];
	if ([name isEqual:@"concatMap"]) return [[up map:^id(NSNumber *x) { return plus(other, x.integerValue); }] concat];
	if ([name isEqual:@"switchLatest"]) return [[up map:^id(NSNumber *x) { return plus(other, x.integerValue); }] switchToLatest];
	if ([name isEqual:@"combineLatest"]) {
		return [RACSignal combineLatest:@[up, other] reduce:^id(NSNumber *a, NSNumber *b) { return @(a.integerValue * 10 + b.integerValue); }];
	}
	if ([name isEqual:@"zip"]) {
		return [RACSignal zip:@[up, other] reduce:^id(NSNumber *a, NSNumber *b) { return @(a.integerValue * 10 + b.integerValue); }];
	}
	if ([name isEqual:@"sample"]) return [up sample:other];
	if ([name isEqual:@"takeUntil"]) return [up takeUntil:other];
	if ([name isEqual:@"catch"]) return [up catch:^RACSignal *(NSError *error) { return other; }];
	if ([name isEqual:@"retry"]) return [up retry:MAX(2, argument(stage, 0, 1)) - 1];
	if ([name isEqual:@"materialize"]) return [[up materialize] dematerialize];
	if ([name isEqual:@"delay"]) return [up delay:argument(stage, 0, 1)];
	if ([name isEqual:@"debounce"]) return [up throttle:argument(stage, 0, 1)];
	if ([name isEqual:@"buffer"]) {
		return [[up bufferWithTime:argument(stage, 0, 1) onScheduler:scheduler] map:^id(RACTuple *buffer) {
			NSInteger sum = 0;
			for (NSNumber *x in buffer) sum += x.integerValue;
			return @(sum);
		}];
	}
	if ([name isEqual:@"share"]) return twice([[up publish] autoconnect]);
	if ([name isEqual:@"replay"]) return twice([up replay]);
	if ([name isEqual:@"replayLast"]) return twice([up replayLast]);
	if ([name isEqual:@"replayLazily"]) return twice([up replayLazily]);
	if ([name isEqual:@"publishConnected"]) {
		RACMulticastConnection *connection = [up publish];
		[connection connect];
		return twice(connection.signal);
	}
	if ([name isEqual:@"behavior"]) {
		return twice([[up multicast:[RACBehaviorSubject behaviorSubjectWithDefaultValue:@(argument(stage, 0, 0))]] autoconnect]);
	}
	if ([name isEqual:@"replaySubject"]) {
		return twice([[up multicast:[RACReplaySubject replaySubjectWithCapacity:(NSUInteger)argument(stage, 0, 1)]] autoconnect]);
	}
	if ([name isEqual:@"takeUntilReplacement"]) return [up takeUntilReplacement:other];
	if ([name isEqual:@"then"]) return [up then:^RACSignal *{ return other; }];
	if ([name isEqual:@"ignoreValues"]) return [[up ignoreValues] concat:[RACSignal return:@0]];
	if ([name isEqual:@"flatten2"]) return [[up map:^id(NSNumber *x) { return plus(other, x.integerValue); }] flatten:2];
	if ([name isEqual:@"collect"]) {
		return [[up collect] map:^id(NSArray *values) {
			NSInteger sum = 0;
			for (NSNumber *x in values) sum += x.integerValue;
			return @(sum);
		}];
	}
	if ([name isEqual:@"combinePrevious"]) {
		return [up combinePreviousWithStart:@(argument(stage, 0, 0)) reduce:^id(NSNumber *previous, NSNumber *x) { return @(previous.integerValue * 10 + x.integerValue); }];
	}
	if ([name isEqual:@"takeUntilBlock"]) {
		NSInteger k = argument(stage, 0, 1);
		return [up takeUntilBlock:^BOOL(NSNumber *x) { return x.integerValue >= k; }];
	}
	if ([name isEqual:@"skipUntilBlock"]) {
		NSInteger k = argument(stage, 0, 1);
		return [up skipUntilBlock:^BOOL(NSNumber *x) { return x.integerValue >= k; }];
	}
	if ([name isEqual:@"any"]) {
		NSInteger k = argument(stage, 0, 1);
		return [[up any:^BOOL(NSNumber *x) { return x.integerValue >= k; }] map:^id(NSNumber *b) { return @(b.boolValue ? 1 : 0); }];
	}
	if ([name isEqual:@"finally"]) return [up finally:^{ sideEffect(@"F"); }];
	if ([name isEqual:@"initially"]) return [up initially:^{ sideEffect(@"I"); }];
	if ([name isEqual:@"doCompleted"]) return [[up doCompleted:^{ sideEffect(@"C"); }] doError:^(NSError *error) { sideEffect(@"E"); }];
	if ([name isEqual:@"all"]) {
		NSInteger k = argument(stage, 0, 1);
		return [[up all:^BOOL(NSNumber *x) { return x.integerValue < k; }] map:^id(NSNumber *b) { return @(b.boolValue ? 1 : 0); }];
	}
	if ([name isEqual:@"ignore"]) return [up ignore:@(argument(stage, 0, 1))];
	if ([name isEqual:@"tryMap"]) {
		NSInteger k = argument(stage, 0, 1);
		return [up tryMap:^id(NSNumber *x, NSError **error) {
			if (x.integerValue != k) return @(x.integerValue * 2);
			if (error != NULL) *error = [NSError errorWithDomain:@"differential" code:9 userInfo:nil];
			return nil;
		}];
	}
	if ([name isEqual:@"throttleWhere"]) {
		return [up throttle:argument(stage, 0, 1) valuesPassingTest:^BOOL(NSNumber *x) { return x.integerValue % 2 == 0; }];
	}
	if ([name isEqual:@"timeout"]) return [up timeout:argument(stage, 0, 1) onScheduler:scheduler];
	[NSException raise:@"DifferentialUnknownStage" format:@"no stage named %@", name];
	return nil;
}

#pragma mark Running a case

static NSString *describeError(NSError *error) {
	if ([error.domain isEqual:@"differential"]) return [NSString stringWithFormat:@"e%ld", (long)error.code];
	if ([error.domain isEqual:RACSignalErrorDomain] && error.code == RACSignalErrorTimedOut) return @"eT";
	return [NSString stringWithFormat:@"e?%@/%ld", error.domain, (long)error.code];
}

static NSString *runCase(NSDictionary *generated) {
	DVScheduler *scheduler = [DVScheduler new];
	DVLog *log = [DVLog new];
	log.events = [NSMutableArray array];
	log.order = [NSMutableArray array];
	log.windows = [NSMutableArray array];
	NSMutableArray<RACSignal *> *sources = [NSMutableArray array];
	NSInteger index = 0;
	for (NSDictionary *source in generated[@"sources"]) {
		[sources addObject:[[DVSource alloc] initWithIndex:index++ description:source scheduler:scheduler log:log].signal];
	}
	void (^event)(NSString *) = ^(NSString *text) {
		[log.events addObject:[NSString stringWithFormat:@"%@@%ld%@", text, scheduler.clock, scheduler.inHop ? @"'" : @""]];
	};
	sideEffect = event;
	__block RACSignal *signal;
	__block RACDisposable *subscription;
	NSNumber *disposeAt = generated[@"disposeAt"];
	[scheduler at:100 root:^{
		RACSignal *up = sources[0];
		for (NSDictionary *stage in generated[@"stages"]) up = apply(stage, up, sources, scheduler);
		signal = up;
	}];
	[scheduler at:200 root:^{
		subscription = [signal subscribeNext:^(NSNumber *x) {
			event(x.stringValue);
		} error:^(NSError *error) {
			event(describeError(error));
		} completed:^{
			event(@"|");
		}];
	}];
	[scheduler at:([disposeAt isKindOfClass:NSNumber.class] ? disposeAt.longValue : 1000) root:^{ [subscription dispose]; }];
	@try {
		[scheduler run];
		if (scheduler.exhausted) event(@"!exhausted");
	} @catch (NSException *exception) {
		event([@"!" stringByAppendingString:exception.name]);
	}
	NSMutableArray *windows = [NSMutableArray array];
	for (NSUInteger i = 0; i < log.windows.count; i++) {
		NSMutableArray *parts = [NSMutableArray array];
		for (NSArray<NSNumber *> *w in log.windows[i]) {
			[parts addObject:[NSString stringWithFormat:@"%@-%@", w[0], [w[1] longValue] < 0 ? @"∞" : w[1].stringValue]];
		}
		[windows addObject:[NSString stringWithFormat:@"s%lu[%@]", (unsigned long)i, [parts componentsJoinedByString:@","]]];
	}
	return [NSString stringWithFormat:@"events: %@ | windows: %@ | order: %@",
		[log.events componentsJoinedByString:@" "], [windows componentsJoinedByString:@" "], [log.order componentsJoinedByString:@" "]];
}

// The one argument is the index of the first case read (run.sh restarts the runner
// after a crash).
int main(int argc, char **argv) {
	setvbuf(stdout, NULL, _IOLBF, 0);
	@autoreleasepool {
		char *line = NULL;
		size_t capacity = 0;
		ssize_t length;
		long index = argc > 1 ? atol(argv[1]) : 0;
		while ((length = getline(&line, &capacity, stdin)) > 0) {
			if (length <= 1) continue;
			@autoreleasepool {
				NSData *data = [NSData dataWithBytes:line length:(NSUInteger)length];
				NSDictionary *generated = [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL];
				NSString *outcome = generated ? runCase(generated) : @"events: !unreadable | windows:  | order: ";
				printf("%ld\t%s\n", index++, outcome.UTF8String);
			}
		}
		free(line);
		fflush(stdout);
	}
	return 0;
}
