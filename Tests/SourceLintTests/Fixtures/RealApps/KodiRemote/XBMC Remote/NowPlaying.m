//
//  NowPlaying.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 24/3/12.
//  Copyright (c) 2012 joethefox inc. All rights reserved.
//

#import "NowPlaying.h"
#import "MainMenu.h"
#import "GlobalData.h"
#import "SDImageCache.h"
#import "RemoteController.h"
#import "AppDelegate.h"
#import "DetailViewController.h"
#import "ViewControllerIPad.h"
#import "StackScrollViewController.h"
#import "ShowInfoViewController.h"
#import "OBSlider.h"
#import "Utilities.h"
#import "PlaylistProgressView.h"

@import QuartzCore;

@interface NowPlaying ()

@end

@implementation NowPlaying

@synthesize detailItem = _detailItem;
@synthesize jewelView;
@synthesize shuffleButton;
@synthesize repeatButton;
@synthesize itemLogoImage;
@synthesize songDetailsView;
@synthesize ProgressSlider;
@synthesize BottomView;
@synthesize playlistToolbarView;
@synthesize toolbarBackground;
@synthesize scrabbingView;
@synthesize itemDescription;

#define HMS_TO_STRING(h, m, s) [NSString stringWithFormat:@"%@%02i:%02i", (totalSeconds < 3600) ? @"" : [NSString stringWithFormat:@"%02i:", h], m, s];

#define PARTYBUTTON_PADDING_LEFT 0
#define COVERVIEW_PADDING 10
#define SEGMENTCONTROL_WIDTH 122
#define SEGMENTCONTROL_HEIGHT 32
#define BOTTOMVIEW_WIDTH 320.0
#define BOTTOMVIEW_HEIGHT 158.0
#define TOOLBAR_HEIGHT 44
#define SHUFFLE_REPEAT_VERTICAL_PADDING 3
#define SHUFFLE_REPEAT_HORIZONTAL_PADDING 5
#define TAG_ID_PREVIOUS 1
#define TAG_ID_PLAYPAUSE 2
#define TAG_ID_STOP 3
#define TAG_ID_NEXT 4
#define TAG_ID_TOGGLE 5
#define TAG_SEEK_BACKWARD 6
#define TAG_SEEK_FORWARD 7
#define TAG_SHUFFLE 8
#define TAG_REPEAT 9
#define TAG_PLAYLIST_CELL_PROGRESSVIEW 20
#define TAG_ID_EDIT 88
#define SELECTED_NONE -1
#define ID_INVALID -2
#define FLIP_DEMO_DELAY 1.0
#define TRANSITION_TIME 0.2
#define PLAYLIST_DEBOUNCE_TIMEOUT 0.2
#define PLAYLIST_DEBOUNCE_TIMEOUT_MAX 1.0
#define UPDATE_INFO_TIMEOUT 1.0
#define IGNORE_AUTOSCROLL_TIMEOUT 10.0

#define XIB_PLAYLIST_CELL_MAINTITLE 1
#define XIB_PLAYLIST_CELL_SUBTITLE 2
#define XIB_PLAYLIST_CELL_CORNERTITLE 3
#define XIB_PLAYLIST_CELL_COVER 4
#define XIB_PLAYLIST_CELL_ACTIVTYINDICATOR 8




# pragma mark - toolbar management


#pragma mark - Utility




- (void)updateBlurredCoverBackground:(UIImage*)image {
    // Show blurred cover background (iPhone only, as iPad uses other layout)
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    if ([userDefaults boolForKey:@"blurred_cover_preference"] && IS_IPHONE) {
        [fullscreenCover animateImage:image duration:1.0];
        visualEffectView.hidden = NO;
    }
    else {
        fullscreenCover.image = nil;
        visualEffectView.hidden = YES;
    }
}














#pragma mark - JSON management







































# pragma mark - animations



#pragma mark - Bottom toolbar







#pragma mark - Touch Events & Gestures










# pragma mark - Action Sheet



#pragma mark - Table view data source















#pragma mark - UIGestureDelegate to block other gestures during table editing


#pragma mark - Interface customizations






- (BOOL)enableJewelCases {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    return [userDefaults boolForKey:@"jewel_preference"];
}

#pragma mark - GestureRecognizer delegate




#pragma mark - UISegmentControl



#pragma mark - Life Cycle












     





- (void)handleShakeNotification {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL shake_preference = [userDefaults boolForKey:@"shake_preference"];
    if (shake_preference) {
        [self showClearPlaylistAlert];
    }
}





@end
