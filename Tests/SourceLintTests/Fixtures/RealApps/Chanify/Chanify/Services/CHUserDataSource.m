//
//  CHUserDataSource.m
//  Chanify
//
//  Created by WizJin on 2021/2/8.
//

#import "CHUserDataSource.h"
#import <FMDB/FMDB.h>
#import <sqlite3.h>
#import "CHNSDataSource.h"
#import "CHScriptModel.h"
#import "CHMessageModel.h"
#import "CHChannelModel.h"
#import "CHNodeModel.h"

#define kCHUserDBVersion    3
#define kCHNSInitSql        \
    "CREATE TABLE IF NOT EXISTS `options`(`key` TEXT PRIMARY KEY,`value` BLOB);"   \
    "CREATE TABLE IF NOT EXISTS `messages`(`mid` TEXT PRIMARY KEY,`cid` BLOB,`from` TEXT,`raw` BLOB);"  \
    "CREATE TABLE IF NOT EXISTS `channels`(`cid` BLOB PRIMARY KEY,`hidden` BOOLEAN DEFAULT 0,`deleted` BOOLEAN DEFAULT 0,`name` TEXT,`icon` TEXT,`unread` UNSIGNED INTEGER DEFAULT 0,`mute` BOOLEAN,`mid` TEXT);"   \
    "CREATE TABLE IF NOT EXISTS `nodes`(`nid` TEXT PRIMARY KEY,`deleted` BOOLEAN DEFAULT 0,`name` TEXT,`version` TEXT,`endpoint` TEXT,`pubkey` BLOB,`icon` TEXT,`flags` INTEGER DEFAULT 0,`features` TEXT,`secret` BLOB);" \
    "CREATE TABLE IF NOT EXISTS `scripts`(`name` TEXT PRIMARY KEY,`type` TEXT,`script` BLOB,`lastupdate` TIMESTAMP DEFAULT CURRENT_TIMESTAMP,`createtime` TIMESTAMP DEFAULT CURRENT_TIMESTAMP);"  \
    "INSERT OR IGNORE INTO `channels`(`cid`) VALUES(X'0801');"      \
    "INSERT OR IGNORE INTO `channels`(`cid`) VALUES(X'08011001');"  \
    "INSERT OR IGNORE INTO `channels`(`cid`) VALUES(X'08011002');"  \
    "INSERT OR IGNORE INTO `nodes`(`nid`,`features`) VALUES(\"sys\",\"store.device,platform.watchos,msg.text,msg.link,msg.action\") ON CONFLICT(`nid`) DO UPDATE SET `features`=excluded.`features` WHERE `features`!=excluded.`features`;"  \

@interface CHUserDataSource ()

@property (nonatomic, readonly, strong) FMDatabaseQueue *dbQueue;
@property (nonatomic, nullable, strong) NSData *srvkeyCache;

@end

@implementation CHUserDataSource

@dynamic srvkey;


- (instancetype)initWithURL:(NSURL *)url {
    if (self = [super init]) {
        _dsURL = url;
        _srvkeyCache = nil;
        _dbQueue = [FMDatabaseQueue databaseQueueWithURL:url flags:SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE|kCHDBFileProtectionFlags];
        [self.dbQueue inDatabase:^(FMDatabase *db) {
            if (db.applicationID > 0) {
                db.userVersion = db.applicationID;
                db.applicationID = 0;
            }
            if (db.userVersion < kCHUserDBVersion) {
                BOOL res = YES;
                if ([db tableExists:@"nodes"]) {
                    if (![db columnExists:@"version" inTableWithName:@"nodes"]
                        && ![db executeStatements:@"ALTER TABLE `nodes` ADD COLUMN `version` TEXT;"]) {
                        res = NO;
                    }
                    if (![db columnExists:@"flags" inTableWithName:@"nodes"]
                        && ![db executeStatements:@"ALTER TABLE `nodes` ADD COLUMN `flags` INTEGER DEFAULT 0;"]) {
                        res = NO;
                    }
                    if (![db columnExists:@"pubkey" inTableWithName:@"nodes"]
                        && ![db executeStatements:@"ALTER TABLE `nodes` ADD COLUMN `pubkey` BLOB;"]) {
                        res = NO;
                    }
                    if (![db columnExists:@"hidden" inTableWithName:@"channels"]
                        && ![db executeStatements:@"ALTER TABLE `channels` ADD COLUMN `hidden` BOOLEAN DEFAULT 0;"]) {
                        res = NO;
                    }
                }
                if (res) {
                    db.userVersion = kCHUserDBVersion;
                }
            }
            if ([db executeStatements:@kCHNSInitSql]) {
                NSURL *dbURL = db.databaseURL;
                dbURL.dataProtoction = NSURLFileProtectionCompleteUntilFirstUserAuthentication;
                CHLogI("Open database: %s", dbURL.path.cstr);
            }
        }];
    }
    return self;
}



































@end
