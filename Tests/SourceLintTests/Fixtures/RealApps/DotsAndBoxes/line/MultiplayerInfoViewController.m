//
//  MultiplayerInfoViewController.m
//  Boxes
//
//  Created by Andrew on 4/20/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "MultiplayerInfoViewController.h"

@interface MultiplayerInfoViewController ()

@end

@implementation MultiplayerInfoViewController






-(void)insertNewBoard{
    newBoard = [[[NSBundle mainBundle] loadNibNamed:@"MenuBoard" owner:self options:nil]lastObject];
    if ([[UIScreen mainScreen] bounds].size.height == 568) {
        newBoard.center = CGPointMake([[UIScreen mainScreen] bounds].size.width/2, 140);
    }
    else if ([[UIScreen mainScreen] bounds].size.height == 1024) {
        newBoard.center = CGPointMake([[UIScreen mainScreen] bounds].size.height/2, [[UIScreen mainScreen] bounds].size.width*.25);
    }
    else {
        newBoard.center = CGPointMake([[UIScreen mainScreen] bounds].size.width/2, 110);
    }
    [newBoard.layer setMasksToBounds:YES];
    [newBoard.layer setBorderColor:[UIColor blackColor].CGColor];
    [newBoard.layer setBorderWidth:5.0];
    [newBoard.layer setCornerRadius:20];
    newBoard.layer.shadowPath = [UIBezierPath bezierPathWithRect:newBoard.bounds].CGPath;
    [self.view addSubview:newBoard];
    
    [newBoard.layer addAnimation:transition forKey:kCATransition];
}


-(void)viewWillAppear:(BOOL)animated{
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[[NSUserDefaults standardUserDefaults] valueForKey:@"userViewColor"]];
    [self insertNewBoard];
    timer = [NSTimer scheduledTimerWithTimeInterval:2.5 target:self selector:@selector(insertNewBoard) userInfo:nil repeats:YES];
}






@end
