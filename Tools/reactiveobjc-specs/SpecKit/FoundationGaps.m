// See FoundationGaps.h.

#import "FoundationGaps.h"

@implementation NSObject (SpecKitOrderedSetProxies)
- (NSMutableOrderedSet *)mutableOrderedSetValueForKey:(NSString *)key {
	[NSException raise:NSGenericException format:@"GNUstep's Foundation has no -mutableOrderedSetValueForKey: (key %@)", key];
	return nil;
}
- (NSMutableOrderedSet *)mutableOrderedSetValueForKeyPath:(NSString *)keyPath {
	[NSException raise:NSGenericException format:@"GNUstep's Foundation has no -mutableOrderedSetValueForKeyPath: (key path %@)", keyPath];
	return nil;
}
@end

size_t strlcat(char *destination, const char *source, size_t size) {
	size_t used = strnlen(destination, size);
	size_t length = strlen(source);
	if (used == size) return size + length;
	size_t room = size - used - 1;
	size_t copied = length < room ? length : room;
	memcpy(destination + used, source, copied);
	destination[used + copied] = '\0';
	return used + length;
}
