// Stand-in for UIKit/UITextView.h (see UIKitDefines.h).
#ifndef APPLECHECK_UIKIT_UITextView_H
#define APPLECHECK_UIKIT_UITextView_H

#import <UIKit/UIScrollView.h>
#import <UIKit/UITextInput.h>
#import <UIKit/NSTextStorage.h>
#pragma clang assume_nonnull begin

@class UITextView;

NS_SWIFT_UI_ACTOR
@protocol UITextViewDelegate <NSObject, UIScrollViewDelegate>
@optional
- (void)textViewDidBeginEditing:(UITextView *)textView;
- (void)textViewDidEndEditing:(UITextView *)textView;
- (void)textViewDidChange:(UITextView *)textView;
- (void)textViewDidChangeSelection:(UITextView *)textView;
- (BOOL)textView:(UITextView *)textView shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text;
@end

NS_SWIFT_UI_ACTOR
@interface UITextView : UIScrollView <UITextInput>
@property (nullable, nonatomic, weak) id<UITextViewDelegate> delegate;
@property (null_resettable, nonatomic, copy) NSString *text;
@property (null_resettable, copy) NSAttributedString *attributedText;
@property (nonatomic, readonly) NSTextStorage *textStorage;
@end

// Posted by a text view (the notification's object) when the user changes its text.
extern NSNotificationName const UITextViewTextDidChangeNotification
    __attribute__((swift_attr("nonisolated"))) NS_SWIFT_NAME(UITextView.textDidChangeNotification);

#pragma clang assume_nonnull end

#endif
