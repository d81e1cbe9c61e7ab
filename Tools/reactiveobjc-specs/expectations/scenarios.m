// Scenarios from ReactiveObjC's specs, run on the oracle to get the expected
// values of RACBridge's tests in Tests/RACBridgeTests/RACOracleSpecTests.swift.
// Each scenario prints one line: its name, then every event in order.
//
//   $PREFIX/bin/rac-oracle-cc scenarios.m -o scenarios && ./scenarios
//
// Written for this project; run it on the fixed libraries (../README.md) when a
// scenario uses RACTestScheduler's -schedule:.

#import <ReactiveObjC/ReactiveObjC.h>

static NSMutableArray<NSString *> *logLines;

static void record(NSString *line) {
	[logLines addObject:line];
}

static NSString *text(id value) {
	if (value == nil) return @"nil";
	if ([value isKindOfClass:RACTuple.class]) {
		NSMutableArray *parts = [NSMutableArray array];
		for (id item in (RACTuple *)value) [parts addObject:text(item)];
		return [NSString stringWithFormat:@"(%@)", [parts componentsJoinedByString:@","]];
	}
	if ([value isKindOfClass:NSError.class]) return [NSString stringWithFormat:@"error(%ld)", (long)[value code]];
	return [value description];
}

static RACDisposable *subscribeLogging(RACSignal *signal, NSString *prefix) {
	return [signal subscribeNext:^(id x) {
		record([NSString stringWithFormat:@"%@next %@", prefix, text(x)]);
	} error:^(NSError *error) {
		record([NSString stringWithFormat:@"%@%@", prefix, text(error)]);
	} completed:^{
		record([NSString stringWithFormat:@"%@completed", prefix]);
	}];
}

static void scenario(NSString *name, void (^body)(void)) {
	logLines = [NSMutableArray array];
	@autoreleasepool {
		body();
	}
	printf("%s: %s\n", name.UTF8String, [logLines componentsJoinedByString:@"; "].UTF8String);
}

static NSError *failure(void) {
	return [NSError errorWithDomain:@"scenario" code:7 userInfo:nil];
}

static void sendValues(RACSubject *subject, NSArray *values, BOOL fail) {
	for (id value in values) [subject sendNext:value];
	if (fail) [subject sendError:failure()];
	else [subject sendCompleted];
}

int main(void) {
	@autoreleasepool {
		// +zip: which end wins, by time and by position.
		NSArray *cases = @[
			@[ @"zip.errorFirstAtShorterSide", @1, @2, @YES, @2, @3, @NO ],
			@[ @"zip.errorFirstAtLongerSide", @1, @3, @YES, @2, @2, @NO ],
			@[ @"zip.completionFirstAtLongerSide", @2, @3, @NO, @1, @2, @YES ],
			@[ @"zip.completionFirstAtShorterSide", @2, @2, @NO, @1, @3, @YES ],
		];
		for (NSArray *c in cases) {
			scenario(c[0], ^{
				RACSubject *s1 = [RACSubject subject], *s2 = [RACSubject subject];
				subscribeLogging([RACSignal zip:@[ s1, s2 ]], @"");
				RACSubject *first = [c[1] intValue] == 1 ? s1 : s2;
				RACSubject *second = first == s1 ? s2 : s1;
				NSArray *firstValues = [c[2] intValue] == 2 ? @[ @1, @2 ] : @[ @1, @2, @3 ];
				NSArray *secondValues = [c[5] intValue] == 2 ? @[ @1, @2 ] : @[ @1, @2, @3 ];
				sendValues(first, firstValues, [c[3] boolValue]);
				sendValues(second, secondValues, [c[6] boolValue]);
			});
		}

		// +zip: completes as soon as no new tuple is possible.
		scenario(@"zip.completesWhenNoMoreTuples", ^{
			RACSubject *s1 = [RACSubject subject], *s2 = [RACSubject subject];
			subscribeLogging([RACSignal zip:@[ s1, s2 ]], @"");
			[s1 sendNext:@1]; [s2 sendNext:@1];
			[s1 sendNext:@2]; [s1 sendCompleted];
			record(@"-");
			[s2 sendNext:@2];
			record(@"-");
			[s2 sendNext:@3];
		});

		// +combineLatest: of no signals.
		scenario(@"combineLatest.none", ^{
			subscribeLogging([RACSignal combineLatest:@[]], @"");
		});

		// One side-effecting signal combined or zipped with itself.
		scenario(@"combineLatest.sameSideEffectingSignal", ^{
			__block int subscriptions = 0;
			RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
				subscriptions++;
				[subscriber sendNext:@(subscriptions)];
				[subscriber sendNext:@(subscriptions * 10)];
				[subscriber sendCompleted];
				return nil;
			}];
			subscribeLogging([RACSignal combineLatest:@[ signal, signal ]], @"");
			record([NSString stringWithFormat:@"subscriptions %d", subscriptions]);
		});
		scenario(@"zip.sameSideEffectingSignal", ^{
			__block int subscriptions = 0;
			RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
				subscriptions++;
				[subscriber sendNext:@(subscriptions)];
				[subscriber sendNext:@(subscriptions * 10)];
				[subscriber sendCompleted];
				return nil;
			}];
			subscribeLogging([RACSignal zip:@[ signal, signal, signal ]], @"");
			record([NSString stringWithFormat:@"subscriptions %d", subscriptions]);
		});

		// A subject fed by several signals ends at the first end, disposes every
		// subscription feeding it, and any made later.
		for (NSString *end in @[ @"completed", @"error" ]) {
			scenario([NSString stringWithFormat:@"subject.feeds.%@", end], ^{
				RACSubject *subject = [RACSubject subject];
				subscribeLogging(subject, @"");
				RACSubject *a = [RACSubject subject], *b = [RACSubject subject];
				[[a doNext:^(id x) {}] subscribe:subject];
				[[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
					[b subscribe:subscriber];
					return [RACDisposable disposableWithBlock:^{ record(@"b disposed"); }];
				}] subscribe:subject];
				[a sendNext:@1];
				[b sendNext:@2];
				if ([end isEqual:@"error"]) [a sendError:failure()];
				else [a sendCompleted];
				[b sendNext:@3];
				[b sendCompleted];
				[[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
					record(@"late subscribed");
					[subscriber sendNext:@4];
					return [RACDisposable disposableWithBlock:^{ record(@"late disposed"); }];
				}] subscribe:subject];
			});
		}

		// RACSerialDisposable: swapping in after disposal.
		scenario(@"serialDisposable.swapInAfterDisposal", ^{
			RACSerialDisposable *serial = [RACSerialDisposable serialDisposableWithDisposable:[RACDisposable disposableWithBlock:^{ record(@"first disposed"); }]];
			[serial dispose];
			RACDisposable *previous = [serial swapInDisposable:[RACDisposable disposableWithBlock:^{ record(@"second disposed"); }]];
			record([NSString stringWithFormat:@"swap returned %@", previous == nil ? @"nil" : @"a disposable"]);
			record([NSString stringWithFormat:@"disposable now %@", serial.disposable == nil ? @"nil" : @"set"]);
		});

		// RACMulticastConnection: -connect gives one disposable for every call.
		scenario(@"multicast.connectTwice", ^{
			__block int subscriptions = 0;
			RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
				subscriptions++;
				return [RACDisposable disposableWithBlock:^{ record(@"source disposed"); }];
			}];
			RACMulticastConnection *connection = [signal publish];
			RACDisposable *d1 = [connection connect];
			RACDisposable *d2 = [connection connect];
			record([NSString stringWithFormat:@"same disposable %@, subscriptions %d", d1 == d2 ? @"yes" : @"no", subscriptions]);
			[d1 dispose];
			[connection connect];
			record([NSString stringWithFormat:@"after disposal and connect: subscriptions %d", subscriptions]);
		});

		// -replayLazily keeps its subscription and replays after its subscribers left.
		scenario(@"replayLazily.afterDisposal", ^{
			RACSubject *subject = [RACSubject subject];
			__block int subscriptions = 0;
			RACSignal *replayed = [[RACSignal defer:^RACSignal *{
				subscriptions++;
				return subject;
			}] replayLazily];
			RACDisposable *first = subscribeLogging(replayed, @"A ");
			[subject sendNext:@1];
			[first dispose];
			[subject sendNext:@2];
			subscribeLogging(replayed, @"B ");
			[subject sendCompleted];
			record([NSString stringWithFormat:@"subscriptions %d", subscriptions]);
		});

		// RACReplaySubject with a capacity of 1.
		scenario(@"replaySubject.capacity1", ^{
			RACReplaySubject *subject = [RACReplaySubject replaySubjectWithCapacity:1];
			subscribeLogging(subject, @"A ");
			[subject sendNext:@1];
			[subject sendNext:@2];
			subscribeLogging(subject, @"B ");
			[subject sendError:failure()];
			subscribeLogging(subject, @"C ");
		});

		// RACTestScheduler: the order in which -step runs what was scheduled.
		scenario(@"testScheduler.order", ^{
			RACTestScheduler *scheduler = [[RACTestScheduler alloc] init];
			[scheduler afterDelay:100 schedule:^{ record(@"delay 100"); }];
			[scheduler afterDelay:50 schedule:^{
				record(@"delay 50");
				[scheduler schedule:^{ record(@"scheduled from delay 50"); }];
				[scheduler afterDelay:60 schedule:^{ record(@"delay 60 from delay 50"); }];
			}];
			[scheduler schedule:^{ record(@"scheduled 1"); }];
			[scheduler schedule:^{ record(@"scheduled 2"); }];
			[scheduler after:[NSDate distantFuture] schedule:^{ record(@"distant future"); }];
			for (int i = 0; i < 7; i++) {
				[scheduler step];
				record(@"|");
			}
			scheduler = nil;
		});
		scenario(@"testScheduler.repeating", ^{
			RACTestScheduler *scheduler = [[RACTestScheduler alloc] init];
			[scheduler after:[NSDate dateWithTimeIntervalSinceNow:20] repeatingEvery:5 withLeeway:0 schedule:^{ record(@"every 5"); }];
			[scheduler after:[NSDate dateWithTimeIntervalSinceNow:22] repeatingEvery:10 withLeeway:0 schedule:^{ record(@"every 10"); }];
			for (int i = 0; i < 5; i++) {
				[scheduler step];
				record(@"|");
			}
			// ReactiveObjC's test scheduler runs what is still queued when it is
			// deallocated (without rescheduling the repeating blocks).
			record(@"releasing the scheduler");
			scheduler = nil;
		});

		// -takeUntil: with a trigger that sends while being subscribed.
		scenario(@"takeUntil.triggerSendsAtOnce", ^{
			RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
				record(@"source subscribed");
				[subscriber sendNext:@1];
				return nil;
			}];
			subscribeLogging([source takeUntil:[RACSignal return:@0]], @"");
		});

		// -concat of a signal of signals sent later, and its disposal.
		scenario(@"concat.signalsSentLater", ^{
			RACSubject *outer = [RACSubject subject];
			RACSubject *a = [RACSubject subject], *b = [RACSubject subject];
			RACSignal *(^tracked)(RACSubject *, NSString *) = ^(RACSubject *inner, NSString *name) {
				return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
					record([NSString stringWithFormat:@"%@ subscribed", name]);
					RACDisposable *d = [inner subscribe:subscriber];
					return [RACDisposable disposableWithBlock:^{
						[d dispose];
						record([NSString stringWithFormat:@"%@ disposed", name]);
					}];
				}];
			};
			RACDisposable *d = subscribeLogging([outer concat], @"");
			[outer sendNext:tracked(a, @"a")];
			[outer sendNext:tracked(b, @"b")];
			[a sendNext:@1];
			[b sendNext:@2];
			[a sendCompleted];
			[b sendNext:@3];
			[outer sendCompleted];
			[d dispose];
			[b sendNext:@4];
		});

		// RACDisposable is not disposed when it is deallocated.
		scenario(@"disposable.deallocation", ^{
			@autoreleasepool {
				RACDisposable *d = [RACDisposable disposableWithBlock:^{ record(@"disposed"); }];
				(void)d;
			}
			record(@"released");
		});

		// RACCommand on the main thread: the order in which one failing execution
		// reaches execute's result, executionSignals, errors, executing and
		// enabled, before and after the main run loop turns.
		scenario(@"command.failingExecution", ^{
			RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
				return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
					record(@"work subscribed");
					[subscriber sendNext:input];
					[subscriber sendError:failure()];
					return nil;
				}];
			}];
			[command.executing subscribeNext:^(id x) { record([NSString stringWithFormat:@"executing %@", text(x)]); }];
			[command.enabled subscribeNext:^(id x) { record([NSString stringWithFormat:@"enabled %@", text(x)]); }];
			[command.errors subscribeNext:^(id x) { record([NSString stringWithFormat:@"errors %@", text(x)]); }];
			[command.executionSignals subscribeNext:^(RACSignal *inner) {
				record(@"executionSignals inner");
				subscribeLogging(inner, @"inner ");
			}];
			subscribeLogging([command execute:@5], @"result ");
			record(@"run loop");
			for (int i = 0; i < 5; i++) {
				[[NSRunLoop mainRunLoop] runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:0.02]];
			}
		});

		// A subscription's disposable reads as disposed once the subscriber has
		// received its end, at once, also inside flatten.
		scenario(@"disposable.disposedAtTheEnd", ^{
			RACSubject *subject = [RACSubject subject];
			RACDisposable *d = [subject subscribeNext:^(id x) {}];
			record([NSString stringWithFormat:@"subject before end %d", d.disposed]);
			[subject sendCompleted];
			record([NSString stringWithFormat:@"subject after end %d", d.disposed]);
			RACDisposable *e = [[RACSignal error:failure()] subscribeError:^(NSError *error) {}];
			record([NSString stringWithFormat:@"error signal %d", e.disposed]);

			RACSubject *signals = [RACSubject subject];
			RACSubject *first = [RACSubject subject];
			__block RACDisposable *flattened = nil;
			flattened = [[signals flatten:1] subscribeCompleted:^{ record(@"flatten completed"); }];
			RACSignal *last = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
				record([NSString stringWithFormat:@"last inner subscribed, disposed %d", flattened.disposed]);
				[subscriber sendCompleted];
				record([NSString stringWithFormat:@"last inner completed, disposed %d", flattened.disposed]);
				return nil;
			}];
			[signals sendNext:first];
			[signals sendNext:last];
			[signals sendCompleted];
			record([NSString stringWithFormat:@"outer completed, disposed %d", flattened.disposed]);
			[first sendCompleted];
			record([NSString stringWithFormat:@"end, disposed %d", flattened.disposed]);
		});
	}
	return 0;
}
