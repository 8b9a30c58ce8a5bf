//
//  PlaybackViewController.m
//  Prototyper
//
//  Created by Andy Qua on 11/01/2014.
//  Copyright (c) 2014 Andy Qua. All rights reserved.
//

@import AVFoundation;

#import "PlaybackViewController.h"
#import "UIColor+Utils.h"
#import "UIImageView+ContentScale.h"
#import <PopoverView/PopoverView.h>
#import <InAppSettingsKit/IASKAppSettingsViewController.h>


#define NORMAL_LINK_TAG 1000
#define INFO_LINK_TAG 2000

@interface PlaybackViewController () <PopoverViewDelegate, IASKSettingsDelegate ,UIAlertViewDelegate>
{
    bool speechEnabled;
    bool hasShownDoubleTapInfo;
    ImageDetails *imageDetails;
    
    CGSize imageScale;
    
    NSMutableArray *breadcrumbTrail;
    
    PopoverView *popoverView;
    
    AVSpeechSynthesizer *synthesizer;
    AVSpeechSynthesisVoice *currentVoice;
}
@property (strong, nonatomic) IBOutlet UIImageView *imageView;
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *topConstraint;
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *bottomConstraint;
@property (weak, nonatomic) IBOutlet UILabel *doubleTapText;


// Right navigation bar buttons (have to manually add these as no other way to do this yet!
@property (weak, nonatomic) IBOutlet UIBarButtonItem *actionButton;
@property (weak, nonatomic) IBOutlet UIBarButtonItem *speechEnabledButton;
@property (weak, nonatomic) IBOutlet UISwitch *speechOnSwitch;

@end

@implementation PlaybackViewController





- (void) updateSpeechValuesFromSettings
{
    NSString *voice = [[NSUserDefaults standardUserDefaults] stringForKey:PREF_SPEECH_VOICE];
    if ( voice == nil )
        voice = @"en-GB";
    synthesizer = [[AVSpeechSynthesizer alloc] init];
    currentVoice = [AVSpeechSynthesisVoice voiceWithLanguage:voice];
    
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    id val = [defaults objectForKey:PREF_SPEECH_ENABLED];
    if ( val != nil )
        speechEnabled = [val boolValue];
    else
        speechEnabled = YES;
    
    self.speechOnSwitch.on = speechEnabled;
}




- (void) backSwipe:(UITapGestureRecognizer *)gr
{
    if ( gr.state == UIGestureRecognizerStateEnded )
    {
        if ( breadcrumbTrail.count > 0 )
        {
            // Pop off the last page of the breakcrumb stack
            NSString *imageId = [breadcrumbTrail lastObject];
            [breadcrumbTrail removeLastObject];
            
            imageDetails = [self.project getLinkWithId:imageId];
            self.imageView.image = [imageDetails getImage];
            [self updateHotspots];
            
            CATransition *transition = [CATransition animation];
            transition.delegate = self;
            transition.duration = 0.5;
            transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
            transition.type = kCATransitionMoveIn;
            transition.subtype = kCATransitionFromLeft;
            [self.imageView.layer addAnimation:transition forKey:nil];
        }
    }
}



#pragma mark - PopoverView delegate




- (void) selectLink:(ImageLink *)link
{
    if ( link.linkType == ILT_Normal )
    {
        // Save current page in breadcrumb trail so we can swip back
        [breadcrumbTrail addObject:imageDetails.imageName];

        CATransition *transition = [self getTransitionForLink:link];
        if ( transition != nil )
            [self.imageView.layer addAnimation:transition forKey:nil];
        
        imageDetails = [self.project getLinkWithId:link.linkedToId];
        self.imageView.image = [imageDetails getImage];

        if ( transition == nil )
            [self updateHotspots];
        }
    else
    {
        // Show popover with text
        CGRect r = link.rect;
        CGPoint center = CGPointMake(r.origin.x + (r.size.width / 2), r.origin.y + (r.size.height / 2));
        center.x *= imageScale.width;
        center.y *= imageScale.height;
        [PopoverView showPopoverAtPoint:center inView:self.view withText:link.infoText delegate:nil];
    }

    if ( link.infoText.length > 0 )
        [self speakText:link.infoText];
}






#pragma mark - InAppSettingsKit Delegate



@end
