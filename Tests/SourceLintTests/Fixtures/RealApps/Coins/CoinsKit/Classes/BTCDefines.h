//
//  BTCDefines.h
//  Coins
//
//  Created by Sam Soffes on 12/20/13.
//  Copyright (c) 2013-2014 Nothing Magical, Inc. All rights reserved.
//

#ifndef BTCDEFINES
#define BTCDEFINES 1

@import Foundation;

extern NSString *const kBTCSelectedCurrencyKey;
extern NSString *const kBTCNumberOfCoinsKey;
extern NSString *const kBTCControlsHiddenKey;
extern NSString *const kBTCAutomaticallyRefreshKey;
extern NSString *const kBTCDisableSleepKey;

extern NSString *const kBTCCurrencyDidChangeNotificationName;

#endif
