#import "RACSearchViewModel.h"

@interface RACSearchViewModel ()
@property (nonatomic, copy, readwrite) NSArray<NSString *> *results;
@end

@implementation RACSearchViewModel

- (instancetype)initWithSearch:(RACSignal<NSArray<NSString *> *> *(^)(NSString *query))search {
    self = [super init];
    if (self == nil) return nil;

    @weakify(self);
    RACSignal<NSString *> *queries = [[[RACObserve(self, query)
        map:^NSString *(NSString *query) {
            return [query stringByTrimmingCharactersInSet:NSCharacterSet.whitespaceCharacterSet];
        }]
        filter:^BOOL(NSString *query) {
            return query.length >= 2;
        }]
        distinctUntilChanged];

    RACSignal<NSNumber *> *enabled = [queries map:^NSNumber *(NSString *query) {
        return @(query.length >= 2);
    }];

    _searchCommand = [[RACCommand alloc] initWithEnabled:enabled signalBlock:^RACSignal *(NSString *query) {
        return [search(query) catchTo:[RACSignal return:@[]]];
    }];

    RAC(self, results) = [[self.searchCommand.executionSignals switchToLatest] startWith:@[]];

    [[[queries throttle:0.3] takeUntil:self.rac_willDeallocSignal] subscribeNext:^(NSString *query) {
        @strongify(self);
        [self.searchCommand execute:query];
    }];

    _statusSignal = [[RACSignal combineLatest:@[ self.searchCommand.executing, RACObserve(self, results) ]
                                       reduce:^NSString *(NSNumber *executing, NSArray *results) {
        return executing.boolValue ? @"Searching…" : [NSString stringWithFormat:@"%lu results", (unsigned long)results.count];
    }] deliverOnMainThread];

    return self;
}

@end
