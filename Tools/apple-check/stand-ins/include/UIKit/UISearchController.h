// Stand-in for UIKit/UISearchController.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UISearchController_H
#define APPLECHECK_UIKIT_UISearchController_H

#import <UIKit/UIViewController.h>
#pragma clang assume_nonnull begin

@class UISearchController;

// Swift keeps the Objective-C names of these methods (Apple's API notes), as NS_SWIFT_NAME
// says here; the importer's default would shorten them to willPresent(_:) and so on.

NS_SWIFT_UI_ACTOR
@protocol UISearchControllerDelegate <NSObject>
@optional
- (void)willPresentSearchController:(UISearchController *)searchController NS_SWIFT_NAME(willPresentSearchController(_:));
- (void)didPresentSearchController:(UISearchController *)searchController NS_SWIFT_NAME(didPresentSearchController(_:));
- (void)willDismissSearchController:(UISearchController *)searchController NS_SWIFT_NAME(willDismissSearchController(_:));
- (void)didDismissSearchController:(UISearchController *)searchController NS_SWIFT_NAME(didDismissSearchController(_:));
- (void)presentSearchController:(UISearchController *)searchController NS_SWIFT_NAME(presentSearchController(_:));
@end

NS_SWIFT_UI_ACTOR
@interface UISearchController : UIViewController
@property (nullable, nonatomic, weak) id<UISearchControllerDelegate> delegate;
@end

#pragma clang assume_nonnull end

#endif
