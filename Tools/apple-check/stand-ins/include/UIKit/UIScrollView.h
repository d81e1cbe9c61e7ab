// Stand-in for UIKit/UIScrollView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIScrollView_H
#define APPLECHECK_UIKIT_UIScrollView_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

@class UIScrollView;

NS_SWIFT_UI_ACTOR
@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewDidZoom:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity
              targetContentOffset:(inout CGPoint *)targetContentOffset;
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view;
- (void)scrollViewDidEndZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view atScale:(CGFloat)scale;
- (void)scrollViewDidScrollToTop:(UIScrollView *)scrollView NS_SWIFT_NAME(scrollViewDidScrollToTop(_:));
@end

NS_SWIFT_UI_ACTOR
@interface UIScrollView : UIView
@property (nonatomic) CGPoint contentOffset;
@property (nullable, nonatomic, weak) id<UIScrollViewDelegate> delegate;
@end

#pragma clang assume_nonnull end

#endif
