//
//  AppDelegate.m
//  line
//
//  Created by Andrew on 3/3/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "AppDelegate.h"
#import "GCTurnBasedMatchHelper.h"
#import "MKiCloudSync.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    // Override point for customization after application launch.
    
    UIViewController *rootViewController = nil;
    id appDelegate = [[UIApplication sharedApplication] delegate];
    if ([appDelegate respondsToSelector:@selector(viewController)])
    {
        rootViewController = [appDelegate valueForKey:@"viewController"];
    }
    if (!rootViewController && [appDelegate respondsToSelector:@selector(window)])
    {
        UIWindow *window = [appDelegate valueForKey:@"window"];
        rootViewController = window.rootViewController;
    }
    if (!rootViewController)
    {
        UIWindow *window = [UIApplication sharedApplication].keyWindow;
        rootViewController = window.rootViewController;
    }
    if (!rootViewController)
    {
        NSLog(@"couldn't find root view controller");
    }
    [[GCTurnBasedMatchHelper sharedInstance] authenticateLocalUserFromViewController:rootViewController];
    
    
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    if (![defaults valueForKey:@"userP1Color"]) {
        [defaults setValue:@"Red" forKey:@"userP1Color"];
        [defaults setValue:@"Blue" forKey:@"userP2Color"];
        [defaults setValue:@"Yellow" forKey:@"userP3Color"];
        [defaults setValue:@"Purple" forKey:@"userP4Color"];
        
        [defaults setValue:@"White" forKey:@"userBoardColor"];
        [defaults setValue:@"Black" forKey:@"userLineColor"];
        [defaults setValue:@"Dark Gray" forKey:@"userViewColor"];
        [defaults synchronize];
    }
    
    NSLog(@"%@",[NSString stringWithFormat:@"%@",[[NSBundle mainBundle] objectForInfoDictionaryKey:@"CFBundleName"]]);
    
    [MKiCloudSync start];
    [Flurry startSession:@"9WVNK3DFCK3XB6MNZS6S"];
    [Flurry setSessionReportsOnCloseEnabled:YES];
    [Flurry setSessionReportsOnPauseEnabled:YES];
    
    return YES;
}
							





@end
