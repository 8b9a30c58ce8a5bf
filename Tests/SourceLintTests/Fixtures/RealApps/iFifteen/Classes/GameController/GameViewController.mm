//
//  GameViewController.m
//  iFifteen
//
//  Created by AKEB on 9/3/10.
//  Copyright 2010 AKEB.RU. All rights reserved.
//

#import "GameViewController.h"
#import "TimeView.h"
#import "GameView.h"
#import "CounterView.h"
#import "Util.h"
#import "MainMenuViewController.h"


#import "OpenFeint.h"
#import "OpenFeint+Dashboard.h"
#import "OFHighScoreService.h"
#import "OFLeaderboardService.h"
#import "OFLeaderboard.h"
#import "OFViewHelper.h"
#import "OFControllerLoader.h"
#import "OFLeaderboard.h"
#import "OFSocialNotificationApi.h"
#import "OFDefaultTextField.h"

#define MY_BANNER_UNIT_ID @"a14de6505903038"

@implementation GameViewController

@synthesize rootController;
@synthesize pauseButton;
@synthesize playButton;
@synthesize timeView;
@synthesize counterView;
@synthesize gameView;
@synthesize indicator;
@synthesize gameIsPaused;
@synthesize menuController;











- (void) sendHighScore:(int) point min:(int)min sec:(int)sec {
	OFDelegate success = OFDelegate(self, @selector(_highScoreSet));	
	OFDelegate failure = OFDelegate(self, @selector(_highScoreFailedSetting));
	
	NSUserDefaults *set = [[NSUserDefaults alloc] init];
	NSDictionary *settings;
	NSString *BlocksKind;
	
	settings = [set dictionaryRepresentation];
	BlocksKind = [settings valueForKey:@"BlockKind"];
	
	NSString *leadTotalAll = LEADERBOARD_TOTAL;
	NSString *leadStep = LEADERBOARD_N_STEP;
	NSString *leadTime = LEADERBOARD_N_TIME;
	NSString *leadTotal = LEADERBOARD_N_TOTAL;
	
	if([BlocksKind intValue] == 1) {
		leadStep = LEADERBOARD_A_STEP;
		leadTime = LEADERBOARD_A_TIME;
		leadTotal = LEADERBOARD_A_TOTAL;
	}
	
	
	OFLeaderboard *leaderboard;
	NSNumber *num;
	//OFHighScore *score;
	
	leaderboard = [OFLeaderboard leaderboard:leadStep];
	num = [NSNumber numberWithLongLong:[[NSString stringWithFormat:@"%d",point] longLongValue]];
	OFHighScore *score1 = [[[OFHighScore alloc] initForSubmissionWithScore:[num longLongValue]] autorelease];
	score1.displayText = [NSString stringWithFormat:@"%d",point];
	[score1 submitTo:leaderboard];
	//[score release];
	
	
	leaderboard = [OFLeaderboard leaderboard:leadTime];
	num = [NSNumber numberWithLongLong:[[NSString stringWithFormat:@"%d",(min*60)+sec] longLongValue]];
	OFHighScore *score2 = [[[OFHighScore alloc] initForSubmissionWithScore:[num longLongValue]] autorelease];
	score2.displayText = [NSString stringWithFormat:@"%d:%d",min,sec];
	[score2 submitTo:leaderboard];
	//[score release];
	
	
	
	leaderboard = [OFLeaderboard leaderboard:leadTotal];
	OFHighScore *currScore3 = [leaderboard highScoreForCurrentUser];
	int64_t scor3;
	if ([currScore3 score] < 1) {
		currScore3 = [[[OFHighScore alloc] initForSubmissionWithScore:1] autorelease];
		scor3 = 1;
	} else {
		scor3 = [currScore3 score] + 1;
	}
	
	[currScore3 setScore:scor3];
	[currScore3 setDisplayText:[NSString stringWithFormat:@"%d",scor3]];
	[currScore3 submitTo:leaderboard];
	
	leaderboard = [OFLeaderboard leaderboard:leadTotalAll];
	OFHighScore *currScore4 = [leaderboard highScoreForCurrentUser];
	int64_t scor4;
	if ([currScore4 score] < 1) {
		currScore4 = [[[OFHighScore alloc] initForSubmissionWithScore:1] autorelease];
		scor4 = 1;
	} else {
		scor4 = [currScore4 score] + 1;
	}
	[currScore4 setScore:scor4];
	[currScore4 setDisplayText:[NSString stringWithFormat:@"%d",scor4 ]];
	[currScore4 submitTo:leaderboard];
	
	NSMutableDictionary *params = [[NSMutableDictionary alloc] initWithContentsOfFile:[NSString stringWithFormat:@"%@/Documents/Publish.xml",NSHomeDirectory()]];
	NSString *SPublish = [params valueForKey:@"Publish"];
	if ([SPublish intValue] == 0 && connectToSocialNetwork) {
		// Нужна публикация на Стену
		[OFSocialNotificationApi setCustomUrl:@"http://itunes.apple.com/us/app/id363507222"];
		[OFSocialNotificationApi sendWithPrepopulatedText:[NSString stringWithFormat:@"I cracked \"The 15 puzzle\" game in %d minute %d seconds having made %d steps. Try to hit my score!",min,sec,point] originalMessage:@"" imageNamed:@"myLogo"];
	}
	NSMutableDictionary *params2 = [ [ NSMutableDictionary alloc ] init ];
	[params2 setValue:@"1" forKey:@"Publish"];
	[params2 writeToFile:[NSString stringWithFormat:@"%@/Documents/Publish.xml",NSHomeDirectory()] atomically:YES];
	
	
	
		//Util *util = [[Util alloc] init];
		//[util SendFinishGame:point min:min sec:sec kind:[BlocksKind intValue]];
	
	
	
}













#ifdef __IPHONE_4_1


#endif









@end