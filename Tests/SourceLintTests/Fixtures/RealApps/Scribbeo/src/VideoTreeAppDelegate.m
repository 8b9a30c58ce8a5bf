//
//  VideoTreeAppDelegate.m
//  VideoTree
//
//  Steven Kochan & Keyvan Fatehi
//  Copyright © 2011-2012 by Digital Film Tree. All rights reserved.
//

#import "VideoTreeAppDelegate.h"
#import "VideoTreeViewController.h"
#import "DetailViewController.h"
#import "Clip.h"
#import "UIDevice+Resolutions.h"

int gIOSMajorVersion;

// #define RELEASEMEM

#define kFileDelimiterString   @"_"

@implementation VideoTreeAppDelegate

@synthesize window, demoView;
@synthesize tvc, nc, clipList, rootTvc;
@synthesize iPhone, viewController, BonjourMode, UseManualServerDetails;
@synthesize serverBrowser, server, bonjour, theURL, theExtension, HTTPserver, serverBase, outputFilename, LiveTranscode;

static int tryOne = 0;


#pragma mark -
#pragma mark Application lifecycle


// If we're moving into the background, let's stop video playback; however, let's
// record where we are so we can resume playback when we become active again





#pragma mark -
#pragma mark Handle "Open in" and Camera Roll support


// This method is called to open a file from another application (that is, it handles "Open In...")
// The clip will be copied into the local file system's sandbox.  We force the app into "local" mode
// here so there are no conflicts related to server mode vs. local mode.


- (BOOL)application:(UIApplication *)application openURL:(NSURL *)url sourceApplication:(NSString *)sourceApplication annotation:(id)annotation
{
    NSLog (@"Request to open URL from %@ (file is %@)", sourceApplication, [url filePathURL]);
    
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    
    // Force the server into local mode; as we don't want to deal with
    // where to store the notes or where to play the clips from
    
    [defaults setBool: NO forKey: @"Bonjour"];
    BonjourMode = NO;

    [defaults synchronize];
    
    // Update the clip list to reflect the switch to local mode
    
    [tvc makeList];
    
    [self copyVideoOrImageIntoApp: url];
    return YES;
}

//
// Drop down animation for the dialog box to allow the local clip to be named
//

-(void) animateTransition: (BOOL) start
{
	CATransition *transition = [CATransition animation];

	transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];

    if (start) {
        transition.type = kCATransitionMoveIn;
        transition.duration = 0.75;
    }
    else {
        transition.type = kCATransitionFade;
        transition.duration = 0.3;
    }

    transition.subtype =  kCATransitionFromBottom;

	[viewController.filenameView.layer addAnimation:transition forKey:nil];
}

// Copy a clip or image selected by "Open In..." or from the camera roll into the app's
// local storage.  Give the user the option to rename the clip/image
// Note that an image comes in as a UIImage reference, so in that case we already have the data
     

// A file name has been entered for local clip storage.  Make sure the file
// doesn't already exists.  If it does, give the user the option to overwrite or rename



// Handle alert if save file already exists


// See how much free memory is available



#pragma mark -
#pragma mark Bonjour

// Part of Bonjour server support; connect to a discovered Scribbeo server

#pragma mark -
#pragma mark settings

// When we receive the IP address from the Bonjour server, it will be stored
// in the HTTPServer variable.  We're observing that variable so we are alerted
// when it changes

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context
{
    NSLog (@"Observe value change for HTTPserver: %@", HTTPserver);
    
    if ([[change objectForKey: NSKeyValueChangeKindKey] integerValue] !=  NSKeyValueChangeSetting) {
//        NSLog (@"Key value did not change: %i", [change objectForKey: NSKeyValueChangeKindKey]);
        return;
    }
    
    if (! HTTPserver)
        return;
    
    [self removeObserver: self forKeyPath: @"HTTPserver"];
           
    if (! iPhone) {
        NSLog(@"Now we need to make the list of files");
        [rootTvc makeList];
    }
    else
        [viewController showNav];
}

// Start looking for Bonjour services


// This method looks at the user defaults and sets up various parameters

-(void) makeSettings
{
    static int count = 1;
    NSLog (@"makeSettings: %i", count++);
    
    // Load the user settings
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
 //   [[NSUserDefaults standardUserDefaults] synchronize];

    // Live Transcode
    LiveTranscode = [defaults boolForKey: @"LiveTranscode"];
    if (!LiveTranscode) LiveTranscode = NO;

//    NSLog(@"Live Transcode: ", (LiveTranscode ? @"on" : @"off"));
    // Bonjour support
    
    BonjourMode = [defaults boolForKey: @"Bonjour"];
    UseManualServerDetails = ![defaults boolForKey:@"AutoDiscover"];
    
    if (!BonjourMode) BonjourMode = NO;
    if (!UseManualServerDetails) UseManualServerDetails = NO;

    // show finger presses (good for demos)
    
    demoView = [defaults boolForKey: @"showPresses"]; 

    if (BonjourMode) {
        NSLog(@"Running in Networked Mode");
        if (UseManualServerDetails) {
            [self setHTTPserver:nil];
            NSString *manualIP = [defaults stringForKey:@"ServerIP"];
            NSString *manualPort = [defaults stringForKey:@"ServerPort"];            
            NSString *manualServer = [NSString stringWithFormat:@"https://%@:%@", manualIP, manualPort];
            NSLog(@"Manual override requested, will not do bonjour discovery.");
            NSLog(@"Checking for valid Scribbeo server: %@", manualServer);
            NSError *error = nil;
            NSURLResponse *response;
            NSURLRequest *request = [NSURLRequest requestWithURL:[NSURL URLWithString:manualServer] cachePolicy:NSURLRequestUseProtocolCachePolicy timeoutInterval:3];
            NSData *data = [NSURLConnection sendSynchronousRequest:request returningResponse:&response error:&error];
            if (error != nil) {
                NSLog(@"%@", error.localizedDescription);
                [UIAlertView doAlert:  @"Connection Error" 
                         withMsg:@"Cannot find a Scribbeo Server at the specified URL. Please enter a valid IP and Port, otherwise enable Auto Discovery."];
                NSLog(@"Failed to connect to manually entered server %@", manualServer);
            } else {
                NSLog(@"Got back this much data: %d", [data length]);   
                [self setHTTPserver:manualServer];
            }
        } else {
            [self setHTTPserver:nil];
            // maybe put an observer now? :/
            NSLog(@"No manual override, will now discover bonjour servers.");
            NSLog(@"HTTP server: %@", HTTPserver);
            [self doBonjour];
        }
    } else
        NSLog (@"Running in iTunes Document sharing mode");
}

// Create our DetailViewController, which manages clip selection



#pragma mark -
#pragma mark Memory management



#pragma mark Log File

#ifdef NOTNOW
#endif

#ifdef kMakeLogFile

- (void) dataUploadFinished: (NSNumber *) bytes;
{
    [viewController uploadActivityIndicator: NO];
}

#endif


- (void)setupDefaults {
    //get the plist location from the settings bundle
    NSString *settingsPath = [[[NSBundle mainBundle] bundlePath] stringByAppendingPathComponent:@"Settings.bundle"];
    NSString *plistPath = [settingsPath stringByAppendingPathComponent:@"Root.plist"];
    
    //get the preference specifiers array which contains the settings
    NSDictionary *settingsDictionary = [NSDictionary dictionaryWithContentsOfFile:plistPath];
    NSArray *preferencesArray = [settingsDictionary objectForKey:@"PreferenceSpecifiers"];
    
    //use the shared defaults object
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    
    //for each preference item, set its default if there is no value set
    for(NSDictionary *item in preferencesArray) {
        
        //get the item key, if there is no key then we can skip it
        NSString *key = [item objectForKey:@"Key"];
        if (key) {
            
            //check to see if the value and default value are set
            //if a default value exists and the value is not set, use the default
            id value = [defaults objectForKey:key];
            id defaultValue = [item objectForKey:@"DefaultValue"];
            if(defaultValue && !value) {
                [defaults setObject:defaultValue forKey:key];
            }
        }
    }
    
    //write the changes to disk
    [defaults synchronize];
}

@end
