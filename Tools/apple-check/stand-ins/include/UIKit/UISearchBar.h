// Stand-in for UIKit/UISearchBar.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UISearchBar_H
#define APPLECHECK_UIKIT_UISearchBar_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

@class UISearchBar;

// UIBarCommon.h: the search bar delegate's parent protocol.
NS_SWIFT_UI_ACTOR
@protocol UIBarPositioningDelegate <NSObject>
@end

NS_SWIFT_UI_ACTOR
@protocol UISearchBarDelegate <UIBarPositioningDelegate>
@optional
- (void)searchBarTextDidBeginEditing:(UISearchBar *)searchBar;
- (void)searchBarTextDidEndEditing:(UISearchBar *)searchBar;
- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText;
- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar;
- (void)searchBarBookmarkButtonClicked:(UISearchBar *)searchBar AC_UNAVAILABLE_TVOS;
- (void)searchBarCancelButtonClicked:(UISearchBar *)searchBar AC_UNAVAILABLE_TVOS;
- (void)searchBarResultsListButtonClicked:(UISearchBar *)searchBar AC_UNAVAILABLE_TVOS;
- (void)searchBar:(UISearchBar *)searchBar selectedScopeButtonIndexDidChange:(NSInteger)selectedScope;
@end

NS_SWIFT_UI_ACTOR
@interface UISearchBar : UIView
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, weak) id<UISearchBarDelegate> delegate;
@property (nonatomic) NSInteger selectedScopeButtonIndex;
@end

#pragma clang assume_nonnull end

#endif
