//
//  CHLogic+iOS.m
//  Chanify
//
//  Created by WizJin on 2021/4/21.
//

#import "CHLogic+iOS.h"
#import <WatchConnectivity/WatchConnectivity.h>
#import <UserNotifications/UserNotifications.h>
#import <AudioToolbox/AudioToolbox.h>
#import "CHReachability.h"
#import "CHNSDataSource.h"
#import "CHUserDataSource.h"
#import "CHTimelineDataSource.h"
#import "CHMessageModel.h"
#import "CHChannelModel.h"
#import "CHNodeModel.h"
#import "CHNotification+Badge.h"
#import "CHDevice.h"
#import "CHRouter.h"
#import "CHWidget.h"
#import "CHToken.h"
#import "CHMock.h"
#import "CHTP.pbobjc.h"

#define kCHDataDownloadModeKey  "data.downloadmode"

@interface CHLogic () <WCSessionDelegate, CHNotificationMessageDelegate>

@property (nonatomic, readonly, strong) CHReachability *reachability;
@property (nonatomic, readonly, strong) CHTimelineDataSource *timelineDataSource;
@property (nonatomic, readonly, strong) WCSession *watchSession;

@end

@implementation CHLogic


- (instancetype)init {
    if (self = [super initWithAppGroup:@kCHAppGroupName]) {
        _reachability = [CHReachability reachabilityForInternetConnection];
        _downloadMode = [NSUserDefaults.standardUserDefaults integerForKey:@kCHDataDownloadModeKey];
        _soundManager = [CHSoundManager soundManagerWithGroupId:@kCHAppGroupName];
        _timelineDataSource = [CHTimelineDataSource dataSourceWithURL:[NSFileManager.defaultManager URLForGroupId:@kCHAppTimelineGroupName path:@kCHDBTimelineName]];

        if (!WCSession.isSupported) {
            _watchSession = nil;
        } else {
            _watchSession = WCSession.defaultSession;
            self.watchSession.delegate = self;
        }
        CHNotification.shared.delegate = self;
    }
    return self;
}







- (void)setDownloadMode:(CHLogicDownloadMode)downloadMode {
    if (_downloadMode != downloadMode) {
        _downloadMode = downloadMode;
        [NSUserDefaults.standardUserDefaults setInteger:downloadMode forKey:@kCHDataDownloadModeKey];
    }
}




#pragma mark - API



#pragma mark - Nodes

#pragma mark - Watch



#pragma mark - WCSessionDelegate




#pragma mark - CHNotificationMessageDelegate



#pragma mark - Channel Methods



#pragma mark - Subclass Methods


#pragma mark - Private Methods






static inline void call_completion(CHLogicBlock completion, CHLCode result) {
    if (completion != nil) {
        dispatch_main_async(^{
            completion(result);
        });
    }
}


@end
