//
//  MatchViewController.m
//  Boxes
//
//  Created by Andrew on 4/19/13.
//  Copyright (c) 2013 Andrew. All rights reserved.
//

#import "MatchViewController.h"
#import "LocalMatch.h"

@interface MatchViewController () {
    NSMutableArray *_matchIDS;
    NSMutableArray *_idToDelete;
}

@end

@implementation MatchViewController






-(void)viewWillAppear:(BOOL)animated{
    NSUserDefaults * defaults = [NSUserDefaults standardUserDefaults];
    self.navigationController.navigationBar.tintColor = [[UIColorForString sharedInstance] colorForString:[defaults valueForKey:@"userViewColor"]];
    _matchIDS = [[NSMutableArray alloc]init];
    _idToDelete = [[NSMutableArray alloc]init];
    [_matchIDS removeAllObjects];
    _matchIDS = [[[NSUserDefaults standardUserDefaults] valueForKey:@"allMatchIDS"] mutableCopy];
    [self.tableView reloadData];
    [self updateView];
}


-(void)viewWillDisappear:(BOOL)animated{
    NSUserDefaults * defaults = [NSUserDefaults standardUserDefaults];
    [defaults setValue:_matchIDS forKey:@"allMatchIDS"];
    [defaults synchronize];
    for (NSString * object in _idToDelete) {
        [[NSUserDefaults standardUserDefaults] removeObjectForKey:[NSString stringWithFormat:@"%@LocalMatch",object]];
        [[NSUserDefaults standardUserDefaults]synchronize];
    }
}

#pragma mark - Table View












#pragma mark - Table view delegate


@end
