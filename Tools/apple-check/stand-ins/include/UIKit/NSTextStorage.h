// Stand-in for UIKit/NSTextStorage.h (see UIKitDefines.h). Not main-actor: a text
// storage may be edited off the main thread, and Apple does not mark its delegate.
#ifndef APPLECHECK_UIKIT_NSTextStorage_H
#define APPLECHECK_UIKIT_NSTextStorage_H

#import <UIKit/UIKitDefines.h>
#pragma clang assume_nonnull begin

typedef NS_OPTIONS(NSUInteger, NSTextStorageEditActions) {
    NSTextStorageEditedAttributes = (1 << 0),
    NSTextStorageEditedCharacters = (1 << 1),
} NS_SWIFT_NAME(NSTextStorage.EditActions);

@protocol NSTextStorageDelegate;

@interface NSTextStorage : NSMutableAttributedString
@property (nullable, weak) id<NSTextStorageDelegate> delegate;
@end

@protocol NSTextStorageDelegate <NSObject>
@optional
- (void)textStorage:(NSTextStorage *)textStorage didProcessEditing:(NSTextStorageEditActions)editedMask
              range:(NSRange)editedRange changeInLength:(NSInteger)delta;
@end

#pragma clang assume_nonnull end

#endif
