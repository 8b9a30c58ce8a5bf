//
//  MainTabBarController.m
//  newsyc
//
//  Created by Grant Paul on 3/30/11.
//  Copyright 2011 Xuzz Productions, LLC. All rights reserved.
//

#import <HNKit/HNKit.h>

#import "UIActionSheet+Context.h"
#import "UIColor+Orange.h"
#import "ForceClearNavigationBar.h"

#import "MainTabBarController.h"
#import "SubmissionListController.h"
#import "SessionProfileController.h"
#import "MoreController.h"
#import "NavigationController.h"
#import "ComposeController.h"
#import "SubmissionTextComposeController.h"
#import "SubmissionURLComposeController.h"
#import "HackerNewsLoginController.h"
#import "LoginController.h"
#import "SearchController.h"

#import "HNTimeline.h"

@implementation MainTabBarController








- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];

    [[self navigationItem] setRightBarButtonItem:composeItem];

    // XXX: Fix iOS 6 bug with a tab bar controller in a navigation controller.
    [self setViewControllers:[self viewControllers]];
    [[self selectedViewController] setWantsFullScreenLayout:YES];

    if (![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]) {
        if ([[self tabBar] respondsToSelector:@selector(setBarTintColor:)]) {
            [[self tabBar] setTintColor:[UIColor mainOrangeColor]];
        } else {
            [[self tabBar] setSelectedImageTintColor:[UIColor mainOrangeColor]];
        }
    } else {
        if ([[self tabBar] respondsToSelector:@selector(setBarTintColor:)]) {
            [[self tabBar] setTintColor:nil];
        }

        [[self tabBar] setSelectedImageTintColor:nil];
    }
}




AUTOROTATION_FOR_PAD_ONLY

@end
