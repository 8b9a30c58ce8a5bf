//
//  CommentListController.m
//  newsyc
//
//  Created by Grant Paul on 3/5/11.
//  Copyright 2011 Xuzz Productions, LLC. All rights reserved.
//

#import <QuartzCore/QuartzCore.h>

#import <HNKit/HNKit.h>

#import "UIActionSheet+Context.h"
#import "UINavigationItem+MultipleItems.h"
#import "EmptyView.h"

#import "CommentListController.h"
#import "CommentTableCell.h"
#import "DetailsHeaderView.h"
#import "EntryActionsView.h"
#import "ProfileController.h"
#import "NavigationController.h"
#import "EntryReplyComposeController.h"
#import "BrowserController.h"
#import "HackerNewsLoginController.h"

#import "AppDelegate.h"
#import "ModalNavigationController.h"

@interface CommentListController ()

- (void)setupHeader;
- (void)clearSavedAction;
- (void)clearSavedCompletion;

@end

@implementation CommentListController

#pragma mark - Lifecycle





- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    
    if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {
        if (![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]) {
            [entryActionsView setStyle:kEntryActionsViewStyleOrange];
        } else {
            [entryActionsView setStyle:kEntryActionsViewStyleDefault];
        }
    } else if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) {
        if (![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]) {
            [entryActionsView setStyle:kEntryActionsViewStyleTransparentLight];
        } else {
            [entryActionsView setStyle:kEntryActionsViewStyleTransparentDark];
        }
    }

    [tableView setSeparatorColor:[UIColor whiteColor]];
}



#pragma mark - Table Cells



// XXX: this is really really slow :(





#pragma mark - View Layout




#pragma mark - Delegates






#pragma mark - Actions














- (void)entryActionsView:(EntryActionsView *)eav didSelectItem:(EntryActionsViewItem)item {
    HNEntry *entry = [eav entry];
    
    __block __typeof__(self) this = self;
    
    savedCompletion = [^(NSInteger index) {
        if (item == kEntryActionsViewItemReply) {
            EntryReplyComposeController *compose = [[EntryReplyComposeController alloc] initWithEntry:entry];
            [compose setDelegate:this];
            
            NavigationController *navigation = [[NavigationController alloc] initWithRootViewController:compose];
            [[this navigationController] presentViewController:navigation animated:YES completion:NULL];
            [navigation release];
        } else if (item == kEntryActionsViewItemUpvote) {
            [this performUpvoteForEntry:entry fromEntryActionsView:eav];
        } else if (item == kEntryActionsViewItemFlag) {
            [this performFlagForEntry:entry fromEntryActionsView:eav];
        } else if (item == kEntryActionsViewItemDownvote) {
            [this performDownvoteForEntry:entry fromEntryActionsView:eav];            
        } else if (item == kEntryActionsViewItemActions) {
            if (index == 0) {
                [self showProfileForEntry:entry];
            } else if (index == 1) {
                CommentListController *controller = [[CommentListController alloc] initWithSource:[entry parent]];
                [[this navigationController] pushController:[controller autorelease] animated:YES];
            } else if (index == 2) {
                CommentListController *controller = [[CommentListController alloc] initWithSource:[entry submission]];
                [[this navigationController] pushController:[controller autorelease] animated:YES];
            }
        }
        
        [this clearSavedCompletion];
    } copy];
    
    savedAction = [^{
        if (item == kEntryActionsViewItemUpvote || item == kEntryActionsViewItemDownvote) {
            NSNumber *confirm = [[NSUserDefaults standardUserDefaults] objectForKey:@"interface-confirm-votes"];
            
            if (confirm != nil && [confirm boolValue]) {
                UIActionSheet *sheet = [[UIActionSheet alloc] init];
                [sheet addButtonWithTitle:@"Vote"];
                [sheet addButtonWithTitle:@"Cancel"];
                [sheet setCancelButtonIndex:1];
                [sheet setDelegate:this];
                [sheet setSheetContext:@"entry-action"];
                
                [sheet showFromBarButtonItemInWindow:[eav barButtonItemForItem:item] animated:YES];
                [sheet release];
            } else {
                savedCompletion(0);
            }
        } else if (item == kEntryActionsViewItemFlag) {
            UIActionSheet *sheet = [[UIActionSheet alloc] init];
            [sheet addButtonWithTitle:@"Flag"];
            [sheet addButtonWithTitle:@"Cancel"];
            [sheet setDestructiveButtonIndex:0];
            [sheet setCancelButtonIndex:1];
            [sheet setDelegate:this];
            [sheet setSheetContext:@"entry-action"];
            
            [sheet showFromBarButtonItemInWindow:[eav barButtonItemForItem:item] animated:YES];
            [sheet release];
        } else if (item == kEntryActionsViewItemActions) {
            UIActionSheet *sheet = [[UIActionSheet alloc] init];
            if ([entry submission]) [sheet addButtonWithTitle:@"Submission"];
            if ([entry parent]) [sheet addButtonWithTitle:@"Parent"];
            [sheet addButtonWithTitle:@"Submitter"];
            [sheet addButtonWithTitle:@"Cancel"];
            [sheet setCancelButtonIndex:([sheet numberOfButtons] - 1)];
            [sheet setDelegate:this];
            [sheet setSheetContext:@"entry-action"];
            
            [sheet showFromBarButtonItemInWindow:[eav barButtonItemForItem:item] animated:YES];
            [sheet release];
        } else if (item == kEntryActionsViewItemReply) {
            savedCompletion(0);
        }
        
        [this clearSavedAction];
    } copy];
    
    if (![[source session] isAnonymous] || item == kEntryActionsViewItemActions) {
        savedAction();
    } else {
        [[self navigation] requestLogin];
    }
}


AUTOROTATION_FOR_PAD_ONLY

@end
