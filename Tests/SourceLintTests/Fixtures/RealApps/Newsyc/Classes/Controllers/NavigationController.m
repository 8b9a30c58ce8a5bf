//
//  NavigationController.m
//  newsyc
//
//  Created by Grant Paul on 3/29/11.
//  Copyright 2011 Xuzz Productions, LLC. All rights reserved.
//

#import "NavigationController.h"

#import "LoginController.h"
#import "UIColor+Orange.h"
#import "HackerNewsLoginController.h"
#import "OrangeNavigationBar.h"

@implementation NavigationController
@synthesize loginDelegate;







- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    
    OrangeNavigationBar *navigationBar = (OrangeNavigationBar *)[self navigationBar];
    [navigationBar setOrange:![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]];

    if ([self respondsToSelector:@selector(setNeedsStatusBarAppearanceUpdate)]) {
        [self setNeedsStatusBarAppearanceUpdate];
    }
}

- (UIStatusBarStyle)preferredStatusBarStyle {
    if (![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]) {
        return UIStatusBarStyleLightContent;
    } else {
        return UIStatusBarStyleDefault;
    }
}


// Why this isn't delegated by UIKit to the top view controller, I have no clue.
// This, however, should unobstrusively add that delegation.





AUTOROTATION_FOR_PAD_ONLY

@end

@implementation UIViewController (NavigationController)


@end
