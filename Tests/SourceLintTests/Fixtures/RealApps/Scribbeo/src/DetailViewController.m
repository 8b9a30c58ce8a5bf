//
//  DetailViewController.m
//  VideoTree
//
//  Created by Steve Kochan on 9/12/10.
//  Copyright © 2010-2011 by Digital Film Tree. All rights reserved.
//

#import "DetailViewController.h"
#import "VideoTreeViewController.h"

@implementation DetailViewController

@synthesize currentClip, popoverController, moviePath;
@synthesize currentPath, files, fileTypes, assetURLs, timeCodes;
@synthesize progressView, activityIndicator;

#pragma mark -
#pragma mark View Loading


#pragma mark -
#pragma mark Connection status indicator


#pragma mark -
#pragma mark Activity indicator

//
//  Show activity when the clip table is being loaded
//


//
// Stop activity when the clip table has loaded
//


#pragma mark -
#pragma mark New folder code

#define kDirectory  4
#define kFile       8

//
// Create the clip list for the table
// Show the camera roll icon if we're in local mode
//

-(void) makeList
{
    NSLog(@"DetailView::makeList called");
    if (!kBonjourMode) { // local mode
        UIBarButtonItem *cRollButton = 
        [[[UIBarButtonItem alloc] initWithImage: 
                    [UIImage imageNamed: @"cameraRoll.png"]
                        style:  UIBarButtonItemStyleBordered target: self 
                        action: @selector(pickClip)] autorelease]; 
        self.navigationItem.leftBarButtonItem = cRollButton;
        //self.navigationItem.rightBarButtonItem = nil; // no refresh button
        // We want a refresh button in Local Mode now so that when we add something in using
        // iTunes, we can refresh and see the new files without restarting the app.
        
        
    }
    else { // remote mode
        self.navigationItem.leftBarButtonItem = nil;
        self.navigationItem.rightBarButtonItem = nil;

//        if (! iPHONE) {
//            UIBarButtonItem *refresh =  [[[UIBarButtonItem alloc] initWithImage: 
//          [UIImage imageNamed: @"Refresh.png"]
//                  style: UIBarButtonItemStylePlain target: self action: @selector(makeList)] autorelease];  
//            self.navigationItem.rightBarButtonItem = refresh;
//        }
    }

    UIBarButtonItem *refresh =  [[[UIBarButtonItem alloc] initWithImage: 
                                  [UIImage imageNamed: @"Refresh.png"]
                                  style: UIBarButtonItemStylePlain target: self action: @selector(makeList)] autorelease];  
    self.navigationItem.rightBarButtonItem = refresh;
    
    // Create our clip list arrays, or clear if already created
    
    if (!files) {
        self.files = [NSMutableArray array];
        self.fileTypes = [NSMutableArray array];
        self.assetURLs = [NSMutableArray array];
        self.timeCodes = [NSMutableArray array];
    }
    else {
        [files removeAllObjects];
        [fileTypes removeAllObjects];
        [assetURLs removeAllObjects];
        [timeCodes removeAllObjects];
    }
    
    if (kBonjourMode) { 
        if (currentPath) {
            NSString *theFolder = [currentPath lastPathComponent];
            if ([theFolder isEqualToString:@"list"])
                self.title = @"Files";
            else
                self.title = [theFolder stringByReplacingOccurrencesOfString:@"%20" withString:@" "];
        }
        else 
            self.title = @"Files";
    } else
        self.title = @""; // No title needed in local mode
      
    
    if (([self.title isEqualToString:@"Files"] || [self.title isEqualToString:@""]) && iPHONE) {
        UIBarButtonItem *backBar = [[UIBarButtonItem alloc] initWithTitle:@"Close" style:UIBarButtonItemStylePlain target:self action:@selector(closeOut:)];
        
        if ([self.title isEqualToString:@""]) {
            self.navigationItem.rightBarButtonItem = backBar;
        }else
        {
            self.navigationItem.leftBarButtonItem = backBar;
        }
        
        [backBar release]; 
    }

    
    [self.tableView reloadData];        // Refresh the table
    
    // Get the current settings
    
    // [kAppDel makeSettings]; No need... we do this at launch always.
    
    // If running in local mode, populate the clip table
    // with local video files
    
    if (!kBonjourMode) {
        NSLog(@"makeList knows we're not in bonjour mode... calling iTunesLoad to serve local files");
        [self iTunesLoad];
        return;
    }
    
    // If this is the first time populating the table...
    
    if ((! currentPath) || ([currentPath length] == 0)) {
        self.title = @"Files";
        self.currentPath = @"/list"; // this is root in the py server
    }
    NSLog(@"Current path is set to: %@", self.currentPath);
    
    [self showActivity];
    
   
    if (kBonjourMode && kHTTPserver) {
        // Send a list request to our HTTPServer
        NSString *urlstr = [NSString stringWithFormat:@"%@%@", [kAppDel HTTPserver], currentPath];
        NSLog(@"Making list for BonjourMode. Querying: %@", urlstr);
        NSURL *url = [NSURL URLWithString:urlstr];
        //NSError* error = nil;
       
        NSURLRequest* request = [NSURLRequest requestWithURL:url];
        NSOperationQueue* queue = [[[NSOperationQueue alloc] init] autorelease];
      
       // [self showActivity];
        
        [NSURLConnection sendAsynchronousRequest:request queue:queue completionHandler:^(NSURLResponse* response, NSData* data, NSError* error){
            if (error)
            {
                if (error.code == -1012)
                {
                    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
                    [defaults setObject:[defaults stringForKey:@"Username"] forKey:@"Initials"];
                    [SVHTTPRequest POST:[NSString stringWithFormat:@"https://%@:%@/login",
                                         [defaults stringForKey:@"ServerIP"], [defaults stringForKey:@"ServerPort"]]
                             parameters:[NSDictionary dictionaryWithObjectsAndKeys:
                                         [defaults stringForKey:@"Username"], @"username",
                                         [defaults stringForKey:@"Password"], @"password",
                                         nil]
                             completion:^(id response, NSHTTPURLResponse *urlResponse, NSError *error2)
                     {
                         if (error2)
                         {
                             NSLog(@"ErrorCode:%i", error2.code);
                             UIAlertView *loginAlert = [[[UIAlertView alloc] initWithTitle:@"Server Login Alert" message:error2.localizedDescription delegate:nil cancelButtonTitle:@"Dismiss" otherButtonTitles:nil] autorelease];
                             loginAlert.alertViewStyle = UIAlertViewStyleDefault;
                             [loginAlert show];
                             return;
                             
                         }
                         NSData *data2 = [NSData dataWithData:(NSData*)response];
                         if (data2)
                         {
                             NSString *responseString = [NSString stringWithFormat:@"%s",(char*)[data2 bytes]];                            
                             if ([responseString isEqualToString:@"Invalid credentials."]) {
                                 UIAlertView *loginAlert = [[[UIAlertView alloc] initWithTitle:@"Server Login Alert"
                                                                                       message:@"Invalid login credentials."
                                                                                      delegate:nil cancelButtonTitle:@"Dismiss"
                                                                             otherButtonTitles:nil] autorelease];
                                 loginAlert.alertViewStyle = UIAlertViewStyleDefault;
                                 [loginAlert show];
                                 return;
                             } else {
                                 // Successful login!
                                 [self makeList]; //Retry
                             }
                             return;
                         }
                         
                     }];
                }
            } else {
                
                // Resync main thread with new data
                dispatch_async(dispatch_get_main_queue(), ^{
                    NSLog(@"Got data... Filling the file list");
                    [self hideDisconnected]; // Remove the 'disconnected' indicator if it's there.
                    [self stopActivity];
                    NSDictionary *fileDict = [[[NSString alloc] initWithData:data
                                                                    encoding:NSUTF8StringEncoding] objectFromJSONString];
                    // Now we need to populate the files array using our nice JSON list
                    [self filesFromJSONFileListing:fileDict];
                    
                });
            }
        }];    
    } else if (kBonjourMode && (!kHTTPserver)) {
        NSLog(@"In bonjour mode, but the http server has not been set yet.");
        [[kAppDel serverBrowser] stop];
        [[kAppDel serverBrowser] start];
    }
    
}


// This method will fill the files array from the JSON received from the py bonjour webserver
- (void) filesFromJSONFileListing: (NSDictionary *) listing
{
    NSLog (@"filesFromJSONFileListing");
    allStills = YES; // For album mode. This will become NO if there's non-stills here.
    
    NSArray *fileList = [listing objectForKey:@"files"];
    NSArray *folderList = [listing objectForKey:@"folders"];

    // Folders at the top, files below    
    for (NSDictionary *dict in folderList) {
        NSString *folderName = [dict objectForKey:@"name"];
        NSLog(@"See a folder called: %@", folderName);
        [files addObject:folderName];
        [fileTypes addObject:[NSNumber numberWithInt: kDirectory]];
        NSString *listURL = [dict objectForKey:@"list_url"]; // URL by which to retreive this asset
        [assetURLs addObject:listURL]; // Dir has no asset retrieval URL, instead use assetURL for traversal
        [timeCodes addObject:@""]; // Empty
    }
    // Now the files...
    for (NSDictionary *dict in fileList) {
        NSString *fileName = [dict objectForKey:@"name"];
        NSString *fileExt = [dict objectForKey:@"ext"];
        NSString *assetURL = nil;
        if ([kAppDel LiveTranscode])
            assetURL = [dict objectForKey:@"live_transcode"];
        else
            assetURL = [dict objectForKey:@"asset_url"];
        NSLog(@"See a file named: %@", fileName);
        NSLog(@"Asset located at: %@", assetURL);
        [files addObject:fileName];
        [fileTypes addObject:[NSNumber numberWithInt: 8]];
        [assetURLs addObject:assetURL];
        [timeCodes addObject:@""]; // gets populated elsewhere
        // If we have any clips, this folder isn't all stills.
        if kIsMovie(fileExt) allStills = NO;
    }
    NSLog(@"from with JSON File Listing... AssetURLs has %d items", [assetURLs count] );

    [self.tableView reloadData]; // reloads file listing
    [self finishLoad]; // reloads file listing... again...
}

// This method will fill the noteURLs array. Called when you select a clip.
// Then loadMovie or loadStill will call the getAllHTTPNotes method that actually fills the noteData array. 
// Oh and also timecode...


//
// Finished downloading the file listing--the files array should
// be filled with the listing of clips
//


#pragma mark -
#pragma mark iTunes Loading




#pragma mark -
#pragma mark Select video from camera roll

//LMFAO WTF is this S define?
#define S (NSString *)

//
// This method provides the control logic for allowing the user to
// pick a video clip from the camera roll/photo library
// On the iPad, this is done with a popover controller.
//



//
// This method gets called after a choice is made from the image picker (e.g., a video clip or still is selected)
//

- (void)imagePickerController:(UIImagePickerController *)picker didFinishPickingMediaWithInfo:(NSDictionary *)info {
    
    VideoTreeViewController *vc = [kAppDel viewController];

    
    if (iPHONE) {
        [vc dismissModalViewControllerAnimated:YES];
    }
    else
        [popoverController dismissPopoverAnimated: YES];
    
    UIImage *thePhoto = [info objectForKey: UIImagePickerControllerOriginalImage];
    
    if (thePhoto)  {  // picked an image
        NSLog (@"UIImagePickerControllerOriginalImage has data (%@)!", thePhoto);
        [kAppDel copyVideoOrImageIntoApp: [thePhoto retain]];       // Works like an "Open In..."
    }
    else  {
        NSURL *moviePicked = [info objectForKey: UIImagePickerControllerMediaURL];
        [kAppDel copyVideoOrImageIntoApp: moviePicked]; 
    }
    [thePhoto autorelease];
}

//
// Image selection cancelled....dismiss the controller
//






#if 0
#endif


#pragma mark -
#pragma mark Table view data source delegate methods

// Customize the section in the table view.






// Customize the appearance of table view cells.


#pragma mark -
#pragma mark Table view delegate methods

//
// We allow deletion of clips from local storage (Documents folder).  These could be loaded from
// iTunes, from an "Open In.." dialog, or from the Camera Roll from inside the app
//


// 
// Select the next (non-Directory) clip from the current clip table for playback
// Note that we do this by effectively simulating manual selection of the row
//


//
// Get the corerct path to the video clip for playback
//
           


#pragma mark -
#pragma clip/still/asset selection

// 
// A row was selected from the table
// If it's a directory, we want to drill down
// Otherwise, it must be a movie clip so we'll go ahead and play it
//




#pragma mark -
#pragma mark Memory management





@end

