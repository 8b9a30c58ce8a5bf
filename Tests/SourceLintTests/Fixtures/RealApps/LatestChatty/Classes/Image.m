//
//  Image.m
//  LatestChatty
//
//  Created by Alex Wayne on 8/25/08.
//  Copyright 2008 __MyCompanyName__. All rights reserved.
//

#import "Image.h"


@implementation Image




- (NSString *)post {
  NSString *imageBase64Data = [self base64String];
  NSLog(@"Image Data Base 64 Length: %d", [imageBase64Data length]);
  
  // Request setup
  NSMutableURLRequest *request = [[[NSMutableURLRequest alloc] initWithURL:[NSURL URLWithString:[Feed urlStringWithPath:@"images.xml"]]] autorelease];
  [request setHTTPMethod:@"POST"];
  
  // Post body construction
  NSString *usernameString = [LatestChattyAppDelegate urlEscape:[[NSUserDefaults standardUserDefaults] stringForKey:@"username_preference"]];
  NSString *passwordString = [LatestChattyAppDelegate urlEscape:[[NSUserDefaults standardUserDefaults] stringForKey:@"password_preference"]];
  NSString *postBody = [NSString stringWithFormat:@"username=%@&password=%@&filename=iPhoneUpload.jpg&image=%@", usernameString, passwordString, imageBase64Data];
  [request setHTTPBody:[postBody dataUsingEncoding:NSASCIIStringEncoding]];
  
  // Send the request
  NSLog(@"Sending image POST.");
  NSHTTPURLResponse *response = nil;
  NSData *responseData = [NSURLConnection sendSynchronousRequest:request returningResponse:&response error:nil];
  
  
  // Process response
  int statusCode = (int)[response statusCode];
  NSString *responseString = [[[NSString alloc] initWithData:responseData encoding:NSUTF8StringEncoding] autorelease];
  NSLog(responseString);
  NSLog(@"Image POST response code: %d", statusCode);
  
  
  // Success! Return to previous view
  if (statusCode == 201) {
    NSError *err = nil;
    CXMLDocument *doc = [[CXMLDocument alloc] initWithXMLString:responseString options:0 error:&err];
    CXMLElement *elem = [doc rootElement];
    
    return [elem stringValue];
    
  } else {
    // Failure
    NSLog(@"Didn't get a good response.");
    return nil;
  }
}


// Code from: http://discussions.apple.com/thread.jspa?messageID=7949889

@end
