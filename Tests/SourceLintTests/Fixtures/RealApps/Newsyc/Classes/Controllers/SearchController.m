//
//  SearchController.m
//  newsyc
//
//  Created by Quin Hoxie on 6/2/11.
//

#import "SearchController.h"
#import "SubmissionTableCell.h"
#import "CommentListController.h"
#import "LoadingIndicatorView.h"
#import "UIColor+Orange.h"
#import "AppDelegate.h"
#import "OrangeToolbar.h"
#import "EmptyView.h"

@implementation SearchController










- (void)receivedResults:(NSNotification *)notification {
    [indicator setHidden:YES];
    [emptyView setHidden:NO];
    
	if ([notification userInfo] == nil) {
		UIAlertView *alert = [[UIAlertView alloc]
							  initWithTitle:@"Unable to Connect"
							  message:@"Could not connect to search server. Please try again."
							  delegate:nil
							  cancelButtonTitle:@"Continue"
							  otherButtonTitles:nil];
		[alert show];
		[alert release];
	} else {
		NSDictionary *dict = [notification userInfo];
        [entries release];
		entries = [[dict objectForKey:@"array"] retain];
        
		if ([entries count] != 0) {
			[emptyView setHidden:YES];
            [tableView setContentOffset:CGPointZero animated:NO];
		}

        [tableView reloadData];
	}
}

#pragma mark -
#pragma mark Table view data source







- (void)viewWillAppear:(BOOL)animated {
	[super viewWillAppear:animated];
    
    UIViewController *parentController = [[self navigation] topViewController];
    UINavigationItem *navigationItem = [parentController navigationItem];
	[navigationItem setTitleView:searchBar];
    
    if ([[UIDevice currentDevice] userInterfaceIdiom] != UIUserInterfaceIdiomPad) {
        [tableView deselectRowAtIndexPath:[tableView indexPathForSelectedRow] animated:YES];
    }

    [coloredView setOrange:![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]];
    
    if (![[NSUserDefaults standardUserDefaults] boolForKey:@"disable-orange"]) {
        if ([coloredView respondsToSelector:@selector(setBarTintColor:)]) {
            [facetControl setTintColor:[UIColor whiteColor]];
        } else {
            [facetControl setTintColor:[UIColor mainOrangeColor]];
        }

        [searchBar setTintColor:[UIColor mainOrangeColor]];
    } else {
        [searchBar setTintColor:nil];
        [facetControl setTintColor:nil];
    }
}




AUTOROTATION_FOR_PAD_ONLY

@end
