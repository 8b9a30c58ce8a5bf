//
//  VolumeSliderView.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 27/3/12.
//  Copyright (c) 2012 joethefox inc. All rights reserved.
//

#import "VolumeSliderView.h"
#import "GlobalData.h"
#import "DSJSONRPC.h"
#import "AppDelegate.h"
#import "Utilities.h"

#define VOLUMEICON_PADDING_NOSLIDER 15 /* space left of volume icons */
#define VOLUMELABEL_PADDING_NOSLIDER 15 /* space left/right of volume label */
#define VOLUMEICON_PADDING 10 /* space left/right from volume icons */
#define VOLUMELABEL_PADDING 5 /* space left/right from volume label */
#define VOLUMESLIDER_HEIGHT 44
#define VOLUME_HOLD_TIMEOUT 0.2
#define VOLUME_REPEAT_TIMEOUT 0.03
#define VOLUME_INFO_TIMEOUT 1.0
#define SET_VOLUME_TIMEOUT 3.0
#define SET_MUTE_TIMEOUT 3.0
#define MUTE_READ_TIMEOUT 0.2
#define VOLUME_BUTTON_INC 1
#define VOLUME_BUTTON_DEC 2
#define VOLUME_SLIDER_INC 3
#define VOLUME_SLIDER_DEC 4
#define VOLUME_SLIDER_SET 10

@implementation VolumeSliderView






- (void)setVolumeButtonMode {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL enableCEC = [userDefaults boolForKey:@"cec_support_preference"];
    if (enableCEC) {
        // Volume buttons will set increment/decrement (supports CEC)
        minusButton.tag = VOLUME_BUTTON_DEC;
        plusButton.tag = VOLUME_BUTTON_INC;
    }
    else {
        // Volume buttons will set absolute values (0-100%) - default
        minusButton.tag = VOLUME_SLIDER_DEC;
        plusButton.tag = VOLUME_SLIDER_INC;
    }
    volumeSlider.tag = VOLUME_SLIDER_SET;
}


















@end
