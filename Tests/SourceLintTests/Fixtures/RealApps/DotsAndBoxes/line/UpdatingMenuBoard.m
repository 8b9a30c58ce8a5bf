//
//  UpdatingMenuBoard.m
//  dot
//
//  Created by Andrew on 4/6/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "UpdatingMenuBoard.h"
#import "lineAI.h"

#define transitionDuration .5;
#define notificationTime .5
#define computerDelay .1

@implementation UpdatingMenuBoard

-(void)setNeedsDisplay{
    [self configSquares];

    defaults = [NSUserDefaults standardUserDefaults];
    allSquares = [NSMutableArray array];
    linesToAddToGrid = [NSMutableArray array];
    squaresForPlayer1 = [NSMutableArray array];
    squaresForPlayer2 = [NSMutableArray array];
    squaresForPlayer3 = [NSMutableArray array];
    squaresForPlayer4 = [NSMutableArray array];
    
    transition = [CATransition animation];
    transition.delegate = self;
    transition.duration = transitionDuration;
    transition.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
    transition.type = kCATransitionFade;
    transition.subtype = kCATransitionFromBottom;
    
    playerNumberTurn = 1;
    [self computerMoveAndChangeTurn:NO];
}



-(void)updateView{
    [self reloadSquareArray];
    NSMutableArray * squaresTakenArray = [NSMutableArray arrayWithObjects:squaresForPlayer1,squaresForPlayer2,squaresForPlayer3,squaresForPlayer4, nil];

    for (int player = 0; player < 4; player++) {
        for (NSString *squareNumbers in squaresTakenArray[player]) {
            for (UIImageView * imageView in self.subviews) {
                if (240 > imageView.tag && 200 < imageView.tag) {
                    if (imageView.tag - 200 == [squareNumbers intValue]) {
                        imageView.image = [[UIColorForString sharedInstance] imageForColorWithString:[defaults valueForKey:[NSString stringWithFormat:@"userP%dColor",player + 1]] forType:nil];
                    }
                }
            }
        }
    }
    [self computerMoveAndChangeTurn:!justTookSquare];
}









-(void)buttonWithName:(int)buttonName {
    NSMutableArray * horizontalLines = [NSMutableArray arrayWithObjects:@"1",@"2",@"3",@"4",@"5",@"6",@"7",@"8",@"9",@"10",@"11",@"12",@"13",@"14",@"15",@"16",@"17",@"18",@"19",@"20", nil];
    NSMutableArray * verticalLines = [NSMutableArray arrayWithObjects:@"21",@"22",@"23",@"24",@"25",@"26",@"27",@"28",@"29",@"30",@"31",@"32",@"33",@"34",@"35",@"36",@"37",@"38",@"39",@"40", nil];
    
    for (UIButton * button in self.subviews) {
        if (100 > button.tag > 0) {
            for (NSString * line in horizontalLines) {
                if (button.tag == [line intValue] && buttonName == button.tag) {
                    [button.layer addAnimation:transition forKey:kCATransition];
                    [button setImage:[[UIColorForString sharedInstance]imageForColor:[UIColor blackColor] forType:@"horizontial"] forState:UIControlStateNormal];
                    return;
                }
            }
            for (NSString * line in verticalLines) {
                if (button.tag == [line intValue] && buttonName == button.tag) {
                    [button.layer addAnimation:transition forKey:kCATransition];
                    [button setImage:[[UIColorForString sharedInstance]imageForColor:[UIColor blackColor] forType:@"vertical"] forState:UIControlStateNormal];
                    return;
                }
            }
        }
    }
}
@end
