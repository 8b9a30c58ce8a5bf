////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
/// 
///  Copyright 2009 Aurora Feint, Inc.
/// 
///  Licensed under the Apache License, Version 2.0 (the "License");
///  you may not use this file except in compliance with the License.
///  You may obtain a copy of the License at
///  
///  	http://www.apache.org/licenses/LICENSE-2.0
///  	
///  Unless required by applicable law or agreed to in writing, software
///  distributed under the License is distributed on an "AS IS" BASIS,
///  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
///  See the License for the specific language governing permissions and
///  limitations under the License.
/// 
////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

#import "OFWebUIController.h"

#import "OpenFeint+Private.h"
#import "OpenFeint+UserOptions.h"
#import "OpenFeint+Settings.h"
#import "OFSettings.h"
#import "OFUser.h"
#import "OFXPRequest.h"
#import "UIScreen+OpenFeint.h"
#import "NSString+URLEscapingAdditions.h"
#import "OFWebUIConfirmationDelegate.h"
#import "OFWebUIChoiceDelegate.h"
#import "OFXPGenericRequestHandler.h"

#import <QuartzCore/QuartzCore.h>

@interface OFWebUIController (Private)
- (void)_loadEnvironment;
- (NSString*)_clientBootJSON;

- (UIImage*)_generateTransitionImage;
- (void)_animateTransition:(BOOL)isPush;

- (void)_accumulateQueryParametersForDictionary:(NSDictionary*)dict withPrefix:(NSString*)prefix intoArray:(NSMutableArray*)accum;
- (void)_accumulateQueryParametersForArray:(NSArray*)array withPrefix:(NSString*)prefix intoArray:(NSMutableArray*)accum;

@end

@implementation OFWebUIController

@synthesize webView, navBar, navBarBackground, loadingView, transitionImage;
@synthesize actionMap, initialPath;


#pragma mark -
#pragma mark Lifecycle















// Load up the base HTML and JS environment of WebUI by loading the root page





#pragma mark -
#pragma mark Environment Dictionaries




- (NSDictionary*)currentGameData {
    return [NSDictionary dictionaryWithObjectsAndKeys:
            [OpenFeint applicationDisplayName], @"name",
            [OpenFeint clientApplicationId], @"id",
            [[[NSBundle mainBundle] infoDictionary] objectForKey:@"CFBundleVersion"], @"version",
            nil];
}


#pragma mark -
#pragma mark Utility





#pragma mark -
#pragma mark Animation







#pragma mark -
#pragma mark UIWebViewManifestDelegate


#pragma mark -
#pragma mark UIWebViewDelegate

// Action passing URL format:
//      openfeint://<instruction>/<name>[?<arg1>=<val1>]
//      openfeint://action/log?message=sampleLogMessage



#pragma mark -
#pragma mark UINavigationBarDelegate


#pragma mark -
#pragma mark Action Handling

// Maps an action name to a method to handle it.
- (void)mapAction:(NSString*)actionName toSelector:(SEL)selector {
    NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:[self methodSignatureForSelector:selector]];
    [invocation setSelector:selector];
    [invocation setTarget:self];
    [actionMap setObject:invocation forKey:actionName];
}

// Breaks a url encoded URL like:"openfeint://action/actionName?foo=bar&zing=bang"
// into a dictionary like: { "foo":"bar", "zing":"bang" }

- (void)_accumulateQueryParametersForDictionary:(NSDictionary*)dict withPrefix:(NSString*)prefix intoArray:(NSMutableArray*)accum
{
	
	for (NSString* k in [dict allKeys])
	{
		id v = [dict objectForKey:k];
		NSString* p = prefix ? [NSString stringWithFormat:@"%@[%@]", prefix, k] : k;
		if ([v isKindOfClass:[NSArray class]])
		{
			[self _accumulateQueryParametersForArray:(NSArray*)v withPrefix:p intoArray:accum];
		}
		else if ([v isKindOfClass:[NSDictionary class]])
		{
			[self _accumulateQueryParametersForDictionary:(NSDictionary*)v withPrefix:p intoArray:accum];
		}
		else
		{
			[accum addObject:[NSString stringWithFormat:@"%@=%@", p, [v description]]];
		}
	}
}



// Convert a url into an action name and arguments, then invoke it

// Dispatcher for mapping a string action name and it's arguments to action handler methods
- (void)dispatchAction:(NSString*)name options:(NSDictionary*)options {
    
    if (![name isEqualToString:@"log"]) {
        OFLog(@"ACTION: %@ %@", name, options);
    }
    
    NSInvocation *invocation = [actionMap objectForKey:name];
    if (invocation) {
        if ([[invocation methodSignature] numberOfArguments] > 2) { // Always has at least 2 args. 3 means method takes one argument (Our options dictionary)
            [invocation setArgument:&options atIndex:2];
        }
        [invocation invokeWithTarget:self];
    } else {
        OFLog(@"UNHANDLED ACTION: %@ %@", name, options);
    }
}

#pragma mark Specific Action Handlers

// Handle multiple actions at once in a batch
- (void)actionBatch:(NSDictionary *)options {
    NSArray *actions = [options objectForKey:@"actions"];
    OFLog(@"========================================\nACTION BATCH: %d actions", [actions count]);
    
    for (NSDictionary *action in actions) {
        NSString     *name    = [action objectForKey:@"name"];
        NSDictionary *options = [action objectForKey:@"options"];
        [self dispatchAction:name options:options];
    }
}

// Print something to the native log
- (void)actionLog:(NSDictionary*)options {
    OFLog(@"WEBLOG: %@", [options objectForKey:@"message"]);
}

// Start loading a new page.  Verify manifest is up to date for this content.
- (void)actionStartLoading:(NSDictionary*)options {
    UINavigationItem *navItem = [[[UINavigationItem alloc] init] autorelease];
    [self setPageTitle:[options objectForKey:@"title"] forNavItem:navItem];    
    [navBar pushNavigationItem:navItem animated:YES];
    
    // Animate the next page in, unless it's the first page
    if ([navBar.items count] > 1) {
        [self animatePush];
    }
    
    if ([OFWebViewManifestService trackPath:[self jsonifyPath:[options objectForKey:@"path"]] forMe:self]) {
        [loadingView show];
    }
}

// Content loaded and ready for interaction
- (void)actionContentLoaded:(NSDictionary*)options {
    // Fade in
    [UIView beginAnimations:nil context:nil];
    webView.alpha = 1.0;
    [UIView commitAnimations];
    
    // Make sure we dont have more navbar items that WebUI does
    uint webuiStackSize = [[self executeJavascript:@"OF.pages.length"] intValue];
    
    while ([navBar.items count] > webuiStackSize) {
        NSMutableArray *items = [NSMutableArray arrayWithArray:navBar.items];
        [items removeObjectAtIndex:0];
        navBar.items = items;
    }
    
    // Make sure we dont have less navbar items that WebUI does
    while ([navBar.items count] < webuiStackSize) {
        NSMutableArray *items = [NSMutableArray arrayWithArray:navBar.items];
        [items insertObject:[[[UINavigationItem alloc] initWithTitle:@""] autorelease] atIndex:0];
        navBar.items = items;
    }
    
    
    // Ensure loading view is hidden
    [loadingView hide];
    
    // Ensure page title is up to date
    [self setPageTitle:[options objectForKey:@"title"] forNavItem:[navBar topItem]];
}

// Go back

// Not curently used as there is no globally blocking client based loader
- (void)actionShowLoader:(NSDictionary*)options {}
- (void)actionHideLoader:(NSDictionary*)options {}

// Add a bar button to the navbar fo this screen
- (void)actionAddBarButton:(NSDictionary*)options {
    UIBarButtonItem *button;
    if ([options objectForKey:@"title"]) {
        button = [[[UIBarButtonItem alloc] initWithTitle:[options objectForKey:@"title"]
                                                   style:UIBarButtonItemStyleBordered
                                                  target:self
                                                  action:@selector(didTapBarButton)] autorelease];        
    } else {
        NSString *imagePath = [[OFWebViewManifestService rootPath] stringByAppendingFormat:@"/%@", [options objectForKey:@"image"]];
        UIImage *image = [UIImage imageWithContentsOfFile:imagePath];
        button = [[[UIBarButtonItem alloc] initWithImage:image
                                                   style:UIBarButtonItemStyleBordered
                                                  target:self
                                                  action:@selector(didTapBarButton)] autorelease];
    }
    
    navBar.topItem.rightBarButtonItem = button;
}

// Show a native alert
- (void)actionAlert:(NSDictionary*)options {
    [[[[UIAlertView alloc] initWithTitle:[options objectForKey:@"title"]
                                 message:[options objectForKey:@"message"]
                                delegate:nil
                       cancelButtonTitle:@"OK"
                       otherButtonTitles:nil] autorelease] show];
}

// Show a native confirmation dialog
- (void)actionConfirm:(NSDictionary*)options {
    [[[[UIAlertView alloc] initWithTitle:[options objectForKey:@"title"]
                                 message:[options objectForKey:@"message"]
                                delegate:[OFWebUIConfirmationDelegate delegateWithNav:self andCb:[options objectForKey:@"callback"]]
                       cancelButtonTitle:[options objectForKey:@"negative"]
                       otherButtonTitles:[options objectForKey:@"positive"], nil] autorelease] show];
}

// Show a multiple choice action sheet
- (void)actionChoose:(NSDictionary*)options {
    UIActionSheet *sheet = [[[UIActionSheet alloc] init] autorelease];
    sheet.title = [options objectForKey:@"title"];
    
    NSArray *buttons = [options objectForKey:@"options"];
    NSMutableArray *callbacks = [NSMutableArray arrayWithCapacity:[buttons count]];
    
    for (NSDictionary *button in buttons) {
        // Set button title
        [sheet addButtonWithTitle:[button objectForKey:@"title"]];
        
        // Save the calback
        id callback = [button objectForKey:@"callback"];
        [callbacks addObject:callback ? callback : [NSNull null]];
        
        // Set button type
        if ([[button objectForKey:@"cancel"]      boolValue]) sheet.cancelButtonIndex      = sheet.numberOfButtons - 1;
        if ([[button objectForKey:@"destructive"] boolValue]) sheet.destructiveButtonIndex = sheet.numberOfButtons - 1;
    }
    
    sheet.delegate = [OFWebUIChoiceDelegate delegateWithNav:self andCallbacks:callbacks];
    
    [sheet showInView:self.view];
}

// Reload this flow from scratch


// Make this controller go away

// Perform an XP API request
- (void)actionApiRequest:(NSDictionary*)options {
    OFXPRequest *req = [OFXPRequest requestWithPath:[options objectForKey:@"path"]
                                          andMethod:[options objectForKey:@"method"]
                                       andArgString:[options objectForKey:@"params"]];
    
    // WebUI flows need to work without OFUser login non-authenticated
    req.requiresUserSession = NO;
    
    [req onRespondText:[OFXPGenericRequestHandler handlerWithWebView:self andRequestId:[options objectForKey:@"request_id"]]];
    [req execute];
}

// Write a key and value to NSUserDefaults
- (void)actionWriteSetting:(NSDictionary*)options {
    NSString *key = [@"OF_" stringByAppendingString:[options objectForKey:@"key"]];
    NSString *val = [options objectForKey:@"value"];
    [[NSUserDefaults standardUserDefaults] setObject:val forKey:key];
}

// Read a setting from NSUserDefaults, and return its value to the webui flow
- (void)actionReadSetting:(NSDictionary*)options {
    NSString *key       = [@"OF_" stringByAppendingString:[options objectForKey:@"key"]];
    NSString *callback  = [options objectForKey:@"callback"];
    NSString *val       = [[NSUserDefaults standardUserDefaults] stringForKey:key];
    [self executeJavascript:[NSString stringWithFormat:@"%@(%@)", callback, (val ? val : @"null")]];
}




@end
