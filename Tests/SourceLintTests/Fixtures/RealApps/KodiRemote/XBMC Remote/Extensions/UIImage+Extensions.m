//
//  NSString+Extensions.m
//  Kodi Remote
//
//  Created by Buschmann on 05.04.26.
//  Copyright © 2026 Team Kodi. All rights reserved.
//

#import "UIImage+Extensions.h"
#import "Utilities.h"

#define IMAGE_SIZE_COLOR_AVERAGING CGSizeMake(64, 64) // Scale (down) to this size before averaging an image color

@implementation UIImage (Extensions)


- (UIImage*)applyRoundedEdges {
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL corner_preference = [userDefaults boolForKey:@"rounded_corner_preference"];
    if (corner_preference) {
        return [self setCornerRadiusForRoundedEdges];
    }
    return self;
}




@end
