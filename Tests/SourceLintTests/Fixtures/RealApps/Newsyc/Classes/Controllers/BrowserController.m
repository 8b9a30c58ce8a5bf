//
//  BrowserController.m
//  newsyc
//
//  Created by Grant Paul on 3/7/11.
//  Copyright 2011 Xuzz Productions, LLC. All rights reserved.
//

#import "BrowserController.h"

#import "SharingController.h"
#import "NavigationController.h"

#import "ProgressHUD.h"
#import "NSArray+Strings.h"
#import "UIColor+Orange.h"
#import "UIApplication+ActivityIndicator.h"
#import "UINavigationItem+MultipleItems.h"

@implementation BrowserController
@synthesize currentURL;








    

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    
    if (![webview request]) {
        NSURLRequest *request = [[NSURLRequest alloc] initWithURL:rootURL];
        [webview loadRequest:[request autorelease]];
    }

    if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad && [toolbar respondsToSelector:@selector(setBarTintColor:)]) {
        // On iOS 7, toolbars are transparent, so showing orange on top of orange looks wrong.
        [toolbar setOrange:NO];
    } else {
        [toolbar setOrange:![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]];
    }

    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"] && ([toolbar respondsToSelector:@selector(setBarTintColor:)] || [[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad)) {
        [[loadingItem spinner] setActivityIndicatorViewStyle:UIActivityIndicatorViewStyleGray];
    } else {
        [[loadingItem spinner] setActivityIndicatorViewStyle:UIActivityIndicatorViewStyleWhite];
    }
}













// These 3 methods from Apple tech doc: http://developer.apple.com/library/ios/#qa/qa1629/_index.html






AUTOROTATION_FOR_PAD_ONLY

@end
