// A ReactiveObjC view model in Objective-C, as it exists before porting.
// Its Swift port on RACBridge is SearchViewModel.swift, next to it.
#import <Foundation/Foundation.h>
#import <ReactiveObjC/ReactiveObjC.h>

@interface RACSearchViewModel : NSObject
@property (nonatomic, copy) NSString *query;
@property (nonatomic, copy, readonly) NSArray<NSString *> *results;
@property (nonatomic, strong, readonly) RACCommand<NSString *, NSArray<NSString *> *> *searchCommand;
@property (nonatomic, strong, readonly) RACSignal<NSString *> *statusSignal;
- (instancetype)initWithSearch:(RACSignal<NSArray<NSString *> *> *(^)(NSString *query))search;
@end
