//
//  CHNodeModel.m
//  Chanify
//
//  Created by WizJin on 2021/2/25.
//

#import "CHNodeModel.h"
#import "CHSecKey.h"

@implementation CHNodeModel


+ (instancetype)modelWithNSDictionary:(NSDictionary *)info {
    if (info.count > 0) {
        NSString *nid = [info valueForKey:@"nodeid"];
        if (nid.length > 0) {
            NSData *pubKey = [NSData dataFromBase64:[info valueForKey:@"pubkey"]];
            if (pubKey.length > 0 && [CHNodeModel verifyNID:nid pubkey:pubKey]) {
                return [CHNodeModel modelWithNID:nid name:[info valueForKey:@"name"] version:[info valueForKey:@"version"] endpoint:[info valueForKey:@"endpoint"] pubkey:pubKey flags:0 features:[[info valueForKey:@"features"] componentsJoinedByString:@","]];
            }
        }
    }
    return nil;
}















@end
