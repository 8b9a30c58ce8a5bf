//
//  ViewControllerIPad.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 29/4/12.
//  Copyright (c) 2012 joethefox inc. All rights reserved.
//

#import "ViewControllerIPad.h"
#import "StackScrollViewController.h"
#import "MenuViewController.h"
#import "NowPlaying.h"
#import "MainMenu.h"
#import "GlobalData.h"
#import "AppDelegate.h"
#import "HostManagementViewController.h"
#import "AppInfoViewController.h"
#import "CustomNavigationController.h"
#import "Utilities.h"
#import "RemoteController.h"

#define CONNECTION_TIMEOUT 240.0
#define INFO_PADDING 10
#define BUTTON_PADDING 5
#define TOOLBAR_HEIGHT 44
#define XBMCLOGO_WIDTH 42
#define POWERBUTTON_WIDTH 42
#define SETTINGSBUTTON_WIDTH 42
#define REMOTE_ICON_SIZE 30
#define CONNECTION_ICON_SIZE 18
#define CONNECTION_PADDING 10
#define REMOTE_PADDING 15
#define DESKTOP_PADDING 25
#define PLAYLIST_HEADER_HEIGHT 24
#define PLAYLIST_ACTION_HEIGHT 44
#define PLAYLIST_CELL_HEIGHT 53

@interface UIViewExt : UIView {}
@end

@implementation UIViewExt
@end

@implementation ViewControllerIPad

@synthesize menuViewController, stackScrollViewController;
@synthesize nowPlayingController;
@synthesize hostPickerViewController = _hostPickerViewController;
@synthesize appInfoView = _appInfoView;

#pragma mark - ServerManagement




# pragma mark - toolbar management







#pragma mark - Power control action sheet


#pragma mark - Touch Events




#pragma mark - Persistence

- (void)saveLeftMenuSplit:(NSInteger)numberOfMenuItems {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    [userDefaults setInteger:numberOfMenuItems forKey:@"numberOfMenuItemsShownInLeftMenu"];
}

- (NSInteger)loadLeftMenuSplit {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    NSNumber *maxMenuItemSaved = [userDefaults objectForKey:@"numberOfMenuItemsShownInLeftMenu"];
    NSInteger maxMenuItems;
    if (maxMenuItemSaved) {
        maxMenuItems = [maxMenuItemSaved intValue];
    }
    else {
        // At least keep 1 playlist item visible
        maxMenuItems = floor((GET_MAINSCREEN_WIDTH - [Utilities getTopPadding] - PLAYLIST_HEADER_HEIGHT - TOOLBAR_HEIGHT - PLAYLIST_ACTION_HEIGHT - [Utilities getBottomPadding] - PLAYLIST_CELL_HEIGHT) / PAD_MENU_HEIGHT);
    }
    return maxMenuItems;
}

#pragma mark - Lifecycle










- (void)handleChangeBackgroundImage:(NSNotification*)sender {
    NSDictionary *params = sender.userInfo;
    UIImage *coverImage = params[@"cover"];
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    // Prefer blurred cover feature over fanart. Fall back to fanart, if no cover is present.
    if ([userDefaults boolForKey:@"blurred_cover_preference"] && coverImage) {
        // Enable blur effect and animate to cover image
        visualEffectView.hidden = NO;
        [coverBackgroundImage animateImage:coverImage duration:1.0];
    }
    else {
        // Disable blur effect and remove cover image
        visualEffectView.hidden = YES;
        coverBackgroundImage.image = nil;
        
        // Load and animate background to fanart, if present.
        NSString *fanart = params[@"image"];
        if (fanart.length) {
            NSString *serverURL = [Utilities getImageServerURL];
            NSString *fanartURL = [Utilities formatStringURL:fanart serverURL:serverURL];
            [fanartBackgroundImage sd_setImageWithURL:[NSURL URLWithString:fanartURL]
                                            completed:^(UIImage *image, NSError *error, SDImageCacheType cacheType, NSURL *url) {
                UIImage *fanartImage = (error == nil && image != nil) ? image : nil;
                [fanartBackgroundImage animateImage:fanartImage duration:1.0];
            }];
        }
        else {
            [fanartBackgroundImage animateImage:nil duration:1.0];
        }
    }
}

- (void)handleTcpJSONRPCShowSetup:(NSNotification*)sender {
    BOOL showValue = [[sender.userInfo objectForKey:@"showSetup"] boolValue];
    [self showSetup:showValue];
}








@end
