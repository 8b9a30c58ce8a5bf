//
//  CoinsKit.h
//  Coins
//
//  Created by Sam Soffes on 9/17/14.
//  Copyright (c) 2014 Nothing Magical, Inc. All rights reserved.
//

#import "BTCPreferences.h"
#import "BTCConversionProvider.h"
#import "BTCValueView.h"
#import "BTCDefines.h"

#import "NSUserDefaults+Coins.h"
