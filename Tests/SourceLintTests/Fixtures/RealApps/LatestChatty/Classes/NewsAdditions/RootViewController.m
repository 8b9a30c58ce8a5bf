//
//  RootViewController.m
//  shacknewx
//
//  Created by Jeff Forbes on 8/23/08.
//  Copyright __MyCompanyName__ 2008. All rights reserved.
//

#import "RootViewController.h"
#import "LatestChattyAppDelegate.h"


@implementation RootViewController


- (void)viewDidLoad {
	// Add the following line if you want the list to be editable
	// self.navigationItem.leftBarButtonItem = self.editButtonItem;
	
	//load up the stuff	
	stopButton = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemStop target:self action:@selector(refresh:)];
	[self refresh:self];
	refreshButton = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemRefresh target:self action:@selector(refresh:)];
	//[toolBar addSubview:stopButton];
	if ([[[NSUserDefaults standardUserDefaults] stringForKey:@"startup_destination"] isEqualToString:@"chatty"]){
		[self latestChatty:self];
	}
}







 - (void)tableView:(UITableView *)aTableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
	 postView = [[ExternalWebViewController alloc] initWithNewsPost:[posts objectAtIndex:indexPath.row]];
	 [[self navigationController] pushViewController:postView animated:YES];
	 [postView release];
	 NSLog(@"PostView retainCount: %i", [postView retainCount] );
}


/*
 Override if you support editing the list
*/


/*
 Override if you support conditional editing of the list
*/


/*
 Override if you support rearranging the list
*/


/*
 Override if you support conditional rearranging of the list
 */ 

//-(UITableView*) loadView
//{
	//return tableView;
//}













@end

