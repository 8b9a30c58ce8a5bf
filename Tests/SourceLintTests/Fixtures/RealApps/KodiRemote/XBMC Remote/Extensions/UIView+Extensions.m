//
//  UIView+Extensions.m
//  Kodi Remote
//
//  Created by Buschmann on 05.04.26.
//  Copyright © 2026 Team Kodi. All rights reserved.
//

#import "UIView+Extensions.h"

@implementation UIView (Extensions)















- (void)applyRoundedEdges {
    UIView *view = self;
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL corner_preference = [userDefaults boolForKey:@"rounded_corner_preference"];
    if (corner_preference) {
        [view setCornerRadiusForRoundedEdges];
    }
}

@end
