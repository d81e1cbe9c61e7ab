// Stand-in for Apple's Foundation headers: the Objective-C classes, functions and
// constants ReactiveBridge uses, with Apple's selectors, nullability, availability and
// Sendable marks. Swift names that differ from the Objective-C ones are in
// Foundation.apinotes (next to module.modulemap); Swift-only value types (Date, Data,
// URL, URLRequest, Notification...) are in stand-ins/Foundation/*.swift.
// Key-value observing is in NSKeyValueObserving.h. See Tools/apple-check/README.md.
#ifndef APPLECHECK_FOUNDATION_H
#define APPLECHECK_FOUNDATION_H

#import <objc/ObjectiveC.h>

#pragma clang assume_nonnull begin

#define AC_AVAILABLE(_mac, _ios, _tv, _watch) \
    __attribute__((availability(macos, introduced=_mac), availability(ios, introduced=_ios), \
                   availability(tvos, introduced=_tv), availability(watchos, introduced=_watch)))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_TYPED_ENUM __attribute__((swift_wrapper(enum)))

typedef double NSTimeInterval;

// NSString.h, NSArray.h, NSDictionary.h, NSDate.h, NSData.h, NSURL.h, NSURLRequest.h:
// the classes Swift's String, Array, Dictionary and the overlay's value types bridge to.
@interface NSString : NSObject
@end
typedef NS_OPTIONS(NSUInteger, NSStringCompareOptions) {
    NSCaseInsensitiveSearch = 1,
};
@interface NSArray<__covariant ObjectType> : NSObject
@end
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
@end
@interface NSDate : NSObject
@end
@interface NSData : NSObject
@end
@interface NSURL : NSObject
@end
typedef NS_ENUM(NSUInteger, NSURLRequestCachePolicy) {
    NSURLRequestUseProtocolCachePolicy = 0,
};
@interface NSURLRequest : NSObject
@end
// NSIndexPath.h: bridged to IndexPath (UIKit's table, collection and picker views address rows with it).
@interface NSIndexPath : NSObject
@end
// NSAttributedString.h: the type of UIKit's and AppKit's attributed-text properties.
@interface NSAttributedString : NSObject
@end
// NSAttributedString.h: the superclass of UIKit's NSTextStorage.
@interface NSMutableAttributedString : NSAttributedString
@end
// NSRange.h: a range of characters (UIKit's text delegates pass one).
typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;

// NSLock.h
@protocol NSLocking
- (void)lock;
- (void)unlock;
@end

NS_SWIFT_SENDABLE
@interface NSLock : NSObject <NSLocking>
- (BOOL)tryLock;
@end

NS_SWIFT_SENDABLE
@interface NSCondition : NSObject <NSLocking>
- (void)wait;
- (BOOL)waitUntilDate:(NSDate *)limit;
- (void)signal;
- (void)broadcast;
@end

// NSError.h
typedef NSString *NSErrorDomain;
typedef NSString *NSErrorUserInfoKey;

@interface NSError : NSObject
- (instancetype)initWithDomain:(NSErrorDomain)domain code:(NSInteger)code
                      userInfo:(nullable NSDictionary<NSErrorUserInfoKey, id> *)dict;
@property (readonly, copy) NSErrorDomain domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSErrorUserInfoKey, id> *userInfo;
@end

extern NSErrorUserInfoKey const NSLocalizedDescriptionKey;

// NSURLError.h
extern NSErrorDomain const NSURLErrorDomain;
enum __attribute__((ns_error_domain(NSURLErrorDomain))) : NSInteger {
    NSURLErrorCancelled = -999,
};

// NSNotification.h
typedef NSString *NSNotificationName NS_TYPED_EXTENSIBLE_ENUM;

@class NSOperationQueue;

@interface NSNotification : NSObject
@property (readonly, copy) NSNotificationName name;
@property (nullable, readonly, retain) id object;
@end

NS_SWIFT_SENDABLE
@interface NSNotificationCenter : NSObject
@property (class, readonly, strong) NSNotificationCenter *defaultCenter;
- (id <NSObject>)addObserverForName:(nullable NSNotificationName)name object:(nullable id)obj
                              queue:(nullable NSOperationQueue *)queue
                         usingBlock:(void (NS_SWIFT_SENDABLE ^)(NSNotification *notification))block
    AC_AVAILABLE(10.6, 4.0, 9.0, 2.0);
- (void)removeObserver:(id)observer;
@end

// NSOperation.h
typedef NS_ENUM(NSInteger, NSOperationQueuePriority) {
    NSOperationQueuePriorityVeryLow = -8L,
    NSOperationQueuePriorityLow = -4L,
    NSOperationQueuePriorityNormal = 0,
    NSOperationQueuePriorityHigh = 4,
    NSOperationQueuePriorityVeryHigh = 8
};

NS_SWIFT_SENDABLE
@interface NSOperation : NSObject
@property NSOperationQueuePriority queuePriority;
@property (readonly, getter=isCancelled) BOOL cancelled;
- (void)cancel;
@end

NS_SWIFT_SENDABLE
@interface NSBlockOperation : NSOperation
+ (instancetype)blockOperationWithBlock:(void (NS_SWIFT_SENDABLE ^)(void))block;
@end

NS_SWIFT_SENDABLE
@interface NSOperationQueue : NSObject
- (void)addOperation:(NSOperation *)op;
@end

// NSThread.h
NS_SWIFT_SENDABLE
@interface NSThread : NSObject
@property (class, readonly, strong) NSThread *currentThread;
@property (class, readonly) BOOL isMainThread;
@property (class, readonly, copy) NSArray<NSString *> *callStackSymbols;
+ (void)sleepUntilDate:(NSDate *)date;
@end

// NSRunLoop.h
typedef NSString *NSRunLoopMode NS_TYPED_EXTENSIBLE_ENUM;
extern NSRunLoopMode const NSDefaultRunLoopMode;

@interface NSRunLoop : NSObject
@property (class, readonly, strong) NSRunLoop *currentRunLoop;
@property (class, readonly, strong) NSRunLoop *mainRunLoop;
- (BOOL)runMode:(NSRunLoopMode)mode beforeDate:(NSDate *)limitDate;
- (void)runUntilDate:(NSDate *)limitDate;
@end

// NSFormatter.h, NSDateFormatter.h
@interface NSFormatter : NSObject
@end
@interface NSDateFormatter : NSFormatter
@property (null_resettable, copy) NSString *dateFormat;
- (NSString *)stringFromDate:(NSDate *)date;
@end

// NSJSONSerialization.h
typedef NS_OPTIONS(NSUInteger, NSJSONReadingOptions) {
    NSJSONReadingMutableContainers = (1UL << 0),
    NSJSONReadingMutableLeaves = (1UL << 1),
    NSJSONReadingFragmentsAllowed = (1UL << 2),
};

@interface NSJSONSerialization : NSObject
+ (nullable id)JSONObjectWithData:(NSData *)data options:(NSJSONReadingOptions)opt
                            error:(NSError **)error;
@end

// NSURLResponse.h, NSURLSession.h
@interface NSURLResponse : NSObject
@end
@interface NSHTTPURLResponse : NSURLResponse
@property (readonly) NSInteger statusCode;
@end

NS_SWIFT_SENDABLE
@interface NSURLSessionTask : NSObject
- (void)resume;
- (void)cancel;
@end
NS_SWIFT_SENDABLE
@interface NSURLSessionDataTask : NSURLSessionTask
@end

NS_SWIFT_SENDABLE
@interface NSURLSession : NSObject
@property (class, readonly, strong) NSURLSession *sharedSession;
- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request
    completionHandler:(void (NS_SWIFT_SENDABLE ^)(NSData * _Nullable data, NSURLResponse * _Nullable response,
                                                  NSError * _Nullable error))completionHandler;
@end

// NSBundle.h
@interface NSBundle : NSObject
@end

#pragma clang assume_nonnull end

#import <Foundation/NSKeyValueObserving.h>

#endif
