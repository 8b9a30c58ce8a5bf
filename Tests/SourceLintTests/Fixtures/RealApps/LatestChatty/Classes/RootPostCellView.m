//
//  RootPostCellView.m
//  LatestChatty
//
//  Created by Alex Wayne on 8/2/08.
//  Copyright 2008 __MyCompanyName__. All rights reserved.
//

#import "RootPostCellView.h"


@implementation RootPostCellView

@synthesize preview;
@synthesize striped;




- (void)updateWithPost:(Post *)aPost {
	if( post ) [post release];
	post = [aPost retain];
	username.text = post.author;
  timestamp.text = post.formattedDate;
  preview.text = post.preview;
  replyCount.text = [NSString stringWithFormat:@" %d", post.cachedReplyCount];
  
  if (post.newPostCount == 0) {
    replyCount.frame = CGRectMake(self.frame.size.width - 30, replyCount.frame.origin.y, replyCount.frame.size.width, replyCount.frame.size.height);
    replyCount.textAlignment = UITextAlignmentLeft;
    newpostcount.hidden = YES;
  } else {
    replyCount.frame = CGRectMake(self.frame.size.width - 60, replyCount.frame.origin.y, replyCount.frame.size.width, replyCount.frame.size.height);
    replyCount.textAlignment = UITextAlignmentRight;
    newpostcount.hidden = NO;
  }
  
  if (post.cachedReplyCount == post.newPostCount && post.cachedReplyCount > 0) {
    replyCount.hidden = YES;
    newpostcount.text = [NSString stringWithFormat:@" %d", post.newPostCount];
  } else {
    replyCount.hidden = NO;
    newpostcount.text = [NSString stringWithFormat:@"+%d", post.newPostCount];
  }
  
  
  if ([post.category isEqualToString:@"nws"]) {
    category.text = @"NWS";
    category.textColor = [UIColor redColor];
  } else if ([post.category isEqualToString:@"informative"]) {
    category.text = @"INTERESTING";
    category.textColor = [UIColor colorWithRed:0.02 green:0.65 blue:0.83 alpha:1.0];
  } else {
    category.text = @"";
    category.textColor = [UIColor colorWithWhite:0.39 alpha:1.0];
  }
  
  if ([post.author isEqualToString:[[NSUserDefaults standardUserDefaults] stringForKey:@"username_preference"]]) {
    username.textColor = [UIColor colorWithRed:0.0 green:0.75 blue:0.95 alpha:1.0];
    username.font = [UIFont boldSystemFontOfSize:10];
  } else {
    username.textColor = [UIColor colorWithRed:1.0 green:0.73 blue:0.0  alpha:1.0];
    username.font = [UIFont systemFontOfSize:10];
  }
}









@end
