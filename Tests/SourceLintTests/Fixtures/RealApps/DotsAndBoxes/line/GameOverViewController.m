//
//  GameOverViewController.m
//  line
//
//  Created by Andrew on 3/11/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "GameOverViewController.h"

@interface GameOverViewController ()

@end

@implementation GameOverViewController


- (void)viewDidLoad
{
    [super viewDidLoad];
    
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    
    player1ScoreLabel.text = [NSString stringWithFormat:@"Player 1's Score: %ld",(long)[defaults integerForKey:@"player1Score"]];
    player2ScoreLabel.text = [NSString stringWithFormat:@"Player 2's Score: %ld",(long)[defaults integerForKey:@"player2Score"]];
    
    if ([defaults integerForKey:@"player1Score"]>[defaults integerForKey:@"player2Score"]) {
        victoryLabel.text = @"Player 1 Won";
    }
    else if ([defaults integerForKey:@"player1Score"]<[defaults integerForKey:@"player2Score"]) {
        victoryLabel.text = @"Player 2 Won";
    }
    else {
        victoryLabel.text = @"Tie";
    }
    
    
	// Do any additional setup after loading the view.
}


@end
