// Stand-in for Apple's NSKeyValueObserving.h and the key-path part of NSKeyValueCoding.h:
// string-key-path KVO and KVC on NSObject, with Apple's selectors and nullability. The
// Swift key-path API (observe(_:options:changeHandler:), NSKeyValueObservation,
// NSKeyValueObservedChange) is in stand-ins/Foundation/NSKeyValueObserving.swift.
#ifndef APPLECHECK_NSKEYVALUEOBSERVING_H
#define APPLECHECK_NSKEYVALUEOBSERVING_H

#import <Foundation/Foundation.h>

#pragma clang assume_nonnull begin

typedef NS_OPTIONS(NSUInteger, NSKeyValueObservingOptions) {
    NSKeyValueObservingOptionNew = 0x01,
    NSKeyValueObservingOptionOld = 0x02,
    NSKeyValueObservingOptionInitial = 0x04,
    NSKeyValueObservingOptionPrior = 0x08
};

// The change dictionary's key type; the package reads no key of it (it reads the value).
typedef NSString *NSKeyValueChangeKey NS_TYPED_ENUM;

@interface NSObject (NSKeyValueObserving)
- (void)observeValueForKeyPath:(nullable NSString *)keyPath ofObject:(nullable id)object
                        change:(nullable NSDictionary<NSKeyValueChangeKey, id> *)change
                       context:(nullable void *)context;
@end

@interface NSObject (NSKeyValueObserverRegistration)
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath
            options:(NSKeyValueObservingOptions)options context:(nullable void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath
               context:(nullable void *)context AC_AVAILABLE(10.7, 5.0, 9.0, 2.0);
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath;
@end

@interface NSObject (NSKeyValueCoding)
- (nullable id)valueForKeyPath:(NSString *)keyPath;
- (void)setValue:(nullable id)value forKeyPath:(NSString *)keyPath;
@end

#pragma clang assume_nonnull end

#endif
