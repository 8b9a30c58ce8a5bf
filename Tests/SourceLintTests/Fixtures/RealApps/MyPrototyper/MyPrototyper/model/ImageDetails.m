//
//  ImageDetails.m
//  Prototyper
//
//  Created by Andy Qua on 09/01/2014.
//  Copyright (c) 2014 Andy Qua. All rights reserved.
//

#import "ImageDetails.h"
#import "ImageLink.h"
#import "Project.h"
#import "UIImage+Utils.h"


@implementation ImageDetails

+ (ImageDetails *) fromDictionary:(NSDictionary *)dict;
{
    ImageDetails *imageDetails = [ImageDetails new];
    imageDetails.imageName = dict[@"imageName"];
    
    for ( NSDictionary *d in dict[@"links"] )
    {
        [imageDetails.links addObject:[ImageLink fromDictionary:d]];
    }
    
    return imageDetails;
}



- (UIImage *) getThumbImage
{
    UIImage *i = [UIImage imageWithContentsOfFile:self.thumbImagePath];
    if ( i == nil )
    {
        i = [[self getImage] createThumbnail];
        CGFloat imageQuality = [[[NSUserDefaults standardUserDefaults] objectForKey:PREF_IMAGE_QUALITY] floatValue];
        [UIImageJPEGRepresentation(i, imageQuality) writeToFile:self.thumbImagePath atomically:YES];
    }
    
    return i;
}




@end
