//
//  ProjectViewController.m
//  Prototyper
//
//  Created by Andy Qua on 09/01/2014.
//  Copyright (c) 2014 Andy Qua. All rights reserved.
//

#import "ProjectViewController.h"
#import "ImageEditViewController.h"
#import "PlaybackViewController.h"
#import "DrawViewController.h"
#import "ProjectStructureViewController.h"
#import "Project.h"
#import "ImageDetails.h"
#import "PhotoCell.h"
#import "PopoverView.h"


#import "AlbumSelectViewController.h"
#import "IASKAppSettingsViewController.h"


// Menu items
#define MENU_SET_START_IMAGE @"Set start image"
#define MENU_DELETE_IMAGES @"Delete images"
#define MENU_REORDER_FILES @"Re-order files"
#define MENU_EXPORT_PROJECT @"Export project"
#define MENU_SETTINGS @"Settings"
#define MENU_SHOW_PROJECT_STRUCTURE @"Show project structure"

#define MENU_NEW_IMAGE @"New blank image"
#define MENU_TAKE_CAMERA @"Take from camera"
#define MENU_ADD_LIBRARY @"Add from library"



@interface ProjectViewController () <DrawViewControllerDelegate, AlbumSelectViewControllerDelegate, IASKSettingsDelegate, PopoverViewDelegate, UIDocumentInteractionControllerDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate, UITextFieldDelegate>
{
    UIDocumentInteractionController *docController;
    
    Project *project;
    ImageDetails *selectedImageDetails;
    
    bool editMode;
    bool reordering;
    UIBarButtonItem *actionBtn;
    UIBarButtonItem *doneBtn;
    UIBarButtonItem *doneReorderBtn;
    UIBarButtonItem *deleteBtn;
    UIBarButtonItem *backBtn;
    
    PopoverView *popoverView;
    
    bool settingStartImage;
    
    UITextField *txtTitleBar;
    
    UIImageView *zoomImageView;
    CGRect zoomOrigFrame;
    
    // Used for reordering cells
    NSIndexPath *selectedIndexPath;
}

@property (weak, nonatomic) IBOutlet NSLayoutConstraint *selectStartImageDisplayViewBottom;
@property (weak, nonatomic) IBOutlet UIView *selectStartImageDisplayView;
@property (weak, nonatomic) IBOutlet UILabel *infoTitleLabel;

@property(nonatomic, weak) IBOutlet UICollectionView *collectionView;
@property(nonatomic, strong) NSArray *assets;
@end

@implementation ProjectViewController






#pragma mark - collection view data source





#pragma mark - collection view delegate




#pragma mark - Zooming a selected cell



#pragma mark - Actions





#pragma mark - PopoverView delegate







- (void) compressImages
{
    for ( int i = 0 ; i < project.count ; ++i )
    {
        ImageDetails *imageDetails = project[i];
        
        UIImage *i = [imageDetails getImage];
        NSLog( @"Converting %@", imageDetails.imageName );
        
        imageDetails.imagePath = [imageDetails.imagePath stringByReplacingOccurrencesOfString:@".png" withString:@".jpg"];
        
        CGFloat imageQuality = [[[NSUserDefaults standardUserDefaults] objectForKey:PREF_IMAGE_QUALITY] floatValue];
        bool rc = [UIImageJPEGRepresentation(i, imageQuality) writeToFile:imageDetails.imagePath atomically:YES];
        if ( !rc )
        {
            NSLog( @"Failed to convert %@", imageDetails.imageName );
        }
    }
    
    [self saveProject];
}


#pragma mark - DrawViewControllerDelegateMethods

#pragma mark - ELCImagePickerController delegates
- (void) imagesSelected:(NSArray *)info
{
    [self.navigationController popViewControllerAnimated:YES];
    
	for (NSDictionary *dict in info) {
        
        UIImage *image = [dict objectForKey:UIImagePickerControllerOriginalImage];
        
        image = [self scaleAndRotateImage:image];
        [project addImageToProject:image];
	}
    
    [self.collectionView reloadData];
}


#pragma mark - image picker delegate




#pragma mark - UIDocumentInteractionControllerDelegate methods


#pragma mark - InAppSettingsKit Delegate

#pragma mark - UITextField delegate methods (for editing titlebar)



@end
