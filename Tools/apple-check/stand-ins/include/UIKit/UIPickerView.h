// Stand-in for UIKit/UIPickerView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UIPickerView_H
#define APPLECHECK_UIKIT_UIPickerView_H

#import <UIKit/UIView.h>
#pragma clang assume_nonnull begin

@class UIPickerView;

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@protocol UIPickerViewDataSource <NSObject>
@required
- (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView;
- (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component;
@end

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@protocol UIPickerViewDelegate <NSObject>
@optional
- (nullable NSString *)pickerView:(UIPickerView *)pickerView titleForRow:(NSInteger)row forComponent:(NSInteger)component;
- (nullable NSAttributedString *)pickerView:(UIPickerView *)pickerView attributedTitleForRow:(NSInteger)row
                               forComponent:(NSInteger)component;
- (UIView *)pickerView:(UIPickerView *)pickerView viewForRow:(NSInteger)row forComponent:(NSInteger)component
           reusingView:(nullable UIView *)view;
- (void)pickerView:(UIPickerView *)pickerView didSelectRow:(NSInteger)row inComponent:(NSInteger)component;
@end

NS_SWIFT_UI_ACTOR AC_UNAVAILABLE_TVOS
@interface UIPickerView : UIView
@property (nullable, nonatomic, weak) id<UIPickerViewDataSource> dataSource;
@property (nullable, nonatomic, weak) id<UIPickerViewDelegate> delegate;
@property (nonatomic, readonly) NSInteger numberOfComponents;
- (void)reloadAllComponents;
- (NSInteger)selectedRowInComponent:(NSInteger)component;
@end

#pragma clang assume_nonnull end

#endif
