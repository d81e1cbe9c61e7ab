// Stand-in for Apple's XCTest headers (XCTest.h, XCTestCase.h, XCTestObservation.h,
// XCTestObservationCenter.h): what ReactiveTesting uses, with Apple's selectors and
// nullability. Swift names: XCTest.apinotes; Swift functions: stand-ins/XCTest/*.swift.
#ifndef APPLECHECK_XCTEST_H
#define APPLECHECK_XCTEST_H

#import <Foundation/Foundation.h>

#pragma clang assume_nonnull begin

@interface XCTest : NSObject
@property (readonly, copy) NSString *name;
- (void)setUp;
- (void)tearDown;
@end

@interface XCTestCase : XCTest
@end

@protocol XCTestObservation <NSObject>
@optional
- (void)testBundleDidFinish:(NSBundle *)testBundle;
@end

@interface XCTestObservationCenter : NSObject
@property (class, readonly, strong) XCTestObservationCenter *sharedTestObservationCenter;
- (void)addTestObserver:(id <XCTestObservation>)testObserver;
@end

#pragma clang assume_nonnull end

#endif
