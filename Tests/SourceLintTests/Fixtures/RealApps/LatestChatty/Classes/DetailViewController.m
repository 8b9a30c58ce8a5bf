//
//  LatestChattyAppDelegate.m
//  LatestChatty
//
//  Created by Alex Wayne on 7/20/08.
//  Copyright __MyCompanyName__ 2008. All rights reserved.
//

#import "DetailViewController.h"

@implementation DetailViewController












// UITableViewDelegate methods







// End UITableViewDelegate methods


// UIWebViewDelegate methods
// End UIWebViewDelegate methods
















- (void)actionSheet:(UIActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {
  if ([[[NSUserDefaults standardUserDefaults] stringForKey:@"username_preference"] length] == 0) {
    [LatestChattyAppDelegate showErrorAlertNamed:@"Authentication Failed"];
    
  } else {
    switch (buttonIndex) {
      case 0:
        [self tagWithTag:@"lol"]; break;
      case 1:
        [self tagWithTag:@"inf"]; break;
      case 2:
        [self tagWithTag:@"mark"]; break;
    }    
  }
}

- (void)tagWithTag:(NSString *)tag {
  NSURL *url = nil;
  //I dunno if this is exactly a great way to do this.  But really, this is probably the last thing that's going to get tagged, so it's probably fine.
  if (tag == @"mark") {
    url = [NSURL URLWithString:[NSString stringWithFormat:@"http://socksandthecity.net/shackmarks/shackmark.php?user=%@&id=%d&version=20080528",
                                [[NSUserDefaults standardUserDefaults] stringForKey:@"username_preference"], currentPost.postId]];    
  } else {
    url = [NSURL URLWithString:[NSString stringWithFormat:@"http://lmnopc.com/greasemonkey/shacklol/report.php?who=%@&what=%d&tag=%@&version=-1",
                                [[NSUserDefaults standardUserDefaults] stringForKey:@"username_preference"], currentPost.postId, tag]];
  }
  
  if (url) {
    NSLog(@"Tagged URL: %@", [url relativeString]);
    
    NSURLRequest *request = [NSURLRequest requestWithURL:url];
    [NSURLConnection connectionWithRequest:request delegate:nil];    
  }
}

@end
