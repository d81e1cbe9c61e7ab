// Stand-in for UIKit/UICollectionViewCell.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UICollectionViewCell_H
#define APPLECHECK_UIKIT_UICollectionViewCell_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

// UICollectionReusableView is the cell's superclass.
NS_SWIFT_UI_ACTOR
@interface UICollectionReusableView : UIView
@end

NS_SWIFT_UI_ACTOR
@interface UICollectionViewCell : UICollectionReusableView
@end

#pragma clang assume_nonnull end

#endif
