//
//  ImageEditViewController.m
//  Prototyper
//
//  Created by Andy Qua on 09/01/2014.
//  Copyright (c) 2014 Andy Qua. All rights reserved.
//

@import AVFoundation;

#import "ImageEditViewController.h"
#import "LinkImageViewController.h"
#import "DrawViewController.h"
#import "ImageEditView.h"
#import "HotspotView.h"
#import "PopoverView.h"

#import "UIImageView+ContentScale.h"

#import <ColorPopover/ColorViewController.h>

@interface ImageEditViewController () <DrawViewControllerDelegate, ImageEditViewDelegate, LinkImageViewControllerDelegate, ColorViewControllerDelegate, UIActionSheetDelegate, UIGestureRecognizerDelegate, PopoverViewDelegate, UIAlertViewDelegate>
{
    ColorViewController *cvc;
    
    HotspotView* shadeView;
    PopoverView *thePopoverView;
    CGPoint selectedPoint;
    
    CGSize imageScale;
}

@property (weak, nonatomic) IBOutlet NSLayoutConstraint *imageViewTopConstraint;
@property (weak, nonatomic) IBOutlet UIToolbar *toolbar;
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *toolbarBottomConstraint;
@property (weak, nonatomic) IBOutlet UIBarButtonItem *editImageButton;

@property (weak, nonatomic) IBOutlet UIImageView *imageView;
@property (weak, nonatomic) IBOutlet ImageEditView *imageEditView;

@end

@implementation ImageEditViewController














#pragma mark - UIMenuController stuff





- (void) speakInfoText
{
    /*
     NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
     NSString *voice = [defaults stringForKey:@"speechvoice_preference"];
     if ( voice == nil )
     voice = @"en-GB";
     
     AVSpeechUtterance *utterance = [[AVSpeechUtterance alloc] initWithString:shadeView.associatedImageLink.infoText];
     utterance.rate = 0.25;
     utterance.voice = [AVSpeechSynthesisVoice voiceWithLanguage:voice];
     
     AVSpeechSynthesizer *synthesizer = [[AVSpeechSynthesizer alloc] init];
     [synthesizer speakUtterance:utterance];
     */
    shadeView.associatedImageLink.speakInfoText = !shadeView.associatedImageLink.speakInfoText;
    [self showMenuFromRect:shadeView.frame];
}

- (void) hearInfoText
{
     NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
     NSString *voice = [defaults stringForKey:@"speechvoice_preference"];
     if ( voice == nil )
     voice = @"en-GB";
     
     AVSpeechUtterance *utterance = [[AVSpeechUtterance alloc] initWithString:shadeView.associatedImageLink.infoText];
     utterance.rate = 0.25;
     utterance.voice = [AVSpeechSynthesisVoice voiceWithLanguage:voice];
     
     AVSpeechSynthesizer *synthesizer = [[AVSpeechSynthesizer alloc] init];
     [synthesizer speakUtterance:utterance];

    [self showMenuFromRect:shadeView.frame];
}





#pragma mark - ColorViewControllerDelegate implementation



#pragma mark - UIAlertViewDelegate methods


#pragma mark - UIActionSheetDelegate method

#pragma mark - Hotspot area management












#pragma mark - Tapping



#pragma mark - ImageEditViewDelegate methods

// User has modified the current hotspot area

// User has tapped the view outside the current hotspot area

#pragma mark - LinkImageViewController delegate


#pragma mark - DrawViewControllerDelegateMethods
- (void) drawImageChanged:(UIImage *)image
{
    // Save image
    NSString *path = self.imageDetails.imagePath;
    
    bool rc;
    NSString *imageType = [[NSUserDefaults standardUserDefaults] objectForKey:PREF_IMAGE_FORMAT];
    if ( [imageType isEqualToString:JPEG] )
    {
        path = [path stringByReplacingOccurrencesOfString:@".png" withString:@".jpg"];
        CGFloat imageQuality = [[[NSUserDefaults standardUserDefaults] objectForKey:PREF_IMAGE_QUALITY] floatValue];
        rc = [UIImageJPEGRepresentation(image, imageQuality) writeToFile:path atomically:YES];
    }
    else
    {
        path = [path stringByReplacingOccurrencesOfString:@".jpg" withString:@".png"];
        rc = [UIImagePNGRepresentation(image) writeToFile:path atomically:YES];
    }
    self.imageDetails.imagePath = path;
    
    if ( !rc )
        NSLog( @"Failed");

    self.imageView.image = image;
    
    // Now we need to update all the hotspot positions as the image frame may well have changed!
    imageScale.width = self.imageView.widthScale;
    imageScale.height = self.imageView.heightScale;
    for ( UIView *subview in self.imageEditView.subviews )
    {
        if ( [subview isKindOfClass:[HotspotView class]] )
        {
            HotspotView *hv = (HotspotView *)subview;
            [hv updateImageScale:imageScale];
        }
    }
}

#pragma mark - PopoverView delegate

- (void)popoverView:(PopoverView *)popoverView didSelectItemAtIndex:(NSInteger)index  itemText:(NSString *)text;
{
    [popoverView dismiss];
    
    if ( index == 0 )
        [self addHotspotAtPoint:selectedPoint];
    else if ( index == 1 )
        [self addInfoHotspotAtPoint:selectedPoint];
    else if ( index == 2 )
        [self performSegueWithIdentifier:@"ShowDraw" sender:self];
   
}


@end
