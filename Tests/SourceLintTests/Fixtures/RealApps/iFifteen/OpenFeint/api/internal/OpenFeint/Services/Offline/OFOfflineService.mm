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
#import "OFDependencies.h"
#import "OFOfflineService.h"
#import "OFService+Private.h"
#import "OpenFeint+Private.h"
#import "OpenFeint.h"
#import "OFAchievement.h"
#import "OFUnlockedAchievement.h"
#import "OFAchievementService+Private.h"
#import "OFHighScore.h"
#import "OFHighScoreService+Private.h"
#import "OFLeaderboard+Sync.h"
#import "OFLeaderboardService.h"
#import "OFLeaderboardService+Private.h"
#import "OFLeaderboardAggregation.h"
#import "OFHttpNestedQueryStringWriter.h"
#import "OFUserService+Private.h"
#import "OpenFeint+Dashboard.h"
#import "OFXmlDocument.h"
#import "OFResource.h"
#import "OFGameProfilePageInfo.h"
#import "OFBootstrap.h"
#import "OFUser.h"
#import "OpenFeint+UserOptions.h"
#import "OFSettings.h"
#import <sqlite3.h>
#import "OFTransactionalSaveFile.h"

static NSString* formattedAppVersion;

OPENFEINT_DEFINE_SERVICE_INSTANCE(OFOfflineService)

namespace
{
	static OFSqlQuery sSchemaVersionQuery;
	static OFSqlQuery sSetSchemaVersionQuery;
}

@implementation OFOfflineService

OPENFEINT_DEFINE_SERVICE(OFOfflineService)

- (id) init
{
	self = [super init];
	if (self != nil)
	{
		OFPaginatedSeries* offlineResouces = nil;

		//Look for offline configuration file
		NSString* filePath = [[NSBundle mainBundle] pathForResource:[NSString stringWithUTF8String:"openfeint_offline_config"] ofType:@"xml"];
		if([[NSFileManager defaultManager] fileExistsAtPath:filePath])
		{
			int readInDate = [[NSUserDefaults standardUserDefaults] integerForKey:@"offline_config_file_date"];
			int lastModifiedDate = [[[[NSFileManager defaultManager]
									   attributesOfItemAtPath:filePath error:NULL] fileModificationDate] 
									 timeIntervalSince1970];
			
			if( readInDate != lastModifiedDate )
			{
				offlineResouces = [OFResource resourcesFromXml:[OFXmlDocument xmlDocumentWithData:[NSData dataWithContentsOfFile:filePath]] withMap:[self getKnownResources]];
				
				for (id obj in offlineResouces)
				{
                    if ([obj isKindOfClass:[OFGameProfilePageInfo class]])
					{
						OFGameProfilePageInfo* profileInfo = (OFGameProfilePageInfo*)obj;
						[OpenFeint setLocalGameProfileInfo:profileInfo];
                        break;
					}
				}

                [[NSUserDefaults standardUserDefaults] setInteger:lastModifiedDate forKey:@"offline_config_file_date"];
                [[NSUserDefaults standardUserDefaults] synchronize];
			}
		}
		else
		{
			UIAlertView* av = [[UIAlertView alloc] initWithTitle:@"OpenFeint Developer Warning"
														 message:@"OpenFeint 2.5 and greater requires an offline config.  You can download an offline config from your app page in the developer dashboard"
														delegate:nil
											   cancelButtonTitle:@"OK"
											   otherButtonTitles:nil];
			[av show];
			[av release];
		}

        [OpenFeint setupOfflineDatabase];
        [OFOfflineService setupOfflineSupport];

        if(offlineResouces != nil)
        {
            for (id obj in offlineResouces)
            {
                if ([obj isKindOfClass:[OFOffline class]])
                {
                    OFOffline* offline = (OFOffline*)obj;
                    [OFLeaderboardService synchLeaderboardsList:offline.leaderboards aggregateLeaderboards:offline.leaderboardAggregations forUser:nil setSynchTime:NO];
                    [OFAchievementService synchAchievementsList:offline.achievements forUser:nil];
                }
            }
        }

	}

	return self;
}






+ (void) syncOfflineData: (OFOffline *) offline bootStrap: (OFBootstrap *) bootStrap;
{
	[OFUserService createLocalUser: bootStrap.user.resourceId userName: bootStrap.user.name profilePictureUrl: bootStrap.user.profilePictureUrl];
	[OFAchievementService synchAchievementsList: offline.achievements forUser: bootStrap.user.resourceId];
	[OFLeaderboardService synchLeaderboardsList: offline.leaderboards aggregateLeaderboards: offline.leaderboardAggregations forUser: bootStrap.user.resourceId setSynchTime: YES];


	BOOL isDbMigrated = [[NSUserDefaults standardUserDefaults] boolForKey: @"OFIsDdMigrated"];
	if (!isDbMigrated)
    {
		[OFOfflineService migrateOfflineData];

		[[NSUserDefaults standardUserDefaults] setBool: YES forKey: @"OFIsDdMigrated"];
		[[NSUserDefaults standardUserDefaults] synchronize];

    }
}





@end
