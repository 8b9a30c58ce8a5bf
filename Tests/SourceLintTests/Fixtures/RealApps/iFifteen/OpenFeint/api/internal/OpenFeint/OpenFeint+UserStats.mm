//  Copyright 2009-2010 Aurora Feint, Inc.
// 
//  Licensed under the Apache License, Version 2.0 (the "License");
//  you may not use this file except in compliance with the License.
//  You may obtain a copy of the License at
//  
//  	http://www.apache.org/licenses/LICENSE-2.0
//  	
//  Unless required by applicable law or agreed to in writing, software
//  distributed under the License is distributed on an "AS IS" BASIS,
//  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//  See the License for the specific language governing permissions and
//  limitations under the License.

#import "OpenFeint+UserStats.h"
#import "OpenFeint+Private.h"
#import "OpenFeint+UserOptions.h"

static NSString* OpenFeintUserStatNumberOfGameSessions = @"OpenFeintUserStatNumberOfGameSessions";
static NSString* OpenFeintUserStatTotalGameSessionsDuration = @"OpenFeintUserStatTotalGameSessionsDuration";
static NSString* OpenFeintUserStatNumberOfDashboardLaunches = @"OpenFeintUserStatNumberOfDashboardLaunches";
static NSString* OpenFeintUserStatTotalDashboardDuration = @"OpenFeintUserStatTotalDashboardDuration";
static NSString* OpenFeintUserStatNumberOfOnlineGameSessions = @"OpenFeintUserStatNumberOfOnlineGameSessions";

static NSTimeInterval sessionActiveAt = 0;
static NSTimeInterval dashboardLaunchedAt = 0;
static NSTimeInterval sessionNotActiveAt = 0;
static BOOL suspendedDashboard = NO;

//static NSTimer* sessionTimer;
//static NSTimeInterval sessionTimeInterval = 1.0;

@implementation OpenFeint (UserStats)



/*
*/























+ (void) setUserStatValue:(NSString*)key value:(NSInteger)value
{
	[[NSUserDefaults standardUserDefaults] setInteger:value forKey:[OpenFeint statUserKeyName:key]];
	[[NSUserDefaults standardUserDefaults] synchronize];
}

+ (NSInteger) getUserStatValue:(NSString*)key
{
	return [[NSUserDefaults standardUserDefaults] integerForKey:[OpenFeint statUserKeyName:key]];
}

@end
