//
//  NewLocalViewController.m
//  Boxes
//
//  Created by Andrew on 4/19/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "LocalViewController.h"
#import "LocalMatch.h"
#import "LineAI-V2.h"

#define notificationTime .5

@interface LocalViewController ()

@end

@implementation LocalViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self navigationSetUp];
    [Flurry logEvent:@"Enter Local View"];
    defaults = [NSUserDefaults standardUserDefaults];
    userBoardColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userBoardColor"]];
    userLineColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userLineColor"]];
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
    [self makeThingsLookPretty];
    [self configSquares];

    if ([[UIScreen mainScreen] bounds].size.height == 1024) {
        for (UIImageView *item in self.view.subviews) {
            if (item.tag != 10000) {
                item.frame = CGRectOffset(item.frame, [[UIScreen mainScreen] bounds].size.width/3.5, [[UIScreen mainScreen] bounds].size.height/4);
                if (self.interfaceOrientation == 4 || self.interfaceOrientation == 3) {
                    item.frame = CGRectOffset(item.frame, 130, -130);
                }
            }
        }
    }
}










-(void)setScoreFromMatch:(BOOL)reciving{
    NSMutableArray * squaresTakenArray = [NSMutableArray arrayWithObjects:[LocalMatch sharedInstance].squaresForPlayer1,[LocalMatch sharedInstance].squaresForPlayer2,[LocalMatch sharedInstance].squaresForPlayer3,[LocalMatch sharedInstance].squaresForPlayer4, nil];
    
    player1Score = [[LocalMatch sharedInstance].squaresForPlayer1 count];
    player2Score = [[LocalMatch sharedInstance].squaresForPlayer2 count];
    player3Score = [[LocalMatch sharedInstance].squaresForPlayer3 count];
    player4Score = [[LocalMatch sharedInstance].squaresForPlayer4 count];

    for (int player = 1; player <= [[LocalMatch sharedInstance].participants count]; player++) {
        for (NSString *squareNumbers in squaresTakenArray[player-1]) {
            for (UIImageView * imageView in self.view.subviews) {
                if (240 > imageView.tag && 200 < imageView.tag) {
                    if (imageView.tag - 200 == [squareNumbers intValue]) {
                        imageView.image = [[UIColorForString sharedInstance] imageForColorWithString:[defaults valueForKey:[NSString stringWithFormat:@"userP%dColor",player]] forType:nil];
                    }
                }
            }
        }
    }
    
    [self setMatchScoreLabel];
    
    if (!reciving){
        
       if (justTookSquare && isPlayerAI) {
           [NSTimer scheduledTimerWithTimeInterval:1 target:self selector:@selector(computerMove) userInfo:nil repeats:NO];
       }
        
        if (!justTookSquare) {
            [MBAlertView dismissCurrentHUD];
            [MBHUDView dismissCurrentHUD];
        }

        
        if (player2Score+player1Score+player3Score+player4Score>=36){
            [[LocalMatch sharedInstance]advanceTurnForGameOver:YES];
            [AudioPlayer playSound:@"Win" ofType:@"caf"];
            [self showEndAlert];
        }
        
        if (!justTookSquare) {
            if (!isPlayerAI) {
                [self areYourSureDialog];
            }
            else {
                [self confirm];
            }
        }
        justTookSquare = NO;
    }
}







-(void)areYourSureDialog{
    
    CATransition * transition = [CATransition animation];
    transition.duration = .2;
    transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
    transition.type = kCATransitionMoveIn;
    transition.subtype = kCATransitionFromTop;
    
    lastConfirm = [[[NSBundle mainBundle] loadNibNamed:@"Confirm" owner:self options:nil] lastObject];
    lastConfirm.delegate = self;
    for (UIButton * button in lastConfirm.subviews) {
        if ([button.titleLabel.text isEqual:@"Send Move"]) {
            [button setTitle:@"Save Move" forState:UIControlStateNormal];
        }
    }
    lastConfirm.tag = 1000;
    if ([[UIScreen mainScreen] bounds].size.height == 1024) {
        lastConfirm.center = CGPointMake([[UIScreen mainScreen] bounds].size.height/2, [[UIScreen mainScreen] bounds].size.width-lastConfirm.bounds.size.height);
    }
    else {
        lastConfirm.center = CGPointMake([[UIScreen mainScreen] bounds].size.width/2, [[UIScreen mainScreen] bounds].size.height-lastConfirm.bounds.size.height);
    }
    [lastConfirm.layer setMasksToBounds:YES];
    [lastConfirm.layer setBorderColor:[UIColor colorWithRed:0.2 green:0.2 blue:0.2 alpha:0.8].CGColor];
    [lastConfirm.layer setBorderWidth:2];
    lastConfirm.layer.shadowPath = [UIBezierPath bezierPathWithRect:lastConfirm.bounds].CGPath;
    [lastConfirm.layer addAnimation:transition forKey:nil];
    
    [self.view addSubview:lastConfirm];
}






-(void)viewDidAppear:(BOOL)animated{
    canShowAlert = YES;
    if (![defaults boolForKey:@"practiceNotice"]) {
        [[LocalMatch sharedInstance]setInitalMatch];
        PracticeInfoViewController *vc = [[PracticeInfoViewController alloc] initWithNibName:@"PracticeInfoViewController" bundle:nil];
        [self presentViewController:vc animated:YES completion:nil];
        [defaults setBool:YES forKey:@"practiceNotice"];
        [defaults synchronize];
    }
    else if (![LocalMatch sharedInstance].currentMatchID) {
        playerLabel.text = @"No Match Active";
    }
    else {
        [NSTimer scheduledTimerWithTimeInterval:.2 target:self selector:@selector(setAlert) userInfo:nil repeats:YES];
    }
}









-(void)makeThingsLookPretty{
    float radius = 12.0;
    
    [self.backgroundImageView.layer setMasksToBounds:YES];
    [self.backgroundImageView.layer setBorderColor:[UIColor blackColor].CGColor];
    [self.backgroundImageView.layer setBorderWidth:5.0];
    [self.backgroundImageView.layer setCornerRadius:radius];
    
    NSArray *paths = NSSearchPathForDirectoriesInDomains(NSDocumentDirectory,     NSUserDomainMask, YES);
    NSString *documentsDirectory = [paths objectAtIndex:0];
    NSString *getImagePath = [documentsDirectory stringByAppendingPathComponent:@"background.JPEG"];
    
    
    if ([UIImage imageWithContentsOfFile:getImagePath]) {
        self.backgroundImageView.image = [UIImage imageWithContentsOfFile:getImagePath];
        userBoardColor = [UIColor clearColor];
    }
    else if (![UIImage imageWithContentsOfFile:getImagePath]) {
        self.backgroundImageView.image = [[UIColorForString sharedInstance]imageForColor:userBoardColor forType:nil];
    }
    
    self.view.backgroundColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
    
    
    for (UIButton * lineButton in self.view.subviews) {
        if (85 > lineButton.tag) {
            [lineButton setImage:[[UIColorForString sharedInstance] imageForColor:userBoardColor forType:nil] forState:UIControlStateNormal];
        }
    }
    for (UIImageView * blockView in self.view.subviews) {
        if (240 > blockView.tag && 200 < blockView.tag) {
            blockView.image = [[UIColorForString sharedInstance] imageForColor:userBoardColor forType:nil];
        }
    }
}



@end
