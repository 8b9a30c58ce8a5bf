//
//  HostManagementViewController.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 13/5/12.
//  Copyright (c) 2012 Korec s.r.l. All rights reserved.
//

#import "HostManagementViewController.h"
#import "HostViewController.h"
#import "AppDelegate.h"
#import "MainMenu.h"
#import "AppInfoViewController.h"
#import "Utilities.h"
#import "InitialSlidingViewController.h"

// + 2 to cover two single-line separators
#define HOSTMANAGERVC_MSG_HEIGHT (supportedVersionView.frame.size.height + 2)
#define MARGIN 5
#define LABEL_SPACING 8
#define LABEL_HEIGHT 42
#define IPAD_POPOVER_WIDTH 400
#define IPAD_POPOVER_HEIGHT 500

#define XIB_HOST_MGMT_CELL_ICON 1
#define XIB_HOST_MGMT_CELL_LABEL 2
#define XIB_HOST_MGMT_CELL_IP 3

@interface HostManagementViewController ()

@end

@implementation HostManagementViewController


#pragma mark - UIGestureDelegate to block other gestures during table editing


#pragma mark - Button Management



#pragma mark - Helper




#pragma mark - Table view methods & data source
















#pragma mark - Long Press & Action sheet


#pragma mark - TableManagement instances





#pragma mark - LifeCycle










- (void)tcpJSONRPCConnectionError:(NSNotification*)note {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL showConnectionNotice = [userDefaults boolForKey:@"connection_info_preference"];
    if (showConnectionNotice && AppDelegate.instance.serverOnLine) {
        UIAlertController *alertController = [UIAlertController
                                              alertControllerWithTitle:LOCALIZED_STR(@"Kodi connection notice")
                                              message:[NSString stringWithFormat:@"%@\n\n%@", LOCALIZED_STR(@"It seems that the TCP connection with Kodi cannot be established. This will prevent the app from listening to Kodi. For example, the keyboard input within the app will not show when Kodi requests keyboard input."), LOCALIZED_STR(@"Do you want to enable this connection now?")]
                                              preferredStyle:UIAlertControllerStyleAlert];
        
        UIAlertAction *cancelAction = [UIAlertAction
                                       actionWithTitle:LOCALIZED_STR(@"Cancel")
                                       style:UIAlertActionStyleCancel
                                       handler:nil];
        
        UIAlertAction *dontShowAction = [UIAlertAction
                                         actionWithTitle:LOCALIZED_STR(@"Don't show this message again")
                                         style:UIAlertActionStyleDestructive
                                         handler:^(UIAlertAction *action) {
                                             [self disableTCPconnectionNotice];
                                         }];
        
        UIAlertAction *okAction = [UIAlertAction
                                   actionWithTitle:LOCALIZED_STR(@"Enable TCP connection on Kodi")
                                   style:UIAlertActionStyleDefault
                                   handler:^(UIAlertAction *action) {
                                       [self enableTCPconnection];
                                   }];
        
        [alertController addAction:cancelAction];
        [alertController addAction:dontShowAction];
        [alertController addAction:okAction];
        id presentingView = self.presentingViewController == nil ? self : self.presentingViewController;
        [presentingView presentViewController:alertController animated:YES completion:nil];
    }
}

- (void)disableTCPconnectionNotice {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    [userDefaults setBool:NO forKey:@"connection_info_preference"];
}







@end
