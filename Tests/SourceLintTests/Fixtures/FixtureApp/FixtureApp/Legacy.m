#import "Legacy.h"

static NSString * const kRefreshKey = @"refresh_interval";

@implementation Legacy

+ (NSInteger)refreshMinutes {
    // The values are numeric strings ("5", "15", "60"): integerForKey: reads them fine.
    return [[NSUserDefaults standardUserDefaults] integerForKey:kRefreshKey];
}

+ (NSString *)username {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    /* [defaults boolForKey:@"commented_out"]; */
    return [defaults stringForKey:kUsernameKey] ?: @"";
}

@end
