// SpecKit's internals, shared by SpecKit.m and the runner (SpecKitMain.m).

#import "SpecKit.h"

NS_ASSUME_NONNULL_BEGIN

@interface SKGroupNode : NSObject
@property (nonatomic, copy, readonly) NSString *name;
/// Strong: a group holds its ancestors (nothing holds a group's children).
@property (nonatomic, strong, readonly, nullable) SKGroupNode *parent;
@property (nonatomic, strong, readonly) NSMutableArray *beforeEach;
@property (nonatomic, strong, readonly) NSMutableArray *afterEach;
- (instancetype)initWithName:(NSString *)name parent:(nullable SKGroupNode *)parent;
@end

@interface SKExampleNode : NSObject
@property (nonatomic, copy) NSString *name;
@property (nonatomic, strong) SKGroupNode *group;
@property (nonatomic, copy) void (^block)(void);
@property (nonatomic, copy) NSString *file;
@property (nonatomic) int line;
/// The spec instance whose -spec declared it (the `self` of its blocks).
@property (nonatomic, strong) QuickSpec *spec;
/// "SpecClass | describe | context | it".
@property (nonatomic, readonly) NSString *fullName;
@end

@interface SKWorld : NSObject
+ (instancetype)shared;
@property (nonatomic, strong, nullable) SKGroupNode *currentGroup;
@property (nonatomic, strong, nullable) QuickSpec *currentSpec;
@property (nonatomic, strong, readonly) NSMutableArray<SKExampleNode *> *examples;
@property (nonatomic, strong, readonly) NSMutableDictionary<NSString *, QCKDSLSharedExampleBlock> *sharedExamples;
@property (nonatomic, strong, readonly) NSMutableArray *beforeSuite;
@property (nonatomic, strong, readonly) NSMutableArray *afterSuite;
/// The running example's failures, "File.m:12: expected …".
@property (nonatomic, strong, readonly) NSMutableArray<NSString *> *failures;
@end

NSString *SKDescribe(id _Nullable value);

NS_ASSUME_NONNULL_END
