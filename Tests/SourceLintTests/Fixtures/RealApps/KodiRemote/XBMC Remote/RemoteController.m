//
//  RemoteController.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 24/3/12.
//  Copyright (c) 2012 joethefox inc. All rights reserved.
//

#import "RemoteController.h"
#import "RemoteControllerGestureZoneView.h"
#import "RightMenuViewController.h"
#import "Utilities.h"
#import "VersionCheck.h"

@import AudioToolbox;

#define ROTATION_TRIGGER 0.015
#define REMOTE_PADDING (44 + 44 + 44) // Space unused above and below the popover and by remote toolbar
#define TOOLBAR_ICON_SIZE 36
#define TOOLBAR_FIXED_OFFSET 8
#define TOOLBAR_HEIGHT (TOOLBAR_ICON_SIZE + TOOLBAR_FIXED_OFFSET)
#define TAG_BUTTON_FULLSCREEN 1
#define TAG_BUTTON_SEEK_BACKWARD 2
#define TAG_BUTTON_PLAY_PAUSE 3
#define TAG_BUTTON_SEEK_FORWARD 4
#define TAG_BUTTON_PREVIOUS 5
#define TAG_BUTTON_STOP 6
#define TAG_BUTTON_NEXT 8
#define TAG_BUTTON_HOME 9
#define TAG_BUTTON_ARROW_UP 10
#define TAG_BUTTON_INFO 11
#define TAG_BUTTON_ARROW_LEFT 12
#define TAG_BUTTON_SELECT 13
#define TAG_BUTTON_ARROW_RIGHT 14
#define TAG_BUTTON_MENU 15
#define TAG_BUTTON_ARROW_DOWN 16
#define TAG_BUTTON_BACK 18
#define TAG_BUTTON_SUBTITLES 19
#define TAG_BUTTON_AUDIOSTREAMS 20
#define TAG_BUTTON_MUSIC 21
#define TAG_BUTTON_MOVIES 22
#define TAG_BUTTON_TVSHOWS 23
#define TAG_BUTTON_PICTURES 24
#define TAG_BUTTON_SEEK_BACKWARD_BIG 25
#define TAG_BUTTON_SEEK_FORWARD_BIG 26
#define WINDOW_FULLSCREEN_VIDEO 12005
#define WINDOW_VISUALISATION 12006
#define KEY_HOLD_TIMEOUT 0.5
#define KEY_REPEAT_TIMEOUT 0.1
#define GESTUREZONE_RADIUS 20.0
#define GESTUREZONE_BORDERWIDTH 1.0
#define KEYPATH_TORCHACTIVE @"torchActive"
#define KEYPATH_TORCHAVAILABLE @"torchAvailable"

static void *TorchRemoteContext = &TorchRemoteContext;

@interface RemoteController ()

@end

@implementation RemoteController

@synthesize holdKeyTimer;




#pragma mark - Touch








        
# pragma mark - view Effects


# pragma mark - ToolBar





# pragma mark - JSON

- (NSArray*)buildActionSheetForArray:(NSArray*)languageArray currentLanguage:(NSDictionary*)currentActiveLanguage featureEnabled:(BOOL)featureEnabled {
    NSUInteger numItems = languageArray.count;
    NSMutableArray *actionSheetTitles = [NSMutableArray arrayWithCapacity:numItems];
    [languageArray enumerateObjectsUsingBlock:^(NSDictionary *itemDict, NSUInteger idx, BOOL *stop) {
        if (![itemDict isKindOfClass:[NSDictionary class]]) {
            return;
        }
        NSString *language = LOCALIZED_STR(@"Unknown");
        NSString *currentItemLanguage = [Utilities getStringFromItem:itemDict[@"language"]];
        if (currentItemLanguage.length) {
            NSLocale *currentLocale = [NSLocale currentLocale];
            NSString *canonicalID = [NSLocale canonicalLanguageIdentifierFromString:currentItemLanguage];
            NSString *displayNameString = [currentLocale displayNameForKey:NSLocaleIdentifier value:canonicalID];
            if (displayNameString.length > 0) {
                language = displayNameString;
            }
            else {
                language = currentItemLanguage;
            }
        }
        NSString *tickMark = @"";
        if (featureEnabled && [currentActiveLanguage isEqual:itemDict]) {
            tickMark = @"\u2713 ";
        }
        NSString *name = itemDict[@"name"];
        NSString *title = [NSString stringWithFormat:@"%@%@%@%@ (%lu/%lu)", tickMark, language, name.length ? @" - " : @"", name, idx + 1, numItems];
        [actionSheetTitles addObject:title];
    }];
    return [actionSheetTitles copy];
}




#pragma mark - Action Sheet Method



#pragma mark - Buttons








#pragma mark - GestureRecognizer delegate


# pragma mark - Gestures



#pragma mark - Quick Help


#pragma mark - Keyboard methods



#pragma mark - Persistence

- (void)saveRemoteMode {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    [userDefaults setBool:isGestureViewActive forKey:@"GestureViewEnabled"];
    [userDefaults setInteger:positionMode forKey:@"RemotePosition"];
}

- (void)loadRemoteMode {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    isGestureViewActive = [userDefaults boolForKey:@"GestureViewEnabled"];
    positionMode = (RemotePositionType)[userDefaults integerForKey:@"RemotePosition"];
}

#pragma mark - Life Cycle





















@end
