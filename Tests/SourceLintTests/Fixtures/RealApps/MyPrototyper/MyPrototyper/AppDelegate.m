//
//  AppDelegate.m
//  Prototyper
//
//  Created by Andy Qua on 10/01/2014.
//  Copyright (c) 2014 Andy Qua. All rights reserved.
//

#import "AppDelegate.h"
#import "Project.h"
#import "SSZipArchive.h"

#import "Constants.h"
#import <PopoverView/PopoverView.h>

@implementation AppDelegate

#pragma mark - Open File from external app



- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    NSDictionary *userDefaultsDefaults = @{ PREF_IMAGE_FORMAT : @"jpg",
                                            PREF_IMAGE_QUALITY : @"0.5",
                                            PREF_SPEECH_ENABLED : @(NO)};

    [[NSUserDefaults standardUserDefaults] registerDefaults:userDefaultsDefaults];
    
    // Add in tutorial if first launch
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    if ( [defaults objectForKey:@"FirstUse"] == nil )
    {
        [defaults setObject:@"YES" forKey:@"FirstUse"];
        [defaults synchronize];
        
        // Copy over demo file into place
        NSString *demoProjectFile = [[Project getDocsDir] stringByAppendingPathComponent:@"demo"];
        NSFileManager *fm = [NSFileManager defaultManager];
        if ( ![fm fileExistsAtPath:demoProjectFile] )
        {
            NSURL *url = [[NSBundle mainBundle] URLForResource:@"demo" withExtension:@"zip"];
            [Project importProjectArchiveFromURL:url error:nil];
        }
    }

    // Set the default height for a popoverview
    [PopoverView setDefaultPopoverFieldHeight:44];

    
    return YES;
}







@end
