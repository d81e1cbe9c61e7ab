// Stand-in for UIKit/UICollectionView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UICollectionView_H
#define APPLECHECK_UIKIT_UICollectionView_H

#import <UIKit/UIScrollView.h>
#pragma clang assume_nonnull begin

NS_SWIFT_UI_ACTOR
@interface UICollectionView : UIScrollView
@end

#pragma clang assume_nonnull end

#endif
