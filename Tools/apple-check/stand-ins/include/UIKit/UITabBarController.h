// Stand-in for UIKit/UITabBarController.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITabBarController_H
#define APPLECHECK_UIKIT_UITabBarController_H

#import <UIKit/UIViewController.h>
#pragma clang assume_nonnull begin

@class UITabBarController;

NS_SWIFT_UI_ACTOR
@protocol UITabBarControllerDelegate <NSObject>
@optional
- (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController;
- (void)tabBarController:(UITabBarController *)tabBarController
    willBeginCustomizingViewControllers:(NSArray<__kindof UIViewController *> *)viewControllers AC_UNAVAILABLE_TVOS;
- (void)tabBarController:(UITabBarController *)tabBarController
    willEndCustomizingViewControllers:(NSArray<__kindof UIViewController *> *)viewControllers changed:(BOOL)changed AC_UNAVAILABLE_TVOS;
- (void)tabBarController:(UITabBarController *)tabBarController
    didEndCustomizingViewControllers:(NSArray<__kindof UIViewController *> *)viewControllers changed:(BOOL)changed AC_UNAVAILABLE_TVOS;
@end

NS_SWIFT_UI_ACTOR
@interface UITabBarController : UIViewController
@property (nullable, nonatomic, weak) id<UITabBarControllerDelegate> delegate;
@end

#pragma clang assume_nonnull end

#endif
