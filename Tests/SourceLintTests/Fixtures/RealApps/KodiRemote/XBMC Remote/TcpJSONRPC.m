//
//  TcpJSONRPC.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 22/11/12.
//  Copyright (c) 2012 joethefox inc. All rights reserved.
//

#import "TcpJSONRPC.h"
#import "AppDelegate.h"
#import "Utilities.h"
#import "VersionCheck.h"

#define SERVER_CHECK_TIMER 5.0
#define SERVER_JSON_TIMEOUT (SERVER_CHECK_TIMER - 1.0) // ensure result comes before next heartbeat check
#define MRMC_TIMEWARP 14

NSInputStream *inStream;

@implementation TcpJSONRPC














- (void)checkServer {
    if (inCheck) {
        return;
    }
    if (AppDelegate.instance.obj.serverIP.length == 0) {
        [self notifyConnectionProblem];
        return;
    }
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"wol_preference"] &&
        [Utilities isValidMacAddress:AppDelegate.instance.obj.serverHWAddr]) {
        [Utilities wakeUp:AppDelegate.instance.obj.serverHWAddr];
    }
    inCheck = YES;
    
    NSDictionary *checkServerParams = @{@"properties": @[@"version", @"name"]};
    [[Utilities getJsonRPC]
     callMethod:@"Application.GetProperties"
     withParameters:checkServerParams
     withTimeout:SERVER_JSON_TIMEOUT
     onCompletion:^(NSString *methodName, NSInteger callId, id methodResult, DSJSONRPCError *methodError, NSError *error) {
        inCheck = NO;
        if (error == nil && methodError == nil) {
            if (AppDelegate.instance.serverOnLine) {
                return;
            }
            // Read JSON RPC API version
            [self readJSONRPCAPIVersion];

            // Read if ignorearticles is enabled
            [self readIgnoreArticlesEnabled];

            if (!AppDelegate.instance.serverOnLine) {
                if ([methodResult isKindOfClass:[NSDictionary class]]) {
                    NSDictionary *serverInfo = methodResult[@"version"];
                    AppDelegate.instance.serverVersion = [serverInfo[@"major"] intValue];
                    AppDelegate.instance.serverMinorVersion = [serverInfo[@"minor"] intValue];
                    NSString *realServerName = methodResult[@"name"];
                    if ([realServerName isEqualToString:@"MrMC"]) {
                        AppDelegate.instance.serverVersion += MRMC_TIMEWARP;
                    }
                    if (AppDelegate.instance.serverVersion < MIN_SUPPORTED_SERVER_VERSION) {
                        NSString *message = LOCALIZED_STR_ARGS(@"Kodi version %d not supported.", AppDelegate.instance.serverVersion);
                        [Utilities showMessage:message color:ERROR_MESSAGE_COLOR];
                        [self notifyConnectionProblem];
                        return;
                    }
                    infoTitle = [NSString stringWithFormat:@"%@ v%@.%@ %@",
                                 AppDelegate.instance.obj.serverDescription,
                                 serverInfo[@"major"],
                                 serverInfo[@"minor"],
                                 serverInfo[@"tag"]];
                    [self notifyTcpConnected:YES];
                    [self notifyShowSetupMenu:NO];
                }
                else {
                    [self notifyConnectionProblem];
                }
            }
        }
        else {
            if (error != nil) {
                [[NSNotificationCenter defaultCenter] postNotificationName:@"XBMCServerConnectionError" object:nil userInfo:@{@"error_message": [error localizedDescription]}];
            }
            [self notifyConnectionProblem];
        }
    }];
}








@end
