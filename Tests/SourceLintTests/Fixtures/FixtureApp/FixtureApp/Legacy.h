#import <Foundation/Foundation.h>

/* The user's name: two adjacent literals make one key. */
#define kUsernameKey @"user" @"name"

@interface Legacy : NSObject
+ (NSInteger)refreshMinutes;
+ (NSString *)username;
@end
