//
//  VideoTreeViewController.m
//  VideoTree
//
//  Created by Steve Kochan on 9/10/10.
//  Copyright © 2010-2011 by Digital Film Tree. All rights reserved.
//

#import "VideoTreeViewController.h"
#import "VideoTreeAppDelegate.h"
#import "DetailViewController.h"
#import <QuartzCore/QuartzCore.h>
#import "Note.h"
#import "FullScreen.h"
#import <Endian.h>
#import "VoiceMemo.h"

// This category (i.e. class extension) is a workaround to get the
// Image PickerController to appear in landscape mode.
@interface UIImagePickerController(Nonrotating)
- (BOOL)shouldAutorotate;
@end

@implementation UIImagePickerController(Nonrotating)


@end

@interface UIImage (TPAdditions)
- (UIImage*)imageScaledToSize:(CGSize)size;
@end

@implementation UIImage (TPAdditions)
@end

// Both of these map to the value of "rotate".  The first array maps before the rotation, the second after 
// (just has to do with the way the rotate ivar is incremented)

static int rotatePositions [] = { UIImageOrientationLeft, UIImageOrientationDown,  UIImageOrientationRight, UIImageOrientationUp };
static float rotAngles [] = { 0, 90, 180, 270};

typedef enum _transitionEffects
{
    TransitionEffectFade, // represents fade image transition effect
    TransitionEffectSlide // represents slide image transition effect
} TransitionEffect;

#define MYGRAY [UIColor colorWithRed: .8 green: .8 blue: .9 alpha: 1]
#define MYWHITE [UIColor colorWithRed: .9 green: .9 blue: .9 alpha: 1]

#define kCMTimeMakeWithSeconds(secs)  CMTimeMakeWithSeconds(secs, 1000000000)
#define kCVTime(t)   (CMTimeGetSeconds(t) / ceilf(fps)/fps)

static void *VideoTreeViewControllerCommonMetadataObserverContext = @"VideoTreeViewControllerCommonMetadataObserverContext";
static void *VideoTreeViewControllerTimedMetadataObserverContext = @"VideoTreeViewControllerTimedMetadataObserverContext";
static void *VideoTreeViewControllerRateObservationContext = @"VideoTreeViewControllerRateObservationContext";
static void *VideoTreeViewControllerDurationObservationContext = @"VideoTreeViewControllerDurationObservationContext";
static void *VideoTreeViewControllerStatusObservationContext = @"VideoTreeViewControllerStatusObservationContext";
static void *VideoTreeViewControllerAirPlayObservationContext = @"VideoTreeViewControllerAirPlayObservationContext";

@implementation VideoTreeViewController
@synthesize filterButton;
@synthesize stillView;
@synthesize airPlayImageView;
@synthesize playerToolbar;
@synthesize playerToolbar1;
@synthesize playOutButton;
@synthesize allStills;
@synthesize shareActionButonItem;

@synthesize showName, theNewNote, fullScreenMode, drawView, movieTimeControl, notes, theThumb, noteBar, drawingBar;
@synthesize player, seekToZeroBeforePlay, movieURL, playerLayerView, theTime, maxLabel, minLabel, noteData, currentlyPlaying, isSaving, markers;
@synthesize pausePlayButton, pauseImage, playImage, recImage, isRecordingImage, clip, clipPath, show, tape, filmDate, playerLayer, 
editButton, initials, episode, playerItem, slideshowTimer, theTimer, noteTableSelected;
;
@synthesize progressView, activityIndicator, notePaths, noteURLs, xmlPaths, txtPaths, noteProgressView, noteActivityIndicator, volLabel, curInitials, movieController;
@synthesize  stampLabel, stampLabelFull, theAsset, startTimecode, download, clipLabel, runAllMode;
@synthesize rewindToStartButton, frameBackButton, frameForwardButton, forwardToEndButton, fullScreenButton, rewindButton, fastForwardButton, airPlayMode, remote;
@synthesize allClips, clipNumber, autoPlay, watermark, episodeLabel, dateLabel, tapeLabel, voiceMemo, mediaPath;
@synthesize recordButton, recording, skipForwardButton, skipBackButton, isPrinting, notePaper, uploadActivityIndicator, uploadActivityIndicatorView, uploadCount, keyboardShows, madeRecording, backgroundLabel, skipValue, uploadIndicator, FCPImage, AvidImage, FCPChapterImage, XMLURLreader, saveFilename, filenameView, stillShows, stillImage, timeCode, curFileIndex, curAssetURLs, activeAsyncRequests;

@synthesize filterInitials, filteredNoteData, filterActionSheet, shareActionSheet;

#pragma mark -
#pragma mark view loading/unloading


// Do additional setup after loading the view



// Only observe time changes when the view controller's view is visible.




// Override to allow orientations other than the default portrait orientation.




#pragma mark -
#pragma mark Still support
  

// called when the image transition animation finishes


//
//  Load in a still image given its address
//



#pragma mark -
#pragma mark remote control (e.g. headphones)

//                    
// This method is called when a button is pressed on the headphones
// We allow the play/pause and ff/rew
//


#pragma mark -
#pragma mark activity indicators

//
// This creates the overlay view with an activity indicator
// The activity indicator is animated while a movie is being loaded 
// for playback
//
                    

//
// This creates the overlay view with an activity indicator
// The activity indicator is animated while the Notes 
// table is being loaded





//
// This creates a view on the toolbar that displays an activity indicator
// This indicator is animated whenever content (e.g., Notes, HTML) is being
// uploaded to the server
//

                    
// These are delefate routines that will allow us to dismiss the keyboard





//
// This method is used for setting up default settings (that come from the Settings app)
//
                    
-(void) makeSettings
{
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
//    [[NSUserDefaults standardUserDefaults] synchronize];
    
    // User's initials
    
    initials = [defaults objectForKey: @"Initials"];
    
    if (!initials || [initials isEqualToString: @""])
        initials = @"XXX";
    
    NSLog (@"Setting initials to %@", initials);
    
    // Watermark
    
    watermark = (BOOL) [defaults boolForKey: @"Watermark"];
    
    NSLog (@"Setting watermark to %i", watermark);
    
    // FCP export on or off
    
    FCPXML = [defaults boolForKey: @"FCPXML"];
    
    NSLog (@"Export XML: %i", FCPXML);
    
    // Avid export on or off
    
    AvidExport = [defaults boolForKey: @"AvidExport"];
    
    NSLog (@"Export Avid: %i", AvidExport);
    
    // Autoplay clips on or off
    
    autoPlay = (BOOL) [defaults boolForKey: @"AutoPlay"];
    NSLog(@"Autoplay %@", (autoPlay ? @"True" : @"False"));
    
    // emailPDF on or off
    
    emailPDF = !((BOOL) [defaults boolForKey: @"emailPDF"]);
    
    // emailPDF = (emailPDF == nil ? YES : NO);
    
    NSLog (@"Setting emailPDF to %i", emailPDF);
    
    // timecodeFormat on or off
    // I had to invert this since DefaultValue doesn't seem to work
    
    timecodeFormat =  !(BOOL) [[defaults objectForKey: @"Timecode"] integerValue];
    
    // Display time for slide show
    
    slideshowTime = [[defaults objectForKey: @"slideTime"] floatValue];
    
    if (slideshowTime == 0)
        slideshowTime = 5;
    
    NSLog (@"Setting slide show time interval to %g", slideshowTime);   
    
    // Skip value
    
    skipValue = [[defaults objectForKey: @"skipValue"] integerValue];
    
    if (skipValue == 0)
        skipValue = 30;
    
    NSLog (@"Setting skip value to %i", skipValue);
    
    skipForwardButton.title = [NSString stringWithFormat: @"+%i", skipValue];
    skipBackButton.title = [NSString stringWithFormat: @"-%i", skipValue];
    
    if (watermark)  {
        self.stampLabel.text = initials;
        stampLabel.hidden = NO;
    }
    else
        stampLabel.hidden = YES;
         
    if (airPlayMode)
        [self airPlay];
}


#pragma mark -
#pragma mark Buttons

//
//  The color selection button, which is a segmented control
//  Make sure when one color is selected, that a highlighted image is
//  shown for that color and the others are set to normal
//






//
// The erase button
//
// Erase all current markups


//
// The microphone button
//
// Record an audio note
// Stop recording if we're currently recording a note (and save the note)
//


//
// The Undo Button
//
// Undo the last drawn line segment


#pragma mark -
#pragma mark Playback Control

// The single frame playback button

 
// The rewind button


// The seek to start button


// The pause/play button
                    

// The fast forward button
                    

//
// Advance the playback head forward or back (if arg is negative)
// by a specified number of seconds
//

-(void) advance: (int) secs;
{
    
    if (!player || !pausePlayButton.enabled) 
        return;
    
    [self pauseIt];
    CMTime spot = CMTimeAdd ([player currentTime], kCMTimeMakeWithSeconds (secs));
    [player seekToTime: spot toleranceBefore: kCMTimeZero toleranceAfter: kCMTimeZero];
    [self playPauseButtonPressed: nil];
}

// 
// The programmable skip back button
// Skip back by the programmed number of seconds (specified in the Settings)
//
    

// 
// The programmable skip forward button
// Skip back by the programmed number of seconds (specified in the Settings)
//


//
//  This method gets called every time the time fires to 
//  move playback forward or back by a single frame
//  The method supports the single frame forward and back playback buttons
//


//
// Method to support single frame play back
// We set a timer to fire every .25 seconds.
// When the timers fires, we call the nextFrame: method
// to move forward or back by a single frame
//


// The single frame forward playback button


// The seek to end button

   
// Pause playback.  If there's a timer running, get rid of it


#pragma mark -
#pragma mark Saving a note

// The first set of methods will only work if we can get an accurate screen grab 
// (available as of iOS 5.0)
//
// The second set uses UIGetScreenImage (), which is a private API and will not 
// get through the app store


//
// Once we grab the frame, we have to draw the markups (line segments) onto the frame
// This is the purpose of this method.  On input it gets a reference to a bitmap
// context to render into, along with the width and height of the captured frame
//


//
// Scale the captured still for the thumbnail
//


#ifdef APPSTORE

//
// This method will capture the paused video frame so we can save the 
// frame into the notes table.   The method will ask the AVAssetImageGenerator class
// to capture the frame for us at the currentTime.  Then, we'll draw the markups
// onto the current captured frame and save it to our notes table
//


#else

//
// Code to rotate an image
// We need this because we run in landscape mode and UIGetScreenImage will
// give us an image that we'll need to rotate
//


//
// This method is a no-no for Apple
// It uses the on-again off-again private UIGetScreenImage function to grab what's on the screen
// Nice thing about it is we don't have to redraw the markups and it's of course precise
// (although iOS 5.0 has thankfully resolved the latter problem for us)

// FIX:
// https://github.com/cocoacoderorg/Screenshots


#endif

-(BOOL) datastoreAvailable
{
    if (kBonjourMode) {
        NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
        NSString *manualIP = [defaults stringForKey:@"ServerIP"];
        NSString *manualPort = [defaults stringForKey:@"ServerPort"];
        NSString *manualServer = [NSString stringWithFormat:@"https://%@:%@", manualIP, manualPort];
        NSLog(@"Checking for datastore availibility: %@", manualServer);
        NSError *error = nil;
        NSURLResponse *response;
        NSURLRequest *request = [NSURLRequest requestWithURL:[NSURL URLWithString:manualServer] cachePolicy:NSURLRequestUseProtocolCachePolicy timeoutInterval:3];
        [NSURLConnection sendSynchronousRequest:request returningResponse:&response error:&error];
        if (error != nil) return NO;
        else return YES;
    } else return YES;
}

//
// The Save button
// This method is also called internally to save a note (e.g., when the keyboard is dismissed)
//


// 

-(void) animateSave {
    // animate frame save
    
    // This part will animate the movement of the playback frame into the table
    
    CGMutablePathRef path = CGPathCreateMutable();
    CGPathMoveToPoint(path, NULL, playerLayerView.layer.frame.origin.x + 
                      playerLayerView.layer.bounds.size.width / 2,
                      playerLayerView.frame.origin.y + playerLayerView.layer.bounds.size.height / 2);
    
    // We want to animate along a curve
    
    if ( !iPHONE)
        CGPathAddQuadCurveToPoint(path, NULL, 350, playerLayerView.layer.frame.origin.y, 0, 600);
    else
        CGPathAddQuadCurveToPoint(path, NULL, 350, playerLayerView.layer.frame.origin.y, 0, 300);
    
    CAKeyframeAnimation *pathAnimation = [CAKeyframeAnimation animationWithKeyPath:@"position"];
    pathAnimation.path = path;
    pathAnimation.duration = 1.0;
    
    // Make the image shrink and fade as it moves
    
    CABasicAnimation *scaleAnimation = [CABasicAnimation animationWithKeyPath:@"transform"];
    CATransform3D t = CATransform3DMakeScale(0.1, 0.1, 1.0);
    scaleAnimation.toValue = [NSValue valueWithCATransform3D:t];
    
    CABasicAnimation *alphaAnimation = [CABasicAnimation animationWithKeyPath:@"opacity"];
    alphaAnimation.toValue = [NSNumber numberWithFloat:0.5f];    
    
    CAAnimationGroup *animationGroup = [CAAnimationGroup animation];
    animationGroup.animations = [NSArray arrayWithObjects:pathAnimation, scaleAnimation, alphaAnimation, nil];
    animationGroup.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
    animationGroup.duration = 1.0;
    
    [playerLayerView.layer addAnimation:animationGroup forKey:nil];
    
    CFRelease(path);
    
    // This part will does the same thing as the previous block of code
    // except now we're animating the note into the notes table, also along a curve
    
    path = CGPathCreateMutable();
    CGPathMoveToPoint(path, NULL, theNewNote.frame.origin.x + theNewNote.bounds.size.width / 2,
                      theNewNote.frame.origin.y + theNewNote.bounds.size.height / 2);
    if ( !iPHONE)
        CGPathAddQuadCurveToPoint(path, NULL, 450, theNewNote.frame.origin.y, 0, 800);
    else
        CGPathAddQuadCurveToPoint(path, NULL, 450, theNewNote.frame.origin.y, 0, 400);
    
    CAKeyframeAnimation *pathAnimation2 = [CAKeyframeAnimation animationWithKeyPath:@"position"];
    pathAnimation2.path = path;
    pathAnimation2.duration = 1.0;
    
    CABasicAnimation *scaleAnimation2 = [CABasicAnimation animationWithKeyPath:@"transform"];
    CATransform3D t2 = CATransform3DMakeScale(0.1, 0.1, 1.0);
    scaleAnimation2.toValue = [NSValue valueWithCATransform3D:t2];
    
    CABasicAnimation *alphaAnimation2 = [CABasicAnimation animationWithKeyPath:@"opacity"];
    alphaAnimation2.toValue = [NSNumber numberWithFloat:0.5f];    
    
    CAAnimationGroup *animationGroup2 = [CAAnimationGroup animation];
    animationGroup2.animations = [NSArray arrayWithObjects:pathAnimation2, 
                                  scaleAnimation2, alphaAnimation2, nil];
    animationGroup2.timingFunction = [CAMediaTimingFunction functionWithName:
                                            kCAMediaTimingFunctionEaseInEaseOut];
    animationGroup2.duration = 1;
    
    [theNewNote.layer addAnimation:animationGroup2 forKey:nil];
    
    CFRelease(path);
}

#pragma mark -
#pragma mark make file paths

// Text files used for Avid locator import and export


// Path to a local file.  Notes are locally stored here


// Archiving methods for our data





//  Download the notes archives from py server. Below comments apply if someone is using same initials.
// So I just want to say that the way the notes is being done is terrible for collaboration.
// When someone creates a note, an entire archive gets sent up the wire of what they currently have.
// This means that if someone has just added a note (and it was uploaded) it would be overwritten by an old
// archive with that person's note and old list of previous notes. terrible terrible.
#define CONTAINS(x,y) ([x rangeOfString: y].location != NSNotFound)

#pragma mark -
#pragma mark XML import

// 
//  The XML parsing of the FCP markers file is done
//  Lets load the markers as notes into the notes table
//

-(void) XMLDone: (NSArray *) data
{
	self.markers = data;

    for (NSDictionary *aDict in markers) {
        Note *XMLNote = [[Note alloc] init];
        
        XMLNote.text = [aDict objectForKey: @"comment"];
        
        if ( [XMLNote.text rangeOfString: @"<CHAPTER>"].location != NSNotFound)  {
            NSLog (@"Chapter marker");
            XMLNote.thumb = UIImageJPEGRepresentation(FCPChapterImage, 1.0f);
        }
        else
            XMLNote.thumb = UIImageJPEGRepresentation(FCPImage, 1.0f);
        
        XMLNote.initials = [aDict objectForKey: @"name"];
        XMLNote.date = @"";
        XMLNote.frameWidth = 1.0;
        XMLNote.frameHeight = 1.0;
        XMLNote.drawing = [NSMutableArray array];
        XMLNote.colors = [NSMutableArray array];
        
        if (fps < .001)
            fps = 24;

        int32_t fpsUse = fps + .5; 
        
        // Make sure we get the timecode right
        
        Float64  now =  [[aDict objectForKey: @"in"] floatValue] / fpsUse + startTimecode;
        XMLNote.timeStamp = [self timeFormat: kCMTimeMakeWithSeconds (now)];
        
        NSLog (@"XML Marker timecode = %@ (%g), start = %g", XMLNote.timeStamp, now, startTimecode);
        
        int row = 0;
        
        for (Note *aNote in noteData) { 
            Float64  tabTime = [self convertTimeToSecs: aNote.timeStamp];
            if ( tabTime >= now ) 
                    break;
            ++row;
        }
            
        // Insert the note into the array and table
            
        [noteData insertObject: XMLNote atIndex: row];
        [self.filteredNoteData insertObject:XMLNote atIndex:row];
    
        [XMLNote release];
    }

    [notes reloadData];
}

// Look at all the notes in the noteData array and just get mine to archive and upload
// to the server or store locally


// Store my notes on the server or locally (if no server connection)





#pragma mark -
#pragma mark FCPPro export

// 
// Export the notes in XML format
// This is for FCP support
// The XML file is created locally and will be attached to any emails
// sent for this clip
//



#pragma mark -
#pragma mark Avid Locator import/export

//
// Write the notes into a Locator file
// The file will be added as an attachment to any emails
// (If the appropriate option is selected)
//
                                   


// 
// Parse the downloaded Avid markers file
// Note we do this one line at a time
// Fields are tab-delimited
//



//
// We have a txt file, presumably with Avid markers
// We'll download the file and then parse it in the previous method
// (Doesn't look like this is actually called anywhere... Did we stop supporting this halfway?)


#pragma mark -
#pragma mark PDF, email and printing

//
// The print button
//

// This method handles printing the notes to an AirPrint printer
// We first generate the notes in PDF format
// before dispatching to a printer


#pragma mark -
#pragma mark Email related


// 5 touches to pull up logfile emailer



// So previously, when the server was a static install, we were uploading the email HTML to the server so as to provide a link
// But now the bonjour server can be on some local machine, not static, change ip/port on a whim. We can't create a link for it.
// So we won't upload it or anything--we need to send the entire note package at once with all relevant info, no links.
// -------- However, for now we don't have a good solution yet, so we'll use HTTP to upload in the old way for now...

// Dismisses the email composition interface when users tap Cancel or Send. Proceed to update the message field with the result of the operation.



//
// We need to encode the images in base64 for inclusion directly in the HTML
//


// Save a thumbnail image as a base64-encoded string to insert in the HTML stream


// Save the notes in HTML format                     

// Convert a single note into HTML

// Save the notes as a PDF file


    
#define inches  * 72 


// Reusable HTTP Upload via POST

// Reusable HTTP Download via GET (Synchronous, sorry)

//
// Uploads the full HTML Notes to the server
//

//
// Upolaoads an audio note to the server as an aac file for playback from the HTML or PDF notes
//


//
// Converts a single note to PDF format -- used pdfContext for the drawing context
//


// All done generating the PDF
     

//
// This is my brute force approach to word wrapping the text....uggh, there's gotta be a better way!
//

void CGContextShowMultilineText (CGContextRef pdfContext, const char *noteText, int curY)
{
    static CGFloat  leftMargin = 330;
    static CGFloat  rightMargin = 560;
    CGPoint         whereTo;
    CGPoint         currentPoint = {leftMargin, curY};
    int             i, numChars = strlen (noteText), wordSize;

    CGContextSetTextPosition (pdfContext, currentPoint.x, currentPoint.y);

    i = 0;
    int saveI;
    
    // Word wrap code... enuf said
//    NSLog(@"numChars %@", numChars);
    
    while (i < numChars) {        
        while (noteText[i] == '\n' || noteText[i] == '\r') {
            currentPoint.x = leftMargin;
            currentPoint.y -= 15;
            ++i;
        }
        
        saveI = i;
        
        while ((isalnum (noteText[i]) || ispunct (noteText[i])))
            ++i;
        
        if ( i == saveI )
            ++i;
        
        wordSize = i - saveI;
         
        // How far to the right are we going?
        
        CGContextSetTextDrawingMode (pdfContext, kCGTextInvisible);
        CGContextShowText (pdfContext, &noteText [saveI], wordSize);
        whereTo = CGContextGetTextPosition (pdfContext);
        
        // Do we need to wrap the line?
        
        if (whereTo.x > rightMargin) {
            currentPoint.x = leftMargin;
            currentPoint.y -= 15;

            while (isspace (noteText[saveI])) 
                ++saveI;
        }
        
        wordSize = i - saveI;
        
        // Draw the text on the current line or at the beginning of the next line
        
        CGContextSetTextPosition (pdfContext, currentPoint.x, currentPoint.y);
        CGContextSetTextDrawingMode (pdfContext, kCGTextFill);
        CGContextShowText (pdfContext, &noteText [saveI], wordSize);
        currentPoint = CGContextGetTextPosition (pdfContext);
    }
}    


         
#pragma mark -
#pragma mark scrubber

// Format the time either in timecode or absolute frame number format



// Take an NSString in xx:xx:xx:xx format and convert it to a floating
// point number


// Format the current date.  The argument says whether to include
// the time in the format as well



static int saveRate;

// Scrubbing started


// Scrubbing ended


// Scrubbing in-process.  Seek to the time indicated by the scrubber's relative position from 0 to 1.


//
// Update the displayed time as a timecode or frame number
// Note that there's a lot of first time things that happen
// in this method (should probably be moved elsewhere)
//


#pragma mark -
#pragma mark video management

//
// This method will look for a timecode track in the current video clip
// If it finds one, it will attempt to read and decode the timecode
// This is done with AVAssetReader
// Note that AVAssetReader does not work with streams or even non-local video files
// (bug report has been filed with Apple but never addressed)
//


//
// Debugging aid; not call is currently commented out
//


// 
// This method is used to put the app back to a "sane" state
// We don't do anything unless we have an active video clip or a still showing
// For a still, we'll remove its display, and clear any markups and notes
// If the sideshow timer is running, we'll stop it
// For a video, we'll pause it, remove the clip from playback, remove any observers, stop any activity indicators
// We'll also leave fullScreen or airPlay modes if active
//



//
// This is the method responsible for initiating playback of a video clip
// We use the AVPlayer class for this
//

- (void)loadMovie: (id) theMovie
{
    theNewNote.text = @"";
    
    editButton.title = @"Edit";

    if (player || stillShows) {
        NSLog(@"Player or still shows -- cleanup");
        [self cleanup];
    } else
        [self erase];
    
    if (iPHONE) {
        UINavigationController  *nc = [(VideoTreeAppDelegate *) [[UIApplication sharedApplication] delegate] nc];
        nc.view.hidden = YES;
    }
    
    if (kRunningOS5OrGreater) {
        playOutButton.enabled = NO;
    }
    else {
        playOutButton.image = [UIImage imageNamed: @"playout.png"];
        playOutButton.enabled = YES;
    }

    self.currentlyPlaying = [theMovie retain];

    [[NSNotificationCenter defaultCenter] removeObserver:self
                name:AVPlayerItemDidPlayToEndTimeNotification  object:nil];

   
    self.movieURL = [self getTheURL: theMovie];
    NSLog(@"loadMovie will now resume");
    self.mediaPath = theMovie;
    
#if 0
    // This never worked!
    
    NSError *error;
    
    if ([movieURL checkResourceIsReachableAndReturnError: &error] == NO) 
        NSLog (@"Can't load from the URL: %@", error);  // Display an alert here
#endif
    
    if (! movieURL) 
        return;

    self.clip = [theMovie lastPathComponent];
    NSLog(@"loadMovie sees self.clip as %@", self.clip);
    [self showActivity];        // Get the spinner going while we load the movie

    if (kBonjourMode) {
        [self getAllHTTPNotes:curFileIndex];
    } else { 
        if (!allStills)
            [self loadData: [NSString stringWithFormat: @"%@.%@", 
                    [clipPath stringByReplacingOccurrencesOfString: @"/" withString: kNoteDelimiter], initials]];   
        else
            ;  //  Need to get the local notes for all images in the album here
    }
    
    // Create the movie asset and get the tracks keys
    NSLog(@"We will load the AVURLAsset with this movieURL: %@", movieURL);
    NSMutableDictionary *optionsDict = [NSMutableDictionary dictionaryWithObjectsAndKeys: 
            [NSNumber numberWithBool: YES], AVURLAssetPreferPreciseDurationAndTimingKey, nil];
    self.theAsset = [AVURLAsset URLAssetWithURL: movieURL options: optionsDict];
    NSString *tracksKey = @"tracks";
    
    // We need some keys; we get them asynchronously
    
    [theAsset loadValuesAsynchronouslyForKeys:[NSArray arrayWithObject:tracksKey] completionHandler:
     ^{ 
        //NSLog2 (@"completion handler");
        NSError *error = nil; 

        AVKeyValueStatus status = [theAsset statusOfValueForKey:tracksKey error:&error];
       
        if (status != AVKeyValueStatusLoaded) 
            self.playerItem = [AVPlayerItem playerItemWithURL: movieURL]; 
        else 
            self.playerItem = [AVPlayerItem playerItemWithAsset: theAsset];
         
         if (self.player) {
             [self.player pause];
             //[self.player release];
         }

        self.player = [AVPlayer playerWithPlayerItem:playerItem];
         
         
         
        // Do we have a player now and something to play?

        if (player && playerItem)
        {
            NSLog(@"player and playerItem exist");
            // Tell us if we reach the end
            
            [[NSNotificationCenter defaultCenter]
                 addObserver:self
                 selector:@selector(itemDidPlayToEnd:)
                 name:AVPlayerItemDidPlayToEndTimeNotification
                 object:playerItem];
            
            seekToZeroBeforePlay = NO;
            
            // Yeah, we want airPlay enabled
            
            if (kRunningOS5OrGreater)
                [player setAllowsAirPlayVideo: YES];
            
            // Tell us when the playback rate changes
            
            [player addObserver:self forKeyPath:@"rate" options: NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld context: VideoTreeViewControllerRateObservationContext];
            
            if (kRunningOS5OrGreater) {
                [player addObserver:self forKeyPath:@"airPlayVideoActive" options: NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld context: VideoTreeViewControllerAirPlayObservationContext];
            }
            
            // Tell us about changes in any of the following keys
            
            [player addObserver:self forKeyPath:@"currentItem.status" options: NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld context: VideoTreeViewControllerStatusObservationContext];
            [player addObserver:self forKeyPath:@"currentItem.asset.duration" options: NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld context: VideoTreeViewControllerDurationObservationContext];
            [player addObserver:self forKeyPath:@"currentItem.asset.commonMetadata" options: NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld context: VideoTreeViewControllerCommonMetadataObserverContext];           

            // Set up the playerLayer for playback
            
            self.playerLayer = [AVPlayerLayer playerLayerWithPlayer:player]; 
            [player release];

            playerLayerView.hidden = NO;
            playerLayer.frame = playerLayerView.layer.bounds;
            [playerLayerView.layer addSublayer:playerLayer];
            playerLayer.videoGravity = AVLayerVideoGravityResizeAspect;  // maintain aspect ratio
            
            // Let's add the drawView and make sure it's on top

            
            if (autoPlay) {
                [self.player play];
            }
            
            drawView.frame = playerLayer.frame;
            [playerLayerView addSubview: drawView];
            [self.view bringSubviewToFront: drawView];
            
            if (kRunningOS5OrGreater) {
                NSLog (@"setting up player, airPlayVideoActive = %i", [player isAirPlayVideoActive]);
            
                if ([player isAirPlayVideoActive])
                    airPlayImageView.hidden = NO;
                else
                    airPlayImageView.hidden = YES;
            }
            
            // If we're watermarking, make our view visible
            
            if (watermark) {
                [playerLayerView addSubview: stampLabel];
                [playerLayerView bringSubviewToFront: stampLabel];
                self.stampLabel.hidden = NO;
            }
            else
                self.stampLabel.hidden = YES;
        }
        else
            NSLog (@"Failed to initiliaze the movie player!");
 
         NSLog (@"playbackLikelyToKeepUp = %i", player.currentItem.isPlaybackLikelyToKeepUp);

         NSLog(@"loadMovie calling directlySetStartTimecode for timecode: %@", [self timeCode]);
         [self directlySetStartTimecode: [self timeCode]];
         
         if (airPlayMode) 
             [self airPlayWork];
    } ];
    
}

// Make sure the play/pause button matches the current state of playback


//
// The airPlay (play ouy) button
// This button is only needed pre-iOS 5.0
// because AVPlayer class did not support airPlay
//
// Note that this button changes to the rotate button
// when showing stills
//


//
// We need to set up a new MPMoviePlayerController pre iOS 5.0
// in order to support airPlay
//


// This will detach the separate movie controller we needed to support
// airPlay (pre iOS 5.0).   Remove the observers, stop the movie and 
// destroy the player


// If in autoPlay mode, automatically play the next clip in the table
// Note: this just uses the nextClip method from the DetailViewController class
// to do the work


// Notiication that a clip is done playing (MPMoviePlayer class)
// Play the next clip if in autoPlay mode

-(void) MPPlayerDone: (NSNotification *) aNotification {
    NSLog (@"MPPlayerDone: %i", [[aNotification.userInfo objectForKey: 
                        MPMoviePlayerPlaybackDidFinishReasonUserInfoKey] integerValue]);
    
    if (autoPlay && [aNotification.name isEqualToString: MPMoviePlayerPlaybackDidFinishNotification]  
        && [[aNotification.userInfo objectForKey: 
             MPMoviePlayerPlaybackDidFinishReasonUserInfoKey] integerValue] 
                    == MPMovieFinishReasonPlaybackEnded) {
            if (movieController) {
              [self movieControllerDetach];
              [self nextClip];
            }
        }
}

// This is another notification sent when the MPMoviePlayerController
// changes state


//
// Show the navigation controller
// refresh the clip list
//



//
// The help button (marked ?)
// Display the help screen overlay as a modal view
//


// FullScreen support using AVPlayer


// Leave full screen playback 


// 
// Leave full screen for still autoplay
//


//
// Notification when player reaches the end of playback
//


//
// Notification when still has been displayed for slideTime secs
//


//
// Update our counter (and scrub bar) every frame
//



//
//  Kill our playback timer
//


//
// Observe various changes in playback, such as rate, duration, and status
//



#pragma mark -
#pragma mark Notes table


// The number of sections in the table view.



// The number of rows in the table view.


// The height of each row in the table


// The background color for each row depends on whether it's my note or someone else's


// Customize the appearance of table view cells.


// Handle selection of a note from the notes table
// FIXME: OFF BY -1 FRAME AT kCMTimeMakeWithSeconds

//
// Allow or disable deletion of a note
// Permission is granted if the initials on the note match the user's
//


// 
// The Edit button in the notes table
// Once Edit mode has started, we change the button's title to "Done"
//




@synthesize appSettingsViewController;




#pragma mark -
#pragma mark IASKAppSettingsViewControllerDelegate protocol





@end
