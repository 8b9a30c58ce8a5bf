//
//  ProjectManager.m
//  Prototyper
//
//  Created by Andy Qua on 09/01/2014.
//  Copyright (c) 2014 Andy Qua. All rights reserved.
//

#import "Project.h"
#import "Constants.h"

#import "SSZipArchive.h"
#import "UIImage+Utils.h"

@interface Project ()

@property (nonatomic, strong) NSMutableArray *images;

@end


@implementation Project
{
}


+ (void) deleteProjectWithName:(NSString *)projectName;
{
    NSFileManager *mgr = [NSFileManager defaultManager];
    
    NSError *err = nil;
    NSString *path = [[self getDocsDir] stringByAppendingPathComponent:projectName];
    [mgr removeItemAtPath:path error:&err];
    if ( err != nil )
    {
        NSLog( @"Failed to remove project - %@ because %@", projectName, err.localizedDescription );
    }
}

+ (bool) isProjectValidWithName:(NSString *)projectName;
{
    NSString *dataFile = [[[Project getDocsDir] stringByAppendingPathComponent:projectName] stringByAppendingPathComponent:@"project.json"];
    
    NSData *data = [NSData dataWithContentsOfFile:dataFile];
    NSError *err = nil;
    id jsonObj = [NSJSONSerialization JSONObjectWithData:data options:0 error:&err];
    if ( err != nil || ![jsonObj isKindOfClass:[NSDictionary class]] )
    {
        // Invalid object
        return NO;
    }

    // Check that this JSON object contains a valid project name (may also want to add version number check
    // when version numbers get implemented)
    NSDictionary *dict = jsonObj;
    if ( dict[@"startImage"] == nil )
        return NO;
    
    return YES;
}






- (bool) renameProject:(NSString *)newName error:(NSError **)error;
{
    NSFileManager *mgr = [NSFileManager defaultManager];
    
    NSString *oldProjectFolder = [self getProjectFolder];
    NSString *newProjectFolder = [oldProjectFolder stringByReplacingOccurrencesOfString:self.projectName withString:newName];

    NSError *err = nil;
    [mgr moveItemAtPath:oldProjectFolder toPath:newProjectFolder error:&err];
    if ( err != nil )
    {
        NSLog( @"Error! - %@", err.localizedDescription);
        *error = err;
        return NO;
    }
    
    self.projectName = newName;
    return YES;
}

- (void) addImageToProject:(UIImage *)image
{
    // Generate file name for image
    NSString *guid = [[NSUUID new] UUIDString];
    
    // If we haven't got a start image then mark this image as the start image
    if ( self.startImage.length == 0 )
        self.startImage = guid;
    
    NSString *imageType = [[NSUserDefaults standardUserDefaults] objectForKey:PREF_IMAGE_FORMAT];
    NSString *imageName = [NSString stringWithFormat:@"%@.%@", guid, imageType];
    NSString *imagePath = [[self getProjectFolder] stringByAppendingPathComponent:imageName];
    NSString *thumbImageName = [NSString stringWithFormat:@"%@_t.%@", guid, imageType];
    NSString *thumbImagePath = [[self getProjectFolder] stringByAppendingPathComponent:thumbImageName];

    bool rc;
    if ( image != nil )
    {
        // Create thumbnail
        UIImage *thumb = [image createThumbnail];

        if ( [imageType isEqualToString:JPEG] )
        {
            CGFloat imageQuality = [[[NSUserDefaults standardUserDefaults] objectForKey:PREF_IMAGE_QUALITY] floatValue];
            rc = [UIImageJPEGRepresentation(image, imageQuality) writeToFile:imagePath atomically:YES];
            [UIImageJPEGRepresentation(thumb, imageQuality) writeToFile:thumbImagePath atomically:YES];
        }
        else
        {
            rc = [UIImagePNGRepresentation(image) writeToFile:imagePath atomically:YES];
            [UIImagePNGRepresentation(thumb) writeToFile:thumbImagePath atomically:YES];
        }

        if ( rc != YES )
        {
            NSLog( @"Failed to save image - %@", imagePath );
        }
        
        
    }
    else
        NSLog( @"Failed to save image as its nil!" );
    
    // Add image to list
    ImageDetails *item = [ImageDetails new];
    item.imageName = [imageName stringByDeletingPathExtension];
    item.imagePath = imagePath;
    [self.images addObject:item];
    
    // If first image then set the start image
    if ( self.startImage.length == 0 )
    {
        self.startImage = item.imageName;
    }

    
    // Save Project
    NSError *err = nil;
    [self save:&err];
    if ( err != nil )
        NSLog( @"Error saving project - %@", err.localizedDescription );
}

- (void) removeItem:(ImageDetails *)item;
{
    [self.images removeObject:item];
    
    NSString *path = item.imagePath;

    NSError *err = nil;
    NSFileManager *mgr = [NSFileManager defaultManager];
    [mgr removeItemAtPath:path error:&err];
    
    // Now go through all the existing items and links and set any links that use this image to nil;
    for ( ImageDetails *image in self.images )
    {
        for ( ImageLink *link in image.links )
        {
            if ( [link.linkedToId isEqualToString:item.imageName] )
                link.linkedToId = nil;
        }
    }
    
    if ( self.images.count == 0 )
    {
        self.startImage = @"";
    }
    
    err = nil;
    [self save:&err];
    if ( err != nil )
        NSLog( @"Error saving project - %@", err.localizedDescription );
}

- (void) moveImageAtIndex:(int) originalPos toAfter:(int)newPos;
{
    id obj = self.images[originalPos];
    [self.images removeObject:obj];
    
    if ( newPos > originalPos )
        newPos --;
    [self.images insertObject:obj atIndex:newPos];
}

- (ImageDetails *) getLinkWithId:(NSString *) linkedToId;
{
    ImageDetails *ret = nil;
    for ( ImageDetails *item in self.images )
    {
        if ( [item.imageName isEqualToString:linkedToId] )
        {
            ret = item;
            break;
        }
    }
    
    return ret;
}


- (ImageDetails *) getStartImageDetails;
{
    ImageDetails *ret = nil;
    for ( ImageDetails *item in self.images )
    {
        if ( [item.imageName isEqualToString:self.startImage] )
        {
            ret = item;
            break;
        }
    }
    
    return ret;
}


- (id)objectAtIndexedSubscript:(NSUInteger)idx;
{
    return self.images[idx];
}





#pragma mark - serialization
- (bool) load:(NSError **)error;
{
    NSString *dataFile = [[self getProjectFolder] stringByAppendingPathComponent:@"project.json"];
    NSFileManager *fm = [NSFileManager defaultManager];
    if ( ![fm fileExistsAtPath:dataFile] )
    {
        *error = [NSError errorWithDomain:PROTOTYPER_ERROR_DOMAIN
                                     code:PROJECT_NOT_FOUND
                                 userInfo:nil];
        return NO;
    }
    
    NSData *data = [NSData dataWithContentsOfFile:dataFile];
    
    NSError *err = nil;
    id jsonObj = [NSJSONSerialization JSONObjectWithData:data options:0 error:&err];
    if ( err != nil || ![jsonObj isKindOfClass:[NSDictionary class]] )
    {
        // Invalid object
        *error = err;
        return NO;
    }

    NSDictionary *dict = jsonObj;
    self.startImage = dict[@"startImage"];
    for ( NSDictionary *d in dict[@"images"] )
    {
        ImageDetails *imageDetails = [ImageDetails fromDictionary:d];
        [self.images addObject:imageDetails];
    }

    return YES;
}






@end
