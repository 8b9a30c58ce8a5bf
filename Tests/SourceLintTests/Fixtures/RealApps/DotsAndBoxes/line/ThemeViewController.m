//
//  ThemeViewController.m
//  dot
//
//  Created by Andrew on 4/3/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "ThemeViewController.h"
#import "ColorViewController.h"

@interface ThemeViewController ()

@end

@implementation ThemeViewController



-(void)viewWillAppear:(BOOL)animated{
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];

    colorForP1.text = [defaults valueForKey:@"userP1Color"];
    colorForP2.text = [defaults valueForKey:@"userP2Color"];
    colorForP3.text = [defaults valueForKey:@"userP3Color"];
    colorForP4.text = [defaults valueForKey:@"userP4Color"];
    
    colorForBoard.text = [defaults valueForKey:@"userBoardColor"];
    colorForLine.text = [defaults valueForKey:@"userLineColor"];
    colorForView.text = [defaults valueForKey:@"userViewColor"];
    
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
    self.view.backgroundColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
}
- (void)viewDidLoad
{
    [super viewDidLoad];
    [Flurry logEvent:@"Enter Theme View"];
    for (UIButton * button in self.view.subviews) {
        if (button.tag == 10) {
            float radius = 20.0f;
            [button.layer setMasksToBounds:YES];
            [button.layer setBorderColor:[UIColor darkTextColor].CGColor];
            [button.layer setBorderWidth:3.0];
            [button.layer setCornerRadius:radius];
            button.layer.shadowPath = [UIBezierPath bezierPathWithRect:button.bounds].CGPath;
        }
    }
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    
    colorForP1.text = [defaults valueForKey:@"userP1Color"];
    colorForP2.text = [defaults valueForKey:@"userP2Color"];
    colorForP3.text = [defaults valueForKey:@"userP3Color"];
    colorForP4.text = [defaults valueForKey:@"userP4Color"];
    
    colorForBoard.text = [defaults valueForKey:@"userBoardColor"];
    colorForLine.text = [defaults valueForKey:@"userLineColor"];
    colorForView.text = [defaults valueForKey:@"userViewColor"];
    
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
    self.view.backgroundColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
}



@end
