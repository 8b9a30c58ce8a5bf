//
//  LocalViewController.m
//  dot
//
//  Created by Andrew on 4/6/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//


#import "oldlocal.h"
#import "PracticeInfoViewController.h"
#import "ComputerViewController.h"
#import "MBHUDView.h"
#import "LocalMatch.h"
#define notificationTime .5
#define computerDelay 1.5

@interface oldlocal ()

@end

@implementation oldlocal

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self navigationSetUp];
    [Flurry logEvent:@"Enter Practice View"];
    playerLabel.text = @"Tap Space To Begin Match";
    defaults = [NSUserDefaults standardUserDefaults];
    isPlayer1Turn = YES;
    gameOver = NO;
    player1Score = 0;
    player2Score = 0;
    userBoardColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userBoardColor"]];
    userLineColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userLineColor"]];
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
    
    [self.backgroundImageView.layer setMasksToBounds:YES];
    [self.backgroundImageView.layer setBorderColor:[UIColor blackColor].CGColor];
    [self.backgroundImageView.layer setBorderWidth:5.0];
    [self.backgroundImageView.layer setCornerRadius:12];
    
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
    
    [self configSquares];
     
    linesToAddToGrid = [NSMutableArray array];
    playersWithAlias = [NSMutableArray array];
    squaresForPlayer1 = [NSMutableArray array];
    squaresForPlayer2 = [NSMutableArray array];

    if ([[UIScreen mainScreen] bounds].size.height == 1024) {
        for (UIImageView *item in self.view.subviews) {
            if (10000 != item.tag) {
                item.frame = CGRectOffset(item.frame, [[UIScreen mainScreen] bounds].size.width/3.5, [[UIScreen mainScreen] bounds].size.height/4);
            }
        }
    }
    
    
    textChange = [CATransition animation];
    textChange.duration = 1.0;
    textChange.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
    textChange.type = kCATransitionFade;
    textChange.subtype = kCATransitionFromBottom;
}








-(void)viewDidAppear:(BOOL)animated{
    if (![defaults boolForKey:@"practiceNotice"]) {
        PracticeInfoViewController *vc = [[PracticeInfoViewController alloc] initWithNibName:@"PracticeInfoViewController" bundle:nil];
        [self presentViewController:vc animated:YES completion:nil];
        [defaults setBool:YES forKey:@"practiceNotice"];
        [defaults synchronize];
    }
    else if (!hasShowAlert){
        MBAlertView * alert = [MBAlertView alertWithBody:@"Would you like to watch the computer play itself to learn strategy or play against the computer?" cancelTitle:@"Watch" cancelBlock:^{
        ComputerViewController *vc = [[ComputerViewController alloc] initWithNibName:@"ComputerViewController" bundle:nil];
        [self presentViewController:vc animated:YES completion:nil];
        }];
        [alert addButtonWithText:@"Play" type:MBAlertViewItemTypePositive block:nil];
        [alert addToDisplayQueue];
        hasShowAlert = YES;
    }

}





-(void)setScoreForPlayer:(BOOL)isPlayer{
    [self reloadSquareArray];
    player1Score = [squaresForPlayer1 count];
    player2Score = [squaresForPlayer2 count];
    
    playersScoreLabel.text = [NSString stringWithFormat:@"You: %lld      AI: %lld",player1Score,player2Score];
    [self showEndAlert];
    for (NSString *squareNumbers in squaresForPlayer1) {
        for (UIImageView * imageView in self.view.subviews) {
            if (240 > imageView.tag && 200 < imageView.tag) {
                if (imageView.tag - 200 == [squareNumbers intValue]) {
                    imageView.image = [[UIColorForString sharedInstance]imageForColorWithString:[defaults valueForKey:@"userP1Color"] forType:nil];
                }
            }
        }
    }
    for (NSString *squareNumbers in squaresForPlayer2) {
        for (UIImageView * imageView in self.view.subviews) {
            if (240 > imageView.tag && 200 < imageView.tag) {
                if (imageView.tag - 200 == [squareNumbers intValue]) {
                    CATransition *transition = [CATransition animation];
                    transition.delegate = self;
                    transition.duration = 1;
                    transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
                    transition.type = kCATransitionFade;
                    transition.subtype = kCATransitionFromBottom;
                    
                    [imageView.layer addAnimation:transition forKey:kCATransition];
                    imageView.image = [[UIColorForString sharedInstance]imageForColorWithString:[defaults valueForKey:@"userP2Color"] forType:nil];
                }
            }
        }
    }
    
    if (justTookSquare && !isPlayer) {
        if (player1Score+player1Score<36) {
            playerLabel.text = @"AI's Turn";
            [NSTimer scheduledTimerWithTimeInterval:computerDelay target:self selector:@selector(computerMove) userInfo:nil repeats:NO];
        }
    }
    
    if (isPlayer && !justTookSquare) {
        isPlayer1Turn = NO;
        playerLabel.text = @"AI's Turn";
        [NSTimer scheduledTimerWithTimeInterval:computerDelay target:self selector:@selector(computerMove) userInfo:nil repeats:NO];
    }
    else if (!isPlayer && !justTookSquare){
        isPlayer1Turn = YES;
        playerLabel.text = @"Your Turn";
        [[playerLabel layer] addAnimation:textChange forKey:kCATransition];
    }
    justTookSquare = NO;
}







-(void)areYourSureDialog{
    
    [self buttonWithName:lastButtonTag andIsRemoving:NO];
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
    lastConfirm.center = CGPointMake([[UIScreen mainScreen] bounds].size.width/2, [[UIScreen mainScreen] bounds].size.height-lastConfirm.bounds.size.height);
    [lastConfirm.layer setMasksToBounds:YES];
    [lastConfirm.layer setBorderColor:[UIColor colorWithRed:0.2 green:0.2 blue:0.2 alpha:0.8].CGColor];
    [lastConfirm.layer setBorderWidth:2];
    lastConfirm.layer.shadowPath = [UIBezierPath bezierPathWithRect:lastConfirm.bounds].CGPath;
    [lastConfirm.layer addAnimation:transition forKey:nil];
    
    [self.view addSubview:lastConfirm];
}







-(void)removeSpaceForLine{
    BOOL shouldUpdateSquares = NO;
    [self reloadSquareArray];
 
    
    for (int i = 0; i < [linesToAddToGrid count]; i++) {
        int squareNumber = 0;
        for (NSMutableArray * squareArray in allSquares) {
            squareNumber++;
            [squareArray removeObject:[NSString  stringWithFormat:@"%@",linesToAddToGrid[i]]];
            if ([squareArray count] == 0) {
                if ([self isSquareAlreadyTaken:squareNumber]) {
                    shouldUpdateSquares = YES;
                    if (isPlayer1Turn == YES) {
                        [squaresForPlayer1 addObject:[NSString stringWithFormat:@"%d",squareNumber]];
                    }
                    else if (isPlayer1Turn == NO) {
                        [squaresForPlayer2 addObject:[NSString stringWithFormat:@"%d",squareNumber]];
                    }
                }
            }
        }
    [self buttonWithName:[[NSString stringWithFormat:@"%@",linesToAddToGrid[i]]intValue]andIsRemoving:NO];
    }
    if (shouldUpdateSquares) {
        justTookSquare = YES;
        [self setScoreForPlayer:isPlayer1Turn];
    }
    else {
        justTookSquare = NO;
        if (isPlayer1Turn) {
            isPlayer1Turn = NO;
            playerLabel.text = @"AI's Turn";
            [NSTimer scheduledTimerWithTimeInterval:computerDelay target:self selector:@selector(computerMove) userInfo:nil repeats:NO];
        }
        else {
            isPlayer1Turn = YES;
            playerLabel.text = @"Your Turn";
            [[playerLabel layer] addAnimation:textChange forKey:kCATransition];
        }
    }
}


-(void)buttonWithName:(int)buttonName andIsRemoving:(BOOL)removing{
    NSMutableArray * horizontalLines = [NSMutableArray arrayWithObjects:@"1",@"2",@"3",@"4",@"5",@"6",@"14",@"15",@"16",@"17",@"18",@"19",@"27",@"28",@"29",@"30",@"31",@"32",@"40",@"41",@"42",@"43",@"44",@"45",@"53",@"54",@"55",@"56",@"57",@"58",@"66",@"67",@"68",@"69",@"70",@"71",@"79",@"80",@"81",@"82",@"83",@"84", nil];
    NSMutableArray * verticalLines = [NSMutableArray arrayWithObjects:@"7",@"8",@"9",@"10",@"11",@"12",@"13",@"20",@"21",@"22",@"23",@"24",@"25",@"26",@"33",@"34",@"35",@"36",@"37",@"38",@"39",@"46",@"47",@"48",@"49",@"50",@"51",@"52",@"59",@"60",@"61",@"62",@"63",@"64",@"65",@"72",@"73",@"74",@"75",@"76",@"77",@"78", nil];
    for (UIButton * button in self.view.subviews) {
        if (100 > button.tag > 0) {
            if (removing) {
                for (NSString * line in horizontalLines) {
                    if (button.tag == [line intValue] && buttonName == button.tag) {
                        [button setImage:[[UIColorForString sharedInstance] imageForColor:userBoardColor forType:@"horizontial"] forState:UIControlStateNormal];
                        return;
                    }
                }
                for (NSString * line in verticalLines) {
                    if (button.tag == [line intValue] && buttonName == button.tag) {
                        [button setImage:[[UIColorForString sharedInstance] imageForColor:userBoardColor     forType:@"vertical"] forState:UIControlStateNormal];
                        return;
                    }
                }
            }
            else {
            for (NSString * line in horizontalLines) {
                if (button.tag == [line intValue] && buttonName == button.tag) {CATransition *transition = [CATransition animation];
                    transition.delegate = self;
                    transition.duration = .5;
                    transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
                    transition.type = kCATransitionFade;
                    transition.subtype = kCATransitionFromBottom;
                    
                    [button.layer addAnimation:transition forKey:kCATransition];
                    [button setImage:[[UIColorForString sharedInstance]imageForColor:userLineColor forType:@"horizontial"] forState:UIControlStateNormal];
                    [lastTouchView removeFromSuperview];
                    if (!isPlayer1Turn) {
                        UIImageView * imageView = [[UIImageView alloc]initWithImage:[UIImage imageNamed:@"touch"]];
                        lastTouchView = imageView;
                        imageView.center = button.center;
                        [self.view addSubview:imageView];
                    }

                    return;
                }
            }
            for (NSString * line in verticalLines) {
                if (button.tag == [line intValue] && buttonName == button.tag) {
                    CATransition *transition = [CATransition animation];
                    transition.delegate = self;
                    transition.duration = .5;
                    transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
                    transition.type = kCATransitionFade;
                    transition.subtype = kCATransitionFromBottom;
                    
                    [button.layer addAnimation:transition forKey:kCATransition];
                    [button setImage:[[UIColorForString sharedInstance]imageForColor:userLineColor forType:@"vertical"] forState:UIControlStateNormal];
                    [lastTouchView removeFromSuperview];
                    if (!isPlayer1Turn) {
                        UIImageView * imageView = [[UIImageView alloc]initWithImage:[UIImage imageNamed:@"touch"]];
                        lastTouchView = imageView;
                        imageView.center = button.center;
                        [self.view addSubview:imageView];
                    }
                    return;
                }
            }
            }
        }
    }
}

@end
