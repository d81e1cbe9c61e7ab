// Stand-in for UIKit/UIBarButtonItem.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIBarButtonItem_H
#define APPLECHECK_UIKIT_UIBarButtonItem_H

#import <UIKit/UIKitDefines.h>
#pragma clang assume_nonnull begin

// UIBarItem.h
NS_SWIFT_UI_ACTOR
@interface UIBarItem : NSObject
@property (nonatomic, getter=isEnabled) BOOL enabled;
@end

NS_SWIFT_UI_ACTOR
@interface UIBarButtonItem : UIBarItem
@property (nullable, nonatomic, weak) id target;
@property (nullable, nonatomic) SEL action;
@end

#pragma clang assume_nonnull end

#endif
