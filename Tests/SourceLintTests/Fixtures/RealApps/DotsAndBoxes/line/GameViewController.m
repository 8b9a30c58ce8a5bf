//
//  4PlayerMultiplayerViewController.m
//  dot
//
//  Created by Andrew on 4/1/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "GameViewController.h"

#define notificationTime .5
#define errorMessage @"Looks like the following error occured when trying to send that move to Game Center:"
@interface GameViewController ()

@end

@implementation GameViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self navigationSetUp];
    [Flurry logEvent:@"Enter Multiplayer View"];
    defaults = [NSUserDefaults standardUserDefaults];
    userBoardColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userBoardColor"]];
    userLineColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userLineColor"]];
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
    [self makeThingsLookPretty];
    [self configSquares];
    
    [GCTurnBasedMatchHelper sharedInstance].delegate = self;

    linesToAddToGrid = [NSMutableArray array];
    squaresForPlayer1 = [NSMutableArray array];
    squaresForPlayer2 = [NSMutableArray array];
    squaresForPlayer3 = [NSMutableArray array];
    squaresForPlayer4 = [NSMutableArray array];
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
    NSMutableArray * squaresTakenArray = [NSMutableArray arrayWithObjects:squaresForPlayer1,squaresForPlayer2,squaresForPlayer3,squaresForPlayer4, nil];

    player1Score = [squaresForPlayer1 count];
    player2Score = [squaresForPlayer2 count];
    player3Score = [squaresForPlayer3 count];
    player4Score = [squaresForPlayer4 count];
    
    
    for (int player = 0; player < [[GCTurnBasedMatchHelper sharedInstance].currentMatch.participants count]; player++) {
        for (NSString *squareNumbers in squaresTakenArray[player]) {
            for (UIImageView * imageView in self.view.subviews) {
                if (240 > imageView.tag && 200 < imageView.tag) {
                    if (imageView.tag - 200 == [squareNumbers intValue]) {
                        imageView.image = [[UIColorForString sharedInstance] imageForColorWithString:[defaults valueForKey:[NSString stringWithFormat:@"userP%dColor",player + 1]] forType:nil];
                        if (!reciving) {
                            [Flurry logEvent:@"Took Square"];
                        }
                    }
                }
            }
        }
    }
    
    [self setMatchScoreForMatch:[GCTurnBasedMatchHelper sharedInstance].currentMatch andMessage:!reciving];
    
    if (!reciving){
        
        if (!justTookSquare) {
            playerLabel.text = @"Sending Turn...";
            [MBAlertView dismissCurrentHUD];
            [MBHUDView dismissCurrentHUD];
            [MBHUDView hudWithBody:@"Loading..." type:MBAlertViewHUDTypeActivityIndicator hidesAfter:3600 show:YES];
        }
        
        
        GKTurnBasedMatch *currentMatch = [[GCTurnBasedMatchHelper sharedInstance] currentMatch];
        NSUInteger currentIndex = [currentMatch.participants indexOfObject:currentMatch.currentParticipant];
        
        NSMutableArray *nextParticipants = [NSMutableArray array];
        for (int i = 0; i < [currentMatch.participants count]; i++) {
            int indx = (i + currentIndex + 1) % [currentMatch.participants count];
            GKTurnBasedParticipant *participant = (currentMatch.participants)[indx];
            //1
            if (participant.matchOutcome == GKTurnBasedMatchOutcomeNone) {
                [nextParticipants addObject:participant];
            }
            
        }
        
        if (player2Score+player1Score+player3Score+player4Score>=36){
            for (GKTurnBasedParticipant * particpent in currentMatch.participants) {
                particpent.matchOutcome = GKTurnBasedMatchStatusEnded;
            }
            if (currentMatch.status != GKTurnBasedMatchStatusEnded) {
                [currentMatch endMatchInTurnWithMatchData:[self convertArraysToData] completionHandler:^(NSError *error) {
                    [self dismissHUD];
                    if (error) {
                        MBAlertView * alert = [MBAlertView errorWithBody:[NSString stringWithFormat:@"%@\n\n %@\n\n Please try again later.",errorMessage,[error localizedDescription]] cancelTitle:@"Ok" cancelBlock:nil];
                        [alert addButtonWithText:@"Report Error" type:MBAlertViewItemTypeDestructive block:^{
                            [Flurry logError:@"GC" message:@"end" error:error];
                        }];
                        [alert addToDisplayQueue];
                    }
                }];
            }
            [self showEndAlert];
        }
        
        else if (!justTookSquare) {
            [self areYourSureDialog];
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
    if (![defaults boolForKey:@"hasPlayedMulti"]) {
        MultiplayerInfoViewController *vc = [[MultiplayerInfoViewController alloc] initWithNibName:@"MultiplayerInfoViewController" bundle:nil];
        [self presentViewController:vc animated:YES completion:nil];
        [defaults setBool:YES forKey:@"hasPlayedMulti"];
        [defaults synchronize];
    }
    else if (![GCTurnBasedMatchHelper sharedInstance].currentMatch){
        playerLabel.text = @"No Match Active";
    }
}





-(void)setMatchForFirst:(BOOL)first{
    BOOL hasGotMatch = NO;
    NSMutableArray * previousMatches = [NSMutableArray arrayWithArray:[defaults valueForKey:@"matchesWon"]];
    for (NSString * matchID in previousMatches) {
        if ([matchID isEqual:[GCTurnBasedMatchHelper sharedInstance].currentMatch.matchID]) {
            hasGotMatch = YES;
        }
    }
    if (!hasGotMatch) {
        if (first) {
            [AudioPlayer playSound:@"Win" ofType:@"caf"];
            [Flurry logEvent:@"Game Over"];
            int won = [defaults integerForKey:@"won"];
            won ++;
            [[GCTurnBasedMatchHelper sharedInstance] submitScore:won];
            [HelperMethods reportAchievementsForWins:won];
            if (localScore > 25) {
                [HelperMethods report20Square];
            }
            [defaults setInteger:won forKey:@"won"];
        }
        [HelperMethods reportParticipation];
        [previousMatches addObject:[GCTurnBasedMatchHelper sharedInstance].currentMatch.matchID];
        [defaults setObject:previousMatches forKey:@"matchesWon"];
        [defaults synchronize];
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
