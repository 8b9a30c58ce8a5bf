//
//  BaseMasterViewController.m
//  Kodi Remote
//
//  Created by Buschmann on 04.06.25.
//  Copyright © 2025 Team Kodi. All rights reserved.
//

#import "BaseMasterViewController.h"
#import "XBMCVirtualKeyboard.h"
#import "AppDelegate.h"
#import "Utilities.h"

#define CLEARCACHE_TIMEOUT 2.0

@implementation BaseMasterViewController






- (void)handleTcpJSONRPCChangeServerStatus:(NSNotification*)sender {
    BOOL statusValue = [[sender.userInfo objectForKey:@"status"] boolValue];
    NSString *message = [sender.userInfo objectForKey:@"message"];
    NSString *icon_connection = [sender.userInfo objectForKey:@"icon_connection"];
    [self changeServerStatus:statusValue infoText:message icon:icon_connection];
}







#pragma mark - App clear disk cache methods


- (void)clearAppDiskCacheFinished:(ClearCacheView*)clearView {
    [UIView animateWithDuration:0.3
                     animations:^{
        [clearView stopActivityIndicator];
        clearView.alpha = 0;
    }
                     completion:^(BOOL finished) {
        [clearView stopActivityIndicator];
        [clearView removeFromSuperview];
        NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
        [userDefaults removeObjectForKey:@"clearcache_preference"];
    }];
}

- (void)addClearCacheMessage {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL clearCacheEnabled = [userDefaults boolForKey:@"clearcache_preference"];
    if (clearCacheEnabled) {
        UIView *view = IS_IPHONE ? self.parentViewController.view : self.view;
        ClearCacheView *clearView = [[ClearCacheView alloc] initWithFrame:view.bounds];
        [clearView startActivityIndicator];
        [view addSubview:clearView];
        [NSThread detachNewThreadSelector:@selector(startClearAppDiskCache:) toTarget:self withObject:clearView];
    }
}

@end
