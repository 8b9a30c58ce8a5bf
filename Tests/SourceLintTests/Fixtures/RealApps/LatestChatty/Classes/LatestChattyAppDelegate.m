//
//  LatestChattyAppDelegate.m
//  LatestChatty
//
//  Created by Alex Wayne on 7/31/08.
//  Copyright __MyCompanyName__ 2008. All rights reserved.
//

#import "LatestChattyAppDelegate.h"
#import "ChattyViewController.h"


@implementation LatestChattyAppDelegate

@synthesize window;
@synthesize navigationController;










// Todo refactor this to be more DRY


+ (BOOL)shouldAllowRotationTo:(UIInterfaceOrientation)orientation {
  BOOL allowLandscape = [[NSUserDefaults standardUserDefaults] boolForKey:@"rotation_allow_landscape"];
  
  if (orientation == UIInterfaceOrientationPortraitUpsideDown)  return NO;
  if (orientation == UIInterfaceOrientationPortrait) return YES;
  if (allowLandscape) return YES;
  
  return NO;
}


@end
