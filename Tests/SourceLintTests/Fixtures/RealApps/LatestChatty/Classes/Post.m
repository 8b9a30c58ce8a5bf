//
//  Post.m
//  LatestChatty
//
//  Created by Alex Wayne on 7/20/08.
//  Copyright 2008 __MyCompanyName__. All rights reserved.
//

#import "Post.h"


@implementation Post

@synthesize parent;
@synthesize author;
@synthesize preview;
@synthesize body;
@synthesize category;
@synthesize date;
@synthesize postId;
@synthesize children;
@synthesize depth;
@synthesize cachedReplyCount;
@synthesize recentIndex;
@synthesize newPostCount;



- (BOOL)parseXml:(CXMLElement *)xml lastRefreshDict:(NSMutableDictionary *)lastRefresh {
	NSAutoreleasePool* pool = [[NSAutoreleasePool alloc] init];
	// Set basic attributes
	self.author   = [[xml attributeForName:@"author"]  stringValue];
	self.date     = [NSDate dateWithNaturalLanguageString:[[xml attributeForName:@"date"] stringValue]];
	self.postId   = [[[xml attributeForName:@"id"]     stringValue] intValue];
	self.preview  = [[xml attributeForName:@"preview"] stringValue];
	self.body     = [[[xml nodesForXPath:@"body"  error:nil] objectAtIndex:0] stringValue];
	self.category = [[xml attributeForName:@"category"] stringValue];
	self.preview  = [self cleanString:self.preview];
	self.cachedReplyCount = [[[xml attributeForName:@"reply_count"] stringValue] intValue];
	self.newPostCount = 0;
	
	// set depth
	if (parent == nil) {
		self.depth = 0;
	} else {
		self.depth = parent.depth + 1;
	}
	
  // traverse children
  children = [[NSMutableArray alloc] init];
  NSArray *postElements = [xml nodesForXPath:@"comments/comment" error:nil];
  for (CXMLElement *postXml in [postElements objectEnumerator]) {
    Post *postObject = [[Post alloc] initWithXmlElement:postXml parent:self lastRefreshDict:nil];
    if (postObject != nil){
      [children addObject:postObject];
		//NSLog(@"postObject RetainCount: %d", [postObject retainCount]);
      [postObject release];
    }
  }
  
  // If we haven't seen the post before, or if the count of children is more than the last time we saw it, mark it as having new posts.
	if ((parent == nil) && (lastRefresh != nil)) {
		NSString *postID = [NSString stringWithFormat:@"%d", self.postId];
		NSNumber *previousPostCount = [lastRefresh valueForKey:postID];
		self.newPostCount = (previousPostCount == nil) ? self.cachedReplyCount : (self.cachedReplyCount - [previousPostCount intValue]);
		[lastRefresh setValue:[NSNumber numberWithInt:self.cachedReplyCount] forKey:postID];
	}
	
	// get the recent sort index
	if ( parent == nil ) {
		int i;
		//NSMutableArray *sortedByRecent = [[NSMutableArray alloc] initWithObjects:self, nil];
		NSMutableArray *sortedByRecent = [[NSMutableArray alloc] init];
		for (i = 0; i <= cachedReplyCount; i++){
			Post* post = [self postAtIndex:i];
			if(post!=nil) [sortedByRecent addObject:post];
		}
		[sortedByRecent sortUsingSelector:@selector(compare:)];
		for (i = 0; i < [sortedByRecent count]; i++) [[sortedByRecent objectAtIndex:i] setRecentIndex:i];
		[sortedByRecent release];
	}
	// Filter post
	//NSLog(@"retainCount! %i", [self retainCount] );
	[pool release];
	if ([self.category isEqualToString:@"ontopic"]) {
		return YES;
	} else {
		if ([[NSUserDefaults standardUserDefaults] boolForKey:[@"filter_" stringByAppendingString:self.category]]) {
			return YES;
		} else {
			return NO;
		}
	}
}













- (NSString *)formattedDate {
	return [date descriptionWithCalendarFormat:@"%b %d, %Y %I:%M %p" timeZone:nil locale:[[NSUserDefaults standardUserDefaults] dictionaryRepresentation]];
}


@end
