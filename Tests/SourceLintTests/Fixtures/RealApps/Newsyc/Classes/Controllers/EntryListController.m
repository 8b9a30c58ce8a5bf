//
//  EntryListController.m
//  newsyc
//
//  Created by Grant Paul on 3/5/11.
//  Copyright 2011 Xuzz Productions, LLC. All rights reserved.
//

#import <HNKit/HNKit.h>

#import "EntryListController.h"
#import "LoadingIndicatorView.h"
#import "PullToRefreshView.h"
#import "SubmissionTableCell.h"
#import "UIColor+Orange.h"
#import "EmptyView.h"
#import "CommentListController.h"

@implementation EntryListController

#pragma mark - Lifecycle





- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];

    if (![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]) {
        [refreshControl setTintColor:[UIColor lightOrangeColor]];
    } else {
        [refreshControl setTintColor:nil];
    }

    [self deselectWithAnimation:YES];
}

#pragma mark - Loading









#pragma mark - Table View














AUTOROTATION_FOR_PAD_ONLY

@end
