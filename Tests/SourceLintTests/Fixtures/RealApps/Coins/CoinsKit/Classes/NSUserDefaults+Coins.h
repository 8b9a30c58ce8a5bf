//
//  NSUserDefaults+Coins.h
//  Coins
//
//  Created by Sam Soffes on 9/17/14.
//  Copyright (c) 2014 Nothing Magical, Inc. All rights reserved.
//

@import Foundation;

@interface NSUserDefaults (Coins)

+ (instancetype)btc_sharedDefaults;

@end
