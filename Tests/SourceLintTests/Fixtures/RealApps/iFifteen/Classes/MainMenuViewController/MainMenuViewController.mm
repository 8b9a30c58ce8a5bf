//
//  MainMenuViewController.mm
//  MyOpenFeintSample
//
//  Created by AKEB on 9/2/10.
//  Copyright 2010 AKEB.RU. All rights reserved.
//

#import "MainMenuViewController.h"
#import "OFControllerLoader.h"
#import "OFViewHelper.h"
#import "OpenFeint.h"

#import	"HowToPlayController.h"
#import "SettingsController.h"
#import "GameViewController.h"

#import "iFifteenAppDelegate.h"
#import "Util.h"
// temp
#import "OFHighScoreService.h"
#import "OFCloudStorageService.h"
#import "OFAnnouncement.h"


#define MY_BANNER_UNIT_ID @"a14de6505903038"

@interface MainMenuViewController ()
	- (bool)canReceiveCallbacksNow;
	- (void)_push:(NSString*)name;
@end

@implementation MainMenuViewController

@synthesize delegate;
@synthesize newGame;
@synthesize continueGame;










- (void) checkContinueButton {
		//NSLog(@"[MainMenuViewController checkContinueButton]");
	
	NSUserDefaults *set = [[NSUserDefaults alloc] init];
	NSMutableDictionary *settings = [NSMutableDictionary dictionaryWithDictionary:[set dictionaryRepresentation]];
	NSString *BlocksKind = [settings valueForKey:@"BlockKind"];
	
	
	NSMutableDictionary *params = [[NSMutableDictionary alloc] initWithContentsOfFile:[NSString stringWithFormat:@"%@/Documents/Save%d.xml",NSHomeDirectory(),[BlocksKind intValue]]];
	NSString *SSTATUS = [params valueForKey:@"STATUS"];
	if ([SSTATUS intValue] == 1) {
			//NSLog(@"GOOD LOAD");
		[continueGame setHidden:false];
		[newGame setHidden:true];
	} else {
			//NSLog(@"FALSE LOAD");
		[continueGame setHidden:true];
		[newGame setHidden:false];
	}
	
	if (bannerView_) [bannerView_ loadRequest:[GADRequest request]];
}



// This method requires adding #import <CommonCrypto/CommonDigest.h> to your source file.





#ifdef __IPHONE_4_1


#endif









@end
