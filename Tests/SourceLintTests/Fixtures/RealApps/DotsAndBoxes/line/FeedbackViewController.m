//
//  FeedbackViewController.m
//  Boxes
//
//  Created by Andrew on 4/18/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "FeedbackViewController.h"
#import "MBHUDView.h"
@interface FeedbackViewController ()

@end

@implementation FeedbackViewController


- (void)viewDidLoad
{
    [super viewDidLoad];
    placeHolderVisible = YES;
    feed.enabled = NO;
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[[NSUserDefaults standardUserDefaults] valueForKey:@"userViewColor"]];
    self.view.backgroundColor = [[UIColorForString sharedInstance] colorForString:[[NSUserDefaults standardUserDefaults] valueForKey:@"userViewColor"]];
    textView.delegate = self;

	// Do any additional setup after loading the view.
}




@end
