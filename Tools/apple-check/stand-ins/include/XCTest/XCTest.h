// Stand-in for Apple's XCTest headers: what ReactiveTesting uses.
#ifndef APPLECHECK_XCTEST_H
#define APPLECHECK_XCTEST_H
#import <Foundation/Foundation.h>
#endif
