//
//  Feed.m
//  LatestChatty
//
//  Created by Alex Wayne on 7/20/08.
//  Copyright 2008 __MyCompanyName__. All rights reserved.
//

#import "Feed.h"

@implementation Feed

@synthesize storyId;
@synthesize lastPageLoaded;

+ (NSString *)urlStringWithPath:(NSString *)path {
  NSString *prefix = [[NSUserDefaults standardUserDefaults] stringForKey:@"api_server"];
  if (prefix == nil) prefix = @"http://ws.shackchatty.com/";
  return [prefix stringByAppendingString:path];
}



// Designated Initializer.

// Init with an XML feed at this URL

// Use the default feed that just includes the latest chatty.

// Get a feed for a specific storyId






// Load the next page of posts.

// Return tue if there are more pages to display









@end
