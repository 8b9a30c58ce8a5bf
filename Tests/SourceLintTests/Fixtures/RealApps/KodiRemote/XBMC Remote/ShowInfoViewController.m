//
//  ShowInfoViewController.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 27/3/12.
//  Copyright (c) 2012 joethefox inc. All rights reserved.
//

#import "ShowInfoViewController.h"
#import "MainMenu.h"
#import "NowPlaying.h"
#import "GlobalData.h"
#import "SDImageCache.h"
#import "AppDelegate.h"
#import "DetailViewController.h"
#import "ViewControllerIPad.h"
#import "StackScrollViewController.h"
#import "ActorCell.h"
#import "Utilities.h"
#import "VersionCheck.h"

@import QuartzCore;

#define PLAY_BUTTON_SIZE 40
#define TV_LOGO_SIZE_REC_DETAILS 72
#define TITLE_HEIGHT 44
#define LEFT_RIGHT_PADDING 10
#define VERTICAL_PADDING 10
#define LABEL_PADDING 10
#define LABEL_HEIGHT 20
#define REC_DOT_SIZE 10
#define REC_DOT_PADDING 4
#define SMALL_PADDING 4
#define ARROW_ALPHA 0.5
#define IPAD_NAVBAR_PADDING 20
#define FANART_FULLSCREEN_DISABLE 1
#define CLEARLOGO_FULLSCREEN_PADDING 20
#define DVD_HEIGHT_IPAD 560
#define DVD_HEIGHT_IPHONE 376
#define TV_HEIGHT_IPAD 280
#define TV_HEIGHT_IPHONE 200
#define CD_HEIGHT_IPAD 380
#define CD_HEIGHT_IPHONE 290

@interface ShowInfoViewController ()

@end

@implementation ShowInfoViewController

@synthesize kenView;




#pragma mark - Utility




#pragma mark - ToolBar button


#pragma mark - ActionSheet






- (BOOL)enableJewelCases {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    return [userDefaults boolForKey:@"jewel_preference"];
}





























#pragma mark - Actors UITableView data source & delegate







#pragma mark - WebKit



# pragma mark - JSON Data





# pragma mark - Utility




# pragma mark - Life Cycle


- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self setTopBarTintColor:foundTintColor ?: ICON_TINT_COLOR];
    CGFloat alphaValue = 0.2;
    if (closeButton.alpha == 1) {
        alphaValue = 1;
        [self.navigationController setNavigationBarHidden:YES animated:YES];
    }
    
    NSString *fanart = self.detailItem[@"fanart"];
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    if (fanart.length == 0 && [userDefaults boolForKey:@"fanart_fallback_preference"]) {
        fanart = self.detailItem[@"thumbnail"];
    }
    [self loadFanart:fanart];
    if (!enableKenBurns) {
        [fanartView animateAlpha:alphaValue duration:1.5];
    }
    else {
        [self.kenView animateAlpha:alphaValue duration:1.5];
    }
    if ([self isModal]) {
        clearlogoButton.frame = CGRectMake((int)(self.view.frame.size.width / 2) - (int)(clearlogoButton.frame.size.width / 2),
                                           clearlogoButton.frame.origin.y,
                                           clearlogoButton.frame.size.width,
                                           clearlogoButton.frame.size.height);
        self.view.superview.backgroundColor = UIColor.clearColor;
    }
    scrollView.scrollsToTop = YES;
}



- (void)viewDidLoad {
    [super viewDidLoad];
    fanartView.tag = FANART_FULLSCREEN_DISABLE;
    fanartView.userInteractionEnabled = YES;
    UITapGestureRecognizer *touchOnKenView = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(showBackground:)];
    touchOnKenView.numberOfTapsRequired = 1;
    touchOnKenView.numberOfTouchesRequired = 1;
    [fanartView addGestureRecognizer:touchOnKenView];
    self.edgesForExtendedLayout = UIRectEdgeNone;
    [self disableScrollsToTopPropertyOnAllSubviewsOf:self.slidingViewController.view];
    scrollView.scrollsToTop = YES;
    scrollView.indicatorStyle = UIScrollViewIndicatorStyleWhite;
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    enableKenBurns = [userDefaults boolForKey:@"ken_preference"];
    self.kenView = nil;
    logoBackgroundMode = [Utilities getLogoBackgroundMode];
    foundTintColor = ICON_TINT_COLOR;
    [self configureView];
    
    coverView.layer.minificationFilter = kCAFilterTrilinear;
    coverView.layer.magnificationFilter = kCAFilterTrilinear;
    fanartView.layer.minificationFilter = kCAFilterTrilinear;
    fanartView.layer.magnificationFilter = kCAFilterTrilinear;
    
    localStartDateFormatter = [NSDateFormatter new];
    localStartDateFormatter.timeZone = [NSTimeZone systemTimeZone];
    localStartDateFormatter.dateFormat = @"ccc, dd MMM YYYY, HH:mm";
    
    localEndDateFormatter = [NSDateFormatter new];
    localEndDateFormatter.timeZone = [NSTimeZone systemTimeZone];
    localEndDateFormatter.dateFormat = @"HH:mm";
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(leaveFullscreen)
                                                 name:@"LeaveFullscreen"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(handleEnterForeground)
                                                 name:UIApplicationWillEnterForegroundNotification
                                               object:nil];
}




@end
