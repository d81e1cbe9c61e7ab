// Stand-in for UIKit/UIViewController.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIViewController_H
#define APPLECHECK_UIKIT_UIViewController_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder
@property (null_resettable, nonatomic, strong) UIView *view;
- (void)viewDidLoad;
@end

#pragma clang assume_nonnull end

#endif
