// Stand-in for UIKit/UITableViewCell.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITableViewCell_H
#define APPLECHECK_UIKIT_UITableViewCell_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

// Swift: UITableViewCell.EditingStyle, every case with Apple's value.
typedef NS_ENUM(NSInteger, UITableViewCellEditingStyle) {
    UITableViewCellEditingStyleNone,
    UITableViewCellEditingStyleDelete,
    UITableViewCellEditingStyleInsert
} NS_SWIFT_NAME(UITableViewCell.EditingStyle);

NS_SWIFT_UI_ACTOR
@interface UITableViewCell : UIView
@end

#pragma clang assume_nonnull end

#endif
