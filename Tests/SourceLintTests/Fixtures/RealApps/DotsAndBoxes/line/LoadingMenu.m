//
//  LoadingMenu.m
//  dot
//
//  Created by Andrew on 4/6/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "LoadingMenu.h"
@implementation LoadingMenu



-(void)updateView{
    NSLog(@"!");
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];    
    for (int i = 0; i < [imageViewArray count]; i++) {
        int playerForSquare = (arc4random() % 4)+1;
        UIImageView * imageInArray = [imageViewArray objectAtIndex:i];
        imageInArray.image = [[UIColorForString sharedInstance]imageForColorWithString:[defaults valueForKey:[NSString stringWithFormat:@"userP%dColor",playerForSquare]] forType:nil];
        [[imageInArray layer]addAnimation:transition forKey:kCATransition];
    }
}

@end
