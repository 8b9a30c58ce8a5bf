//
//  PhotoOptionsViewController.m
//  dot
//
//  Created by Andrew on 4/3/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "PhotoOptionsViewController.h"
#import "DemoImageEditor.h"

@interface PhotoOptionsViewController ()
@property(nonatomic,retain) DemoImageEditor *imageEditor;
@property(nonatomic,retain) ALAssetsLibrary *library;

@end

@implementation PhotoOptionsViewController


- (void)viewDidLoad
{
    [super viewDidLoad];
    [Flurry logEvent:@"Enter Photo View"];
    self.library = [[ALAssetsLibrary alloc] init];
    self.imageEditor = [[DemoImageEditor alloc] initWithNibName:@"DemoImageEditor" bundle:nil];
    
    NSUserDefaults * defaults = [NSUserDefaults standardUserDefaults];
    [defaults setBool:NO forKey:@"useUserImage"];
   imageView.image = [self imageWithColor:[self colorWithString:[defaults valueForKey:@"userBoardColor"]]];

    float radius = 20.0f;
    
    for (UIButton * button in self.view.subviews) {
        if (button.tag == 10) {
            [button.layer setMasksToBounds:YES];
            [button.layer setBorderColor:[UIColor darkTextColor].CGColor];
            [button.layer setBorderWidth:3.0];
            [button.layer setCornerRadius:radius];
            button.layer.shadowPath = [UIBezierPath bezierPathWithRect:button.bounds].CGPath;
        }
    }
    
    [imageView.layer setMasksToBounds:YES];
    [imageView.layer setBorderColor:[UIColor darkTextColor].CGColor];
    [imageView.layer setBorderWidth:3.0];
    [imageView.layer setCornerRadius:radius];
    imageView.layer.shadowPath = [UIBezierPath bezierPathWithRect:imageView.bounds].CGPath;
    // Do any additional setup after loading the view from its nib.
}










@end
