//
//  Utilities.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 4/3/13.
//  Copyright (c) 2013 joethefox inc. All rights reserved.
//

#import <arpa/inet.h>
#import <mach/mach.h>
#import "Utilities.h"
#import "AppDelegate.h"
#import "SDWebImageManager.h"
#import "LocalNetworkAccess.h"

@import StoreKit;

#define RGBA(r, g, b, a) [UIColor colorWithRed:(r) / 255.0 green:(g) / 255.0 blue:(b) / 255.0 alpha:(a)]
#define GAMMA_DEC(x) pow(x, 2.2)
#define GAMMA_ENC(x) pow(x, 1/2.2)
#define XBMC_LOGO_PADDING 10
#define PERSISTENCE_KEY_VERSION @"VersionUnderReview"
#define PERSISTENCE_KEY_PLAYBACK_ATTEMPTS @"PlaybackAttempts"

@implementation Utilities




+ (UIColor*)getUIColorFromImage:(UIImage*)image {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL autocolor_preference = [userDefaults boolForKey:@"autocolor_ui_preference"];
    if (!autocolor_preference) {
        return UI_AVERAGE_DEFAULT_COLOR;
    }
    
    UIColor *uiColor = [image averageColor];
    return uiColor ?: UI_AVERAGE_DEFAULT_COLOR;
}








+ (BOOL)getPreferTvPosterMode {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL result = [userDefaults boolForKey:@"prefer_TVposter_preference"];
    return result;
}

+ (LogoBackgroundType)getLogoBackgroundMode {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    LogoBackgroundType setting = LogoBackgroundAuto;
    NSString *mode = [userDefaults stringForKey:@"logo_background"];
    if (mode.length) {
        if ([mode isEqualToString:@"dark"]) {
            setting = LogoBackgroundDark;
        }
        else if ([mode isEqualToString:@"light"]) {
            setting = LogoBackgroundLight;
        }
        else if ([mode isEqualToString:@"trans"]) {
            setting = LogoBackgroundTransparent;
        }
    }
    return setting;
}









+ (void)showLocalNetworkAccessError:(UIViewController*)viewCtrl {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL showLocalNetworkNotice = [userDefaults boolForKey:@"local_network_info_preference"];
    if (showLocalNetworkNotice) {
        NSString *message = LOCALIZED_STR(@"It seems local network access is not enabled for the Kodi Remote App. This is required for the app to find and connect to Kodi servers in your local network.");
        NSString *fix = LOCALIZED_STR(@"The local network access can be enabled in the iOS network or in the app settings. You might need to reset your network settings, restart your iOS device or even remove/re-install the app to let this take effect.");
        UIAlertController *alertCtrl = [UIAlertController alertControllerWithTitle:LOCALIZED_STR(@"Local network notice")
                                                                           message:[NSString stringWithFormat:@"%@\n\n%@", message, fix]
                                                                    preferredStyle:UIAlertControllerStyleAlert];
        UIAlertAction *okButton = [UIAlertAction actionWithTitle:LOCALIZED_STR(@"OK")
                                                           style:UIAlertActionStyleDefault
                                                         handler:nil];
        UIAlertAction *dontShowButton = [UIAlertAction
                                         actionWithTitle:LOCALIZED_STR(@"Don't show this message again")
                                         style:UIAlertActionStyleDestructive
                                         handler:^(UIAlertAction *action) {
            [Utilities disableLocalNetworkconnectionNotice];
        }];
        [alertCtrl addAction:dontShowButton];
        [alertCtrl addAction:okButton];
        
        [viewCtrl presentViewController:alertCtrl animated:YES completion:nil];
    }
}

+ (void)disableLocalNetworkconnectionNotice {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    [userDefaults setBool:NO forKey:@"local_network_info_preference"];
}























+ (void)giveHapticFeedback {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL feedbackEnabled = [userDefaults boolForKey:@"vibrate_preference"];
    if (feedbackEnabled) {
        static UIImpactFeedbackGenerator *generator;
        static dispatch_once_t once;
        dispatch_once(&once, ^{
            generator = [[UIImpactFeedbackGenerator alloc] initWithStyle:UIImpactFeedbackStyleMedium];
        });
        [generator impactOccurred];
    }
}



+ (void)checkForReviewRequest {
    NSString *currentVersion = [Utilities getAppVersionString];
    NSString *savedVersion = [[NSUserDefaults standardUserDefaults] stringForKey:PERSISTENCE_KEY_VERSION];
    // Compare current version with version under review
    if (![savedVersion isEqualToString:currentVersion]) {
        // Reset counter to 0 for new version
        [[NSUserDefaults standardUserDefaults] setObject:currentVersion forKey:PERSISTENCE_KEY_VERSION];
        [[NSUserDefaults standardUserDefaults] setInteger:0 forKey:PERSISTENCE_KEY_PLAYBACK_ATTEMPTS];
    }
    else {
        // Read and increase count by 1
        NSInteger count = [[NSUserDefaults standardUserDefaults] integerForKey:PERSISTENCE_KEY_PLAYBACK_ATTEMPTS] + 1;
        [[NSUserDefaults standardUserDefaults] setInteger:count forKey:PERSISTENCE_KEY_PLAYBACK_ATTEMPTS];
        
        // Show review popup after 20th, 100th, 200th attempt, and each 200th from then on
        // From AppStore metrics it is evident that 50 equals 3+ months for majority of users
        if (count == 20 || count == 100 || count == 200 || count % 200 == 0) {
            [Utilities showReviewController];
        }
    }
}







+ (NSIndexPath*)getIndexPathForDefaultController:(NSArray*)menuItems {
    // Read the default controller from the app settings
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    NSString *startId = [userDefaults stringForKey:@"start_menu"];
    
    // Map startId to MenuItemType (default = TypeNone = 0)
    NSDictionary *defaultMenus = @{
        @"start_menu_main": @(TypeNone),
        @"start_menu_music": @(TypeMusic),
        @"start_menu_movies": @(TypeMovies),
        @"start_menu_videos": @(TypeVideos),
        @"start_menu_tvshows": @(TypeTvShows),
        @"start_menu_pictures": @(TypePictures),
        @"start_menu_livetv": @(TypeLiveTv),
        @"start_menu_radio": @(TypeRadio),
        @"start_menu_favourites": @(TypeFavourites),
        @"start_menu_nowplaying": @(TypeNowPlaying),
        @"start_menu_remote": @(TypeRemote),
        @"start_menu_search": @(TypeGlobalSearch),
        @"start_menu_files": @(TypeFiles),
        @"start_menu_addons": @(TypeAddons),
        @"start_menu_settings": @(TypeKodiSettings),
    };
    MenuItemType startMenuType = [defaultMenus[startId] intValue];
    
    // Search for the index path of the desired controller
    NSUInteger index = [menuItems indexOfObjectPassingTest:^BOOL(MainMenu *item, NSUInteger idx, BOOL *stop) {
      return item.type == startMenuType;
    }];
    return index != NSNotFound ? [NSIndexPath indexPathForRow:index inSection:0] : nil;
}









+ (NSString*)formatTVShowStringForSeason:(id)season episode:(id)episode {
    NSString *text = @"";
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    NSString *format = [userDefaults stringForKey:@"episode_identifier"];
    if ([season respondsToSelector:@selector(intValue)] && [episode respondsToSelector:@selector(intValue)]) {
        if ([season intValue] && [episode intValue]) {
            text = [NSString stringWithFormat:format, [season intValue], [episode intValue]];
        }
        else if (![season intValue] && [episode intValue]) {
            text = [self formatTVShowStringForSpecialEpisode:episode];
        }
    }
    return text;
}












+ (NSIndexPath*)readLastServerIndex {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    if ([userDefaults objectForKey:@"lastServer"] != nil) {
        NSInteger lastServer = [userDefaults integerForKey:@"lastServer"];
        if (lastServer > -1 && lastServer < AppDelegate.instance.arrayServerList.count) {
            return [NSIndexPath indexPathForRow:lastServer inSection:0];
        }
    }
    return nil;
}

+ (void)saveLastServerIndex:(NSIndexPath*)indexPath {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    NSNumber *lastServerIndex = indexPath ? @(indexPath.row) : @(-1);
    [userDefaults setObject:lastServerIndex forKey:@"lastServer"];
}

+ (void)readKodiServerParameters {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    if ([userDefaults objectForKey:@"lastServer"] != nil) {
        NSInteger lastServer = [userDefaults integerForKey:@"lastServer"];
        if (lastServer > -1 && lastServer < AppDelegate.instance.arrayServerList.count) {
            NSIndexPath *lastServerIndexPath = [NSIndexPath indexPathForRow:lastServer inSection:0];
            NSDictionary *item = AppDelegate.instance.arrayServerList[lastServerIndexPath.row];
            AppDelegate.instance.obj.serverDescription = item[@"serverDescription"];
            AppDelegate.instance.obj.serverUser = item[@"serverUser"];
            AppDelegate.instance.obj.serverPass = item[@"serverPass"];
            AppDelegate.instance.obj.serverRawIP = item[@"serverIP"];
            AppDelegate.instance.obj.serverIP = [Utilities getUrlStyleAddress:item[@"serverIP"]];
            AppDelegate.instance.obj.serverPort = [Utilities getServerPort:item[@"serverPort"]];
            AppDelegate.instance.obj.serverHWAddr = item[@"serverMacAddress"];
            AppDelegate.instance.obj.tcpPort = [Utilities getTcpPort:item[@"tcpPort"]];
        }
    }
}



@end
