//
//  BTCDefines.m
//  Coins
//
//  Created by Sam Soffes on 12/20/13.
//  Copyright (c) 2013-2014 Nothing Magical, Inc. All rights reserved.
//

#import "BTCDefines.h"

NSString *const kBTCSelectedCurrencyKey = @"BTCSelectedCurrency";
NSString *const kBTCNumberOfCoinsKey = @"BTCNumberOfCoins";
NSString *const kBTCControlsHiddenKey = @"BTCControlsHidden";
NSString *const kBTCAutomaticallyRefreshKey = @"BTCAutomaticallyRefresh";
NSString *const kBTCDisableSleepKey = @"BTCDisableSleep";

NSString *const kBTCCurrencyDidChangeNotificationName = @"BTCCurrencyDidChangeNotification";
