// Stand-in for UIKit/UITabBar.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITabBar_H
#define APPLECHECK_UIKIT_UITabBar_H

#import <UIKit/UIView.h>
#import <UIKit/UITabBarItem.h>
#pragma clang assume_nonnull begin

@class UITabBar;

NS_SWIFT_UI_ACTOR
@protocol UITabBarDelegate <NSObject>
@optional
- (void)tabBar:(UITabBar *)tabBar didSelectItem:(UITabBarItem *)item;
- (void)tabBar:(UITabBar *)tabBar willBeginCustomizingItems:(NSArray<UITabBarItem *> *)items AC_UNAVAILABLE_TVOS;
- (void)tabBar:(UITabBar *)tabBar didBeginCustomizingItems:(NSArray<UITabBarItem *> *)items AC_UNAVAILABLE_TVOS;
- (void)tabBar:(UITabBar *)tabBar willEndCustomizingItems:(NSArray<UITabBarItem *> *)items changed:(BOOL)changed AC_UNAVAILABLE_TVOS;
- (void)tabBar:(UITabBar *)tabBar didEndCustomizingItems:(NSArray<UITabBarItem *> *)items changed:(BOOL)changed AC_UNAVAILABLE_TVOS;
@end

NS_SWIFT_UI_ACTOR
@interface UITabBar : UIView
@property (nullable, nonatomic, weak) id<UITabBarDelegate> delegate;
@end

#pragma clang assume_nonnull end

#endif
