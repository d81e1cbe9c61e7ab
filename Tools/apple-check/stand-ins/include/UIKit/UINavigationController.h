// Stand-in for UIKit/UINavigationController.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UINavigationController_H
#define APPLECHECK_UIKIT_UINavigationController_H

#import <UIKit/UIViewController.h>
#pragma clang assume_nonnull begin

@class UINavigationController;

NS_SWIFT_UI_ACTOR
@protocol UINavigationControllerDelegate <NSObject>
@optional
- (void)navigationController:(UINavigationController *)navigationController
      willShowViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (void)navigationController:(UINavigationController *)navigationController
       didShowViewController:(UIViewController *)viewController animated:(BOOL)animated;
@end

NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController
@property (nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate;
@end

#pragma clang assume_nonnull end

#endif
