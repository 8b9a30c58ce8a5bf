//
//  DetailViewController.m
//  XBMC Remote
//
//  Created by Giovanni Messina on 23/3/12.
//  Copyright (c) 2012 joethefox inc. All rights reserved.
//

#import "DetailViewController.h"
#import "MainMenu.h"
#import "DSJSONRPC.h"
#import "GlobalData.h"
#import "ShowInfoViewController.h"
#import "DetailViewController.h"
#import "NowPlaying.h"
#import "SDImageCache.h"
#import "AppDelegate.h"
#import "ViewControllerIPad.h"
#import "StackScrollViewController.h"
#import "PosterCell.h"
#import "PosterLabel.h"
#import "PosterHeaderView.h"
#import "RecentlyAddedCell.h"
#import "UIScrollView+SVPullToRefresh.h"
#import "BroadcastProgressView.h"
#import "SettingsValuesViewController.h"
#import "CustomButton.h"
#import "VersionCheck.h"
#import "SharingActivityItemSource.h"
#import "RemoteController.h"

#import "GeneratedAssetSymbols.h"

@import QuartzCore;

@interface DetailViewController ()
- (void)configureView;
@end

@implementation DetailViewController

@synthesize detailItem = _detailItem;
@synthesize sections;
@synthesize filteredListContent;
@synthesize richResults;
@synthesize sectionArray;
@synthesize sectionArrayOpen;

#define SECTIONS_START_AT 100
#define MAX_NORMAL_BUTTONS 4
#define WARNING_TIMEOUT 30.0
#define GRID_SECTION_HEADER_HEIGHT 24
#define LIST_SECTION_HEADER_HEIGHT 24
#define FIXED_SPACE_WIDTH 120
#define INFO_PADDING 10
#define MONKEY_COUNT 38
#define MONKEY_OFFSET_X 3
#define IPHONE_SEASON_SECTION_HEIGHT 99
#define IPHONE_ALBUM_SECTION_HEIGHT 116
#define IPAD_SEASON_SECTION_HEIGHT 120
#define IPAD_ALBUM_SECTION_HEIGHT 166
#define INDEX_WIDTH 34
#define GENRE_HEIGHT 18
#define EPGCHANNELTIME_WIDTH 40
#define EPGCHANNELTIME_HEIGHT 12
#define EPGCHANNELBAR_HEIGHT 30
#define RECORDING_DOT_SIZE 12
#define TRACKCOUNT_WIDTH 26
#define LABEL_PADDING 8
#define VERTICAL_PADDING 8
#define SMALL_PADDING 4
#define TINY_PADDING 2
#define FLAG_SIZE 16
#define INDICATOR_SIZE 16
#define FLOWLAYOUT_FULLSCREEN_INSET 8
#define FLOWLAYOUT_FULLSCREEN_MIN_SPACE 4
#define FLOWLAYOUT_FULLSCREEN_LABEL (FULLSCREEN_LABEL_HEIGHT + 8)
#define TOGGLE_BUTTON_SIZE 11
#define INFO_BUTTON_SIZE 30
#define FULLSCREEN_BUTTON_SIZE 26
#define LABEL_HEIGHT(font) ceil(font.lineHeight)

#define XIB_JSON_DATA_CELL_TITLE 1
#define XIB_JSON_DATA_CELL_GENRE 2
#define XIB_JSON_DATA_CELL_RUNTIMEYEAR 3
#define XIB_JSON_DATA_CELL_RUNTIME 4
#define XIB_JSON_DATA_CELL_RATING 5
#define XIB_JSON_DATA_CELL_WATCHED_FLAG 9
#define XIB_JSON_DATA_CELL_ACTIVTYINDICATOR SHARED_CELL_ACTIVTYINDICATOR
#define ALBUM_VIEW_CELL_TRACKNUMBER 101
#define SEASON_VIEW_CELL_TOGGLE 99
#define DETAIL_VIEW_INFO_ALBUM 104
#define DETAIL_VIEW_INFO_TVSHOW 105
#define EPG_VIEW_CELL_STARTTIME 102
#define EPG_VIEW_CELL_PROGRESSVIEW 103
#define EPG_VIEW_CELL_RECORDING_ICON SHARED_CELL_RECORDING_ICON



#pragma mark - Live TV epg memory/disk cache management





#pragma mark - Live TV epg management






#pragma mark - Library disk cache management






#pragma mark - Utility






- (void)addFileProperties:(NSMutableDictionary*)dict {
    if (dict[@"file_properties"] != nil) {
        dict[@"properties"] = [dict[@"file_properties"] mutableCopy];
        [dict removeObjectForKey:@"file_properties"];
    }
}



















- (UITextField*)getSearchTextField:(UISearchBar*)searchBar {
    UITextField *textfield = nil;
    if (@available(iOS 13.0, *)) {
        textfield = searchBar.searchTextField;
    }
    else {
        textfield = [searchBar valueForKey:@"searchField"];
    }
    return textfield;
}












#pragma mark - Tabbar management









#pragma mark - Library item didSelect

- (void)viewChild:(NSIndexPath*)indexPath item:(NSDictionary*)item displayPoint:(CGPoint)point {
    selectedIndexPath = indexPath;
    MainMenu *menuItem = [self getMainMenu:item];
    int activeTab = [self getActiveTab:item];
    NSArray *sheetActions = menuItem.sheetActions[activeTab];
    NSMutableDictionary *parameters = menuItem.subItem.mainParameters[activeTab];
    NSDictionary *mainFields = menuItem.mainFields[activeTab];
    
    NSNumber *libraryRowHeight = parameters[@"rowHeight"] ?: @(menuItem.subItem.rowHeight);
    NSNumber *libraryThumbWidth = parameters[@"thumbWidth"] ?: @(menuItem.subItem.thumbWidth);
    
    if (parameters[@"parameters"][@"properties"] != nil) { // CHILD IS LIBRARY MODE
        NSString *key = @"null";
        if (item[mainFields[@"row15"]] != nil) {
            key = mainFields[@"row15"];
        }
        id objKey = mainFields[@"row6"];
        id obj = item[objKey];
        if (![parameters[@"disableFilterParameter"] boolValue]) {
            NSDictionary *currentParams = menuItem.mainParameters[activeTab];
            obj = [NSDictionary dictionaryWithObjectsAndKeys:
                   obj, objKey,
                   currentParams[@"parameters"][@"filter"][parameters[@"combinedFilter"]], parameters[@"combinedFilter"],
                   nil];
            objKey = @"filter";
        }
        NSDictionary *newSectionParameters = @{};
        if (parameters[@"extra_section_parameters"] != nil) {
            newSectionParameters = [NSDictionary dictionaryWithObjectsAndKeys:
                                    obj, objKey,
                                    parameters[@"extra_section_parameters"][@"properties"], @"properties",
                                    parameters[@"extra_section_parameters"][@"sort"], @"sort",
                                    item[mainFields[@"row15"]], key,
                                    nil];
        }
        NSMutableDictionary *pvrExtraInfo = [NSMutableDictionary dictionary];
        if ([item[@"family"] isEqualToString:@"channelid"]) {
            pvrExtraInfo[@"channel_name"] = item[@"label"];
            pvrExtraInfo[@"channel_icon"] = item[@"thumbnail"];
            pvrExtraInfo[@"channelid"] = item[@"channelid"];
        }
        
        NSDictionary *kodiExtrasPropertiesMinimumVersion = parameters[@"kodiExtrasPropertiesMinimumVersion"] ?: @{};
        NSMutableDictionary *newParameters = [NSMutableDictionary dictionaryWithObjectsAndKeys:
                                              [NSMutableDictionary dictionaryWithObjectsAndKeys:
                                               obj, objKey,
                                               parameters[@"parameters"][@"properties"], @"properties",
                                               parameters[@"parameters"][@"sort"], @"sort",
                                               item[mainFields[@"row15"]], key,
                                               nil], @"parameters",
                                              @([parameters[@"disableFilterParameter"] boolValue]), @"disableFilterParameter",
                                              libraryRowHeight, @"rowHeight",
                                              libraryThumbWidth, @"thumbWidth",
                                              parameters[@"label"], @"label",
                                              parameters[@"itemSizes"] ?: @{}, @"itemSizes",
                                              @([parameters[@"enableLibraryCache"] boolValue]), @"enableLibraryCache",
                                              @([parameters[@"enableCollectionView"] boolValue]), @"enableCollectionView",
                                              @([parameters[@"forcePlayback"] boolValue]), @"forcePlayback",
                                              @([parameters[@"forceActionSheet"] boolValue]), @"forceActionSheet",
                                              @([parameters[@"collectionViewRecentlyAdded"] boolValue]), @"collectionViewRecentlyAdded",
                                              pvrExtraInfo, @"pvrExtraInfo",
                                              kodiExtrasPropertiesMinimumVersion, @"kodiExtrasPropertiesMinimumVersion",
                                              parameters[@"defaultThumb"] ?: @"", @"defaultThumb",
                                              parameters[@"extra_info_parameters"], @"extra_info_parameters",
                                              newSectionParameters, @"extra_section_parameters",
                                              parameters[@"watchedListenedStrings"], @"watchedListenedStrings",
                                              nil];
        if (parameters[@"available_sort_methods"] != nil) {
            newParameters[@"available_sort_methods"] = parameters[@"available_sort_methods"];
        }
        if (parameters[@"combinedFilter"]) {
            newParameters[@"combinedFilter"] = parameters[@"combinedFilter"];
        }
        if (parameters[@"parameters"][@"albumartistsonly"]) {
            newParameters[@"parameters"][@"albumartistsonly"] = parameters[@"parameters"][@"albumartistsonly"];
        }
        [self enterSubmenuForItem:item params:newParameters];
    }
    else { // CHILD IS FILEMODE
        NSNumber *filemodeRowHeight = parameters[@"rowHeight"] ?: @FILEMODE_ROW_HEIGHT;
        NSNumber *filemodeThumbWidth = parameters[@"thumbWidth"] ?: @FILEMODE_THUMB_WIDTH;
        if ([item[@"filetype"] length] != 0 && ![item[@"isSources"] boolValue]) { // WE ARE ALREADY IN BROWSING FILES MODE
            if ([item[@"filetype"] isEqualToString:@"directory"]) {
                parameters = menuItem.mainParameters[activeTab];
                NSMutableDictionary *newParameters = [NSMutableDictionary dictionaryWithObjectsAndKeys:
                                                      [self rebuildParameters:parameters[@"parameters"]
                                                                       newKey:@"directory"
                                                                     newValue:item[mainFields[@"row6"]]], @"parameters",
                                                      parameters[@"label"], @"label",
                                                      @"nocover_filemode", @"defaultThumb",
                                                      filemodeRowHeight, @"rowHeight",
                                                      filemodeThumbWidth, @"thumbWidth",
                                                      parameters[@"itemSizes"] ?: @{}, @"itemSizes",
                                                      @([parameters[@"enableCollectionView"] boolValue]), @"enableCollectionView",
                                                      @([parameters[@"disableFilterParameter"] boolValue]), @"disableFilterParameter",
                                                      nil];
                menuItem.mainLabel = item[@"label"];
                MainMenu *newMenuItem = [menuItem copy];
                newMenuItem.mainParameters[activeTab] = newParameters;
                newMenuItem.chooseTab = activeTab;
                if (IS_IPHONE) {
                    DetailViewController *detailViewController = [[DetailViewController alloc] initWithNibName:@"DetailViewController" bundle:nil];
                    detailViewController.detailItem = newMenuItem;
                    [self.navigationController pushViewController:detailViewController animated:YES];
                }
                else {
                    if (stackscrollFullscreen) {
                        [self toggleFullscreen];
                        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 0.6f * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
                            DetailViewController *iPadDetailViewController = [[DetailViewController alloc] initWithNibName:@"DetailViewController" withItem:newMenuItem withFrame:CGRectMake(0, 0, STACKSCROLL_WIDTH, self.view.frame.size.height) bundle:nil];
                            [AppDelegate.instance.windowController.stackScrollViewController addViewInSlider:iPadDetailViewController invokeByController:self isStackStartView:NO];
                        });
                    }
                    else {
                        DetailViewController *iPadDetailViewController = [[DetailViewController alloc] initWithNibName:@"DetailViewController" withItem:newMenuItem withFrame:CGRectMake(0, 0, STACKSCROLL_WIDTH, self.view.frame.size.height) bundle:nil];
                        [AppDelegate.instance.windowController.stackScrollViewController addViewInSlider:iPadDetailViewController invokeByController:self isStackStartView:NO];
                    }
                }
            }
            else if ([item[@"genre"] isEqualToString:@"file"] ||
                     [item[@"filetype"] isEqualToString:@"file"]) {
                NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
                if (![userDefaults boolForKey:@"song_preference"]) {
                    [self showActionSheet:indexPath sheetActions:sheetActions item:item origin:point];
                }
                else {
                    [self startPlayback:item indexPath:indexPath shuffle:NO];
                }
                [self deselectAtIndexPath:indexPath];
                return;
            }
            else {
                return;
            }
        }
        else { // WE ENTERING FILEMODE
            NSString *fileModeKey = @"directory";
            id objValue = item[mainFields[@"row6"]];
            if ([item[@"family"] isEqualToString:@"sectionid"]) {
                fileModeKey = @"section";
            }
            else if ([item[@"family"] isEqualToString:@"categoryid"]) {
                fileModeKey = @"filter";
                objValue = [NSDictionary dictionaryWithObjectsAndKeys:
                            item[mainFields[@"row6"]], @"category",
                            menuItem.mainParameters[activeTab][@"parameters"][@"section"], @"section",
                            nil];
            }
            else if ([item[@"family"] isEqualToString:@"addonid"]) {
                objValue = [@"plugin://" stringByAppendingString: objValue];
            }
            NSMutableDictionary *newParameters = [NSMutableDictionary dictionaryWithObjectsAndKeys:
                                                  [self rebuildParameters:parameters[@"parameters"]
                                                                   newKey:fileModeKey
                                                                 newValue:objValue], @"parameters",
                                                  parameters[@"label"], @"label",
                                                  @"nocover_filemode", @"defaultThumb",
                                                  filemodeRowHeight, @"rowHeight",
                                                  filemodeThumbWidth, @"thumbWidth",
                                                  parameters[@"itemSizes"] ?: @{}, @"itemSizes",
                                                  @([parameters[@"enableCollectionView"] boolValue]), @"enableCollectionView",
                                                  @([parameters[@"disableFilterParameter"] boolValue]), @"disableFilterParameter",
                                                  nil];
            if ([item[@"family"] isEqualToString:@"sectionid"] || [item[@"family"] isEqualToString:@"categoryid"]) {
                newParameters[@"parameters"][@"level"] = @"expert";
            }
            [self enterSubmenuForItem:item params:newParameters];
        }
    }
}

- (void)didSelectItemAtIndexPath:(NSIndexPath*)indexPath item:(NSDictionary*)item displayPoint:(CGPoint)point {
    [self selectAtIndexPath:indexPath];
    MainMenu *menuItem = [self getMainMenu:item];
    int activeTab = [self getActiveTab:item];
    NSDictionary *methods = menuItem.subItem.mainMethod[activeTab];
    NSMutableArray *sheetActions = [menuItem.sheetActions[activeTab] mutableCopy];
    NSMutableDictionary *parameters = menuItem.mainParameters[activeTab];
    if ([item[@"family"] isEqualToString:@"id"]) {
        if (IS_IPHONE) {
            SettingsValuesViewController *settingsViewController = [[SettingsValuesViewController alloc] initWithFrame:CGRectMake(0, 0, self.view.bounds.size.width, self.view.bounds.size.height) withItem:item];
            [self.navigationController pushViewController:settingsViewController animated:YES];
        }
        else {
            if (stackscrollFullscreen) {
                [self toggleFullscreen];
                dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 0.6f * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
                    SettingsValuesViewController *iPadSettingsViewController = [[SettingsValuesViewController alloc] initWithFrame:CGRectMake(0, 0, STACKSCROLL_WIDTH, self.view.bounds.size.height) withItem:item];
                    [AppDelegate.instance.windowController.stackScrollViewController addViewInSlider:iPadSettingsViewController invokeByController:self isStackStartView:NO];
                });
            }
            else {
                SettingsValuesViewController *iPadSettingsViewController = [[SettingsValuesViewController alloc] initWithFrame:CGRectMake(0, 0, STACKSCROLL_WIDTH, self.view.bounds.size.height) withItem:item];
                [AppDelegate.instance.windowController.stackScrollViewController addViewInSlider:iPadSettingsViewController invokeByController:self isStackStartView:NO];
            }
        }
    }
    else if ([item[@"family"] isEqualToString:@"type"]) {
        // Selected favourite item is a window type -> activate it
        if ([item[@"type"] isEqualToString:@"window"]) {
            if (item[@"window"] && item[@"windowparameter"]) {
                [self simpleAction:@"GUI.ActivateWindow"
                            params:@{@"window": item[@"window"], @"parameters": @[item[@"windowparameter"]]}
                           success:LOCALIZED_STR(@"Window activated successfully")
                           failure:LOCALIZED_STR(@"Unable to activate the window")
                ];
            }
        }
        // Selected favourite item is a script type -> run it
        else if ([item[@"type"] isEqualToString:@"script"]) {
            if (item[@"path"]) {
                [self simpleAction:@"Addons.ExecuteAddon"
                            params:@{@"addonid": item[@"path"]}
                           success:LOCALIZED_STR(@"Action executed successfully")
                           failure:LOCALIZED_STR(@"Unable to execute the action")
                ];
            }
        }
        // Selected favourite item is a media type -> play it
        else if ([item[@"type"] isEqualToString:@"media"]) {
            if (item[@"path"]) {
                [self playerOpen:@{@"item": @{@"file": item[@"path"]}} index:indexPath];
            }
        }
        // Selected favourite item is an unknown type -> throw an error
        else {
            NSString *message = [NSString stringWithFormat:@"%@ (type = '%@')", LOCALIZED_STR(@"Cannot do that"), item[@"type"]];
            [Utilities showMessage:message color:ERROR_MESSAGE_COLOR];
        }
        [self deselectAtIndexPath:indexPath];
    }
    else if ([parameters[@"forcePlayback"] boolValue]) {
        [self startPlayback:item indexPath:indexPath shuffle:NO];
    }
    else if ([item[@"family"] isEqualToString:@"profile"]) {
        [self loadProfile:item];
    }
    else if (methods[@"method"] != nil && ![parameters[@"forceActionSheet"] boolValue] && !stackscrollFullscreen) {
        // There is a child and we want to show it (only when not in fullscreen)
        [self viewChild:indexPath item:item displayPoint:point];
    }
    else {
        if ([menuItem.showInfo[activeTab] boolValue]) {
            [self showInfo:indexPath menuItem:menuItem item:item tabToShow:activeTab];
        }
        else {
            NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
            if (![userDefaults boolForKey:@"song_preference"] || [parameters[@"forceActionSheet"] boolValue]) {
                sheetActions = [self getPlaylistActions:sheetActions item:item params:menuItem.mainParameters[activeTab]];
                selectedIndexPath = indexPath;
                if ([item[@"family"] isEqualToString:@"timerid"] && AppDelegate.instance.serverVersion < 17) {
                    UIAlertController *alertCtrl = [Utilities createAlertOK:@"" message:LOCALIZED_STR(@"-- WARNING --\nKodi API prior Krypton (v17) don't allow timers editing. Use the Kodi GUI for adding, editing and removing timers. Thank you.")];
                    [self presentViewController:alertCtrl animated:YES completion:nil];
                }
                else {
                    [self showActionSheet:indexPath sheetActions:sheetActions item:item origin:point];
                }
            }
            else {
                [self startPlayback:item indexPath:indexPath shuffle:NO];
            }
            [self deselectAtIndexPath:indexPath];
        }
    }
}


#pragma mark - UICollectionView FlowLayout delegate



#pragma mark - UICollectionView methods








#pragma mark - BDKCollectionIndexView init







#pragma mark - Cell Formatting





#pragma mark - Table Management








- (NSInteger)tableView:(UITableView*)tableView numberOfRowsInSection:(NSInteger)section {
    if ([self doesShowSearchResults] && !useSectionInSearchResults) {
        return self.filteredListContent.count;
    }
	else {
        if (episodesView) {
            return ([self.sectionArrayOpen[section] boolValue] ? [[self.sections objectForKey:self.sectionArray[section]] count] : 0);
        }
        return [self.sections[self.sectionArray[section]] count];
    }
}












#pragma mark - Content Filtering





#pragma mark - Long Press & Action sheet


- (void)longPressSeason:(UILongPressGestureRecognizer*)sender {
    if (sender.state == UIGestureRecognizerStateBegan) {
        NSInteger section = [sender.view tag];
        NSIndexPath *indexPath = [NSIndexPath indexPathForRow:0 inSection:section];
        NSMutableDictionary *item = [[self getItemFromIndexPath:indexPath] mutableCopy];
        [item removeObjectForKey:@"file"]; // A season is not a file, avoids adding "Share" option.
        
        processAllItemsInSection = @(section);
        NSInteger seasonIdx = [self indexOfObjectWithSeason:[NSString stringWithFormat:@"%d", [item[@"season"] intValue]] inArray:self.extraSectionRichResults];
        
        if (seasonIdx != NSNotFound) {
            NSArray *sheetActions = @[
                LOCALIZED_STR(@"Queue after current"),
                LOCALIZED_STR(@"Queue"),
                LOCALIZED_STR(@"Play"),
            ];
            NSString *title = [Utilities getStringFromItem:item[@"genre"]];
            NSString *season = self.extraSectionRichResults[seasonIdx][@"label"];
            if (season.length) {
                title = [NSString stringWithFormat:@"%@\n%@", title, season];
            }
            
            UIView *showFromView = self.view;
            CGPoint sheetOrigin = [sender locationInView:showFromView];
            [self showActionSheetWithTitle:title sheetActions:sheetActions item:item origin:sheetOrigin fromview:showFromView];
        }
    }
}






- (void)saveSortMethod:(NSString*)sortMethod parameters:(NSDictionary*)parameters {
    MainMenu *menuItem = self.detailItem;
    NSDictionary *methods = menuItem.mainMethod[chosenTab];
    NSString *sortKey = [NSString stringWithFormat:@"%@_sort_method", [self getCacheKey:methods[@"method"] parameters:[parameters mutableCopy]]];
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    [userDefaults setObject:sortMethod forKey:sortKey];
}

- (void)saveSortAscDesc:(NSString*)sortAscDescSave parameters:(NSDictionary*)parameters {
    MainMenu *menuItem = self.detailItem;
    NSDictionary *methods = menuItem.mainMethod[chosenTab];
    NSString *sortKey = [NSString stringWithFormat:@"%@_sort_ascdesc", [self getCacheKey:methods[@"method"] parameters:[parameters mutableCopy]]];
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    [userDefaults setObject:sortAscDescSave forKey:sortKey];
}




#pragma mark - UPNP


#pragma mark - Safari


#pragma mark - Keyboard



#pragma mark - View Configuration




- (void)toggleFullscreen {
    if ([self doesShowSearchResults] || self.searchController.isActive) {
        [self.searchController setActive:NO];
    }
    [activityIndicatorView startAnimating];
    NSTimeInterval animDuration = 0.5;
    if (stackscrollFullscreen) {
        stackscrollFullscreen = NO;
        [UIView animateWithDuration:0.1
                              delay:0
                            options:UIViewAnimationOptionCurveEaseInOut
                         animations:^{
            collectionView.alpha = 0;
            dataList.alpha = 0;
        }
                         completion:^(BOOL finished) {
            viewWidth = STACKSCROLL_WIDTH;
            button1.alpha = button2.alpha = button3.alpha = button4.alpha = button5.alpha = button6.alpha = button7.alpha = buttonsViewBgToolbar.alpha = buttonsViewEffect.alpha = topNavigationLabel.alpha = 1.0;
            if ([self collectionViewCanBeEnabled]) {
                button6.hidden = NO;
            }
            sectionArray = [storeSectionArray copy];
            sections = [storeSections mutableCopy];
            [self setCellLayoutParameters];
            if (forceCollection) {
                forceCollection = NO;
                [activeLayoutView setX:viewWidth alpha:0.0];
                enableCollectionView = NO;
                [self configureLibraryView];
                [activeLayoutView setX:0 alpha:0.0];
            }
            [self setFlowLayoutParams];
            [collectionView.collectionViewLayout invalidateLayout];
            [collectionView reloadData];
            [collectionView setContentOffset:CGPointMake(0, iOSYDelta) animated:NO];
            NSDictionary *params = @{@"duration": @(animDuration)};
            [[NSNotificationCenter defaultCenter] postNotificationName:@"StackScrollFullScreenDisabled" object:self.view userInfo:params];
            [UIView animateWithDuration:0.2
                                  delay:0.0
                                options:UIViewAnimationOptionCurveEaseInOut
                             animations:^{
                collectionView.alpha = 1;
                dataList.alpha = 1;
                [fullscreenButton setIconStyle:[UIImage imageNamed:@"button_fullscreen"]];
                fullscreenButton.backgroundColor = UIColor.clearColor;
            }
                             completion:^(BOOL finished) {
                [activityIndicatorView stopAnimating];
            }
            ];
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, animDuration * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
                moreItemsViewController.view.hidden = NO;
            });
        }
        ];
    }
    else {
        stackscrollFullscreen = YES;
        [UIView animateWithDuration:0.1
                              delay:0
                            options:UIViewAnimationOptionCurveEaseInOut
                         animations:^{
            collectionView.alpha = 0;
            dataList.alpha = 0;
            button1.alpha = button2.alpha = button3.alpha = button4.alpha = button5.alpha = button6.alpha = button7.alpha = buttonsViewBgToolbar.alpha = buttonsViewEffect.alpha = topNavigationLabel.alpha = 0.0;
        }
                         completion:^(BOOL finished) {
            button6.hidden = YES;
            moreItemsViewController.view.hidden = YES;
            if (!enableCollectionView) {
                forceCollection = YES;
                [activeLayoutView setX:viewWidth alpha:0.0];
                enableCollectionView = YES;
                [self configureLibraryView];
                [activeLayoutView setX:0 alpha:0.0];
            }
            else {
                forceCollection = NO;
            }
            storeSectionArray = [sectionArray copy];
            storeSections = [sections mutableCopy];
            [self setCellLayoutParameters];
            NSMutableDictionary *sectionsTemp = [NSMutableDictionary new];
            [sectionsTemp setValue:[NSMutableArray new] forKey:@""];
            for (id key in self.sectionArray) {
                NSDictionary *tmp = self.sections[key];
                for (NSDictionary *item in tmp) {
                    [sectionsTemp[@""] addObject:item];
                }
            }
            self.sectionArray = @[@""];
            self.sections = [sectionsTemp mutableCopy];
            [self setFlowLayoutParams];
            [collectionView.collectionViewLayout invalidateLayout];
            [collectionView reloadData];
            [collectionView setContentOffset:CGPointMake(0, iOSYDelta) animated:NO];
            [dataList setContentOffset:CGPointMake(0, iOSYDelta) animated:NO];
            NSDictionary *params = @{
                @"hideToolbar": @NO,
                @"duration": @(animDuration),
            };
            [[NSNotificationCenter defaultCenter] postNotificationName:@"StackScrollFullScreenEnabled" object:self.view userInfo:params];
            [UIView animateWithDuration:0.2
                                  delay:0.0
                                options:UIViewAnimationOptionCurveEaseInOut
                             animations:^{
                collectionView.alpha = 1;
                [fullscreenButton setIconStyle:[UIImage imageNamed:@"button_exit_fullscreen"]];
                fullscreenButton.backgroundColor = INFO_POPOVER_COLOR;
            }
                             completion:^(BOOL finished) {
                [activityIndicatorView stopAnimating];
            }
            ];
        }
        ];
    }
}


# pragma mark - Playback Management
















- (void)showAlbumActions:(UITapGestureRecognizer*)tap {
    if (self.sectionArray.count == 0) {
        return;
    };
    id sectionKey = self.sectionArray[0];
    id sectionItem = [self.sections[sectionKey] firstObject];
    if (!sectionItem) {
        return;
    };
    NSMutableArray *sheetActions = [[MainMenu action_album] mutableCopy];
    selectedIndexPath = [NSIndexPath indexPathForRow:0 inSection:0];
    NSMutableDictionary *item = [sectionItem mutableCopy];
    item[@"label"] = self.navigationItem.title;
    [item removeObjectForKey:@"file"]; // An album is not a file, avoids adding "Share" option.
    forceMusicAlbumMode = YES;
    CGFloat rectOrigin = floor((albumViewHeight - albumViewPadding * 2) / 2);
    CGPoint sheetOrigin = CGPointMake(rectOrigin + albumViewPadding, rectOrigin);
    [self showActionSheet:nil sheetActions:sheetActions item:item origin:sheetOrigin];
}

# pragma mark - JSON DATA Management


// retrieveData and retrieveExtraInfoData should be unified in an unique method!






- (void)retrieveData:(NSString*)methodToCall parameters:(NSDictionary*)parameters sectionMethod:(NSString*)SectionMethodToCall sectionParameters:(NSDictionary*)sectionParameters resultStore:(NSMutableArray*)resultStoreArray extraSectionCall:(BOOL)extraSectionCallBool refresh:(BOOL)forceRefresh {
    MainMenu *menuItem = self.detailItem;
    NSMutableDictionary *mutableParameters = [parameters mutableCopy];
    [self addFileProperties:mutableParameters];
    
    // Artist filter is active. We change the API call parameters and continue.
    if (filterModeType == ViewModeAlbumArtists ||
        filterModeType == ViewModeSongArtists ||
        filterModeType == ViewModeDefaultArtists) {
        switch (filterModeType) {
            case ViewModeAlbumArtists:
                mutableParameters[@"albumartistsonly"] = @YES;
                forceRefresh = YES;
                break;
                
            case ViewModeSongArtists:
                mutableParameters[@"albumartistsonly"] = @NO;
                forceRefresh = YES;
                break;
                
            case ViewModeDefaultArtists:
                [mutableParameters removeObjectForKey:@"albumartistsonly"];
                break;
                
            default:
                NSAssert(NO, @"retrieveData: unexpected mode %ld", filterModeType);
                break;
        }
    }
    
    if ([self loadedDataFromDisk:methodToCall parameters:(sectionParameters == nil) ? mutableParameters : [sectionParameters mutableCopy] refresh:forceRefresh]) {
        return;
    }
    
    BOOL useCommonPvrRecordingsTimers = NO;
    if ([methodToCall containsString:@"PVR."]) {
        // PVR methods do not support "sort" before JSON API 12.1
        if (![VersionCheck hasPvrSortSupport]) {
            // remove "sort" from setup
            [mutableParameters removeObjectForKey:@"sort"];
        }
        else if ([mutableParameters[@"channelgroupid"] intValue] == -1) {
            [self animateNoResultsFound];
            return;
        }
        // PVR.GetRecordings and PVR.GetTimers are not supported with xbmc 12
        if (AppDelegate.instance.serverVersion == 12 && ([methodToCall isEqualToString:@"PVR.GetRecordings"] || [methodToCall isEqualToString:@"PVR.GetTimers"])) {
            [self animateNoResultsFound];
            return;
        }
        // PVR.GetRecordings and PVR.GetTimers support dedicated results for TV + Radio since JSON RPC v8. But
        // in reality this works since Kodi 19. Kodi 18 does not handle timers correct, Kodi 13 to 17 does not handle
        // recordings correct. Therefore we remove the request for "radio" and "isradio" and set a flag to always show
        // common results (TV and Radio) for recordings and timers. For consistency same is done for timer rules.
        else if (AppDelegate.instance.serverVersion < 19) {
            [mutableParameters[@"properties"] removeObject:@"radio"];
            [mutableParameters[@"properties"] removeObject:@"isradio"];
            [mutableParameters[@"properties"] removeObject:@"istimerrule"];
            useCommonPvrRecordingsTimers = YES;
        }
    }
    
    // Settings access requires Kodi 13 or higher
    if ([methodToCall containsString:@"Settings."] && AppDelegate.instance.serverVersion < 13) {
        UIAlertController *alertView = [Utilities createAlertOK:@"" message:LOCALIZED_STR(@"XBMC \"Gotham\" version 13 or superior is required to access XBMC settings")];
        [self presentViewController:alertView animated:YES completion:nil];
        [self animateNoResultsFound];
        return;
    }

    // Profiles functions requires Kodi 17 or higher
    if ([methodToCall containsString:@"Profiles."] && ![VersionCheck hasProfilesSupport]) {
        UIAlertController *alertView = [Utilities createAlertOK:@"" message:LOCALIZED_STR(@"Kodi \"Krypton\" version 17 or later is required to access user profiles.")];
        [self presentViewController:alertView animated:YES completion:nil];
        [self animateNoResultsFound];
        return;
    }
    
    [noFoundLabel animateAlpha:0.0 duration:0.2];
    elapsedTime = 0;
    startTime = [NSDate timeIntervalSinceReferenceDate];
    countExecutionTime = [NSTimer scheduledTimerWithTimeInterval:WARNING_TIMEOUT target:self selector:@selector(checkExecutionTime) userInfo:nil repeats:YES];
    [[Utilities getJsonRPC]
     callMethod:methodToCall
     withParameters:mutableParameters
     onCompletion:^(NSString *methodName, NSInteger callId, id methodResult, DSJSONRPCError *methodError, NSError *error) {
         startTime = 0;
         [countExecutionTime invalidate];
         if (longTimeout != nil) {
             [longTimeout removeFromSuperview];
             longTimeout = nil;
         }
         // Cannot check for PVR Add-on availability. We show "no results" in case of a
         // methodError "-32100" combined with "PVR." method calls. Other errors are still
         // shown via debug message.
         if (error == nil && methodError != nil && [methodToCall containsString:@"PVR."]) {
             if (methodError.code == JSONRPCMethodExecutionFailure) {
                 [self animateNoResultsFound];
                 return;
             }
         }
         // Ignore error when aborting a search or sending an empty search string within an addon. Just show "no results".
         NSString *directory = mutableParameters[@"directory"];
         if (error == nil && methodError != nil && [directory hasPrefix:@"plugin://"] && [directory containsString:@"search"]) {
             if (methodError.code == JSONRPCInvalidParams) {
                 [self animateNoResultsFound];
                 return;
             }
         }
         // If the feature to also show movies sets with only 1 movie is disabled and the current results
         // are movie sets, enable the postprocessing to ignore movies sets with only 1 movie.
         BOOL ignoreSingleMovieSets = !AppDelegate.instance.isGroupSingleItemSetsEnabled && [methodToCall isEqualToString:@"VideoLibrary.GetMovieSets"];
        
         // If the feature to list empty TV Shows is disabled and the current results are TV Shows, ignore TV Shows without any episode.
         BOOL ignoreEmptyTvShows = !AppDelegate.instance.isShowEmptyTvShowsEnabled && [methodToCall isEqualToString:@"VideoLibrary.GetTVShows"];
        
         // If we are reading PVR recordings or PVR timers, we need to filter them for the current mode in
         // postprocessing. Ignore Radio recordings/timers, if we are in TV mode. Or ignore TV recordings/timers,
         // if we are in Radio mode.
         BOOL isRecordingsOrTimersMethod = [methodToCall isEqualToString:@"PVR.GetRecordings"] || [methodToCall isEqualToString:@"PVR.GetTimers"];
         BOOL ignoreRadioItems = menuItem.type == TypeLiveTv && isRecordingsOrTimersMethod;
         BOOL ignoreTvItems = menuItem.type == TypeRadio && isRecordingsOrTimersMethod;
         // If we are reading PVR timer, we need to filter them for the current mode in postprocessing. Ignore
         // scheduled recordings, if we are in timer rules mode. Or ignore timer rules, if scheduled recordings
         // are listed.
         NSDictionary *menuParam = menuItem.mainParameters[chosenTab];
         BOOL isTimerMethod = [methodToCall isEqualToString:@"PVR.GetTimers"];
         BOOL ignoreTimerRulesItems = isTimerMethod && [menuParam[@"label"] isEqualToString:LOCALIZED_STR(@"Timers")];
         BOOL ignoreTimerItems = isTimerMethod && [menuParam[@"label"] isEqualToString:LOCALIZED_STR(@"Timer rules")];
         // Override in case we are dealing with an older Kodi version which does not correctly support the JSON requests
         if (useCommonPvrRecordingsTimers) {
             ignoreTimerRulesItems = ignoreTimerItems = ignoreRadioItems = ignoreTvItems = NO;
         }
        
         if (error == nil && methodError == nil) {
             [resultStoreArray removeAllObjects];
             [self.sections removeAllObjects];
             [activeLayoutView reloadData];
             if ([methodResult isKindOfClass:[NSDictionary class]]) {
                 NSMutableDictionary *mainFields = [[self.detailItem mainFields][chosenTab] mutableCopy];
                 NSString *itemid = extraSectionCallBool ? mainFields[@"itemid_extra_section"] : mainFields[@"itemid"];
                 id itemDict = methodResult[itemid];
                 if ([itemDict isKindOfClass:[NSArray class]]) {
                     // "VideoLibrary.GetSeasons" does not support "title" for API < 9.7.0. Instead, we look for "label" which is always provided.
                     if ([methodName isEqualToString:@"VideoLibrary.GetSeasons"]) {
                         mainFields[@"row1"] = @"label";
                     }
                     recordingListView = methodResult[@"recordings"] ? YES : NO;
                     NSString *serverURL = [Utilities getImageServerURL];
                     int secondsToMinute = [Utilities getSec2Min:menuItem.noConvertTime];
                     dispatch_group_t group = dispatch_group_create();
                     for (NSDictionary *item in itemDict) {
                         if ([item isKindOfClass:[NSDictionary class]]) {
                             NSMutableDictionary *newDict = [self getNewDictionaryFromItem:item
                                                                                mainFields:mainFields
                                                                                 serverURL:serverURL
                                                                                   sec2min:secondsToMinute
                                                                                 useBanner:tvshowsView
                                                                                   useIcon:recordingListView];
                             
                             // Use TV Show episode's "specialsort", if present, to place a copy of a special
                             // within the common seasons. This is in line with Kodi behaviour.
                             if ([methodName isEqualToString:@"VideoLibrary.GetEpisodes"]) {
                                 // Flag specials for sorting reasons and provide track number in "Sx" scheme.
                                 BOOL isTVShowSpecial = [newDict[@"season"] integerValue] == 0;
                                 newDict[@"isTVShowSpecial"] = @(isTVShowSpecial);
                                 if (isTVShowSpecial) {
                                     newDict[@"specialEpisode"] = [Utilities formatTVShowStringForSpecialEpisode:item[@"episode"]];
                                 }
                                 
                                 // In case "specialsort" is valid, add an item copy with according season/episode.
                                 if ([item[@"specialsortseason"] intValue] > 0 && [item[@"specialsortepisode"] intValue] > 0) {
                                     NSMutableDictionary *specialSortedDict = [newDict mutableCopy];
                                     specialSortedDict[@"season"] = [Utilities getStringFromItem:item[@"specialsortseason"]];
                                     specialSortedDict[@"episode"] = [Utilities getStringFromItem:item[@"specialsortepisode"]];
                                     [resultStoreArray addObject:specialSortedDict];
                                 }
                             }
                             
                             // JSON API does not return the expected "filetype" when retrieving list of "sources".
                             // The correct "filetype" is "directory". But we also need to be aware this is a source
                             // and not a directory yet.
                             if ([itemid isEqualToString:@"sources"]) {
                                 newDict[@"filetype"] = @"directory";
                                 newDict[@"isSources"] = @YES;
                             }
                             
                             // Check if we need to ignore the current item
                             BOOL isRadioItem = [item[@"radio"] boolValue] ||
                                                [item[@"isradio"] boolValue];
                             BOOL isTimerRule = [item[@"istimerrule"] boolValue];
                             BOOL ignorePvrItem = (ignoreRadioItems && isRadioItem) ||
                                                  (ignoreTvItems && !isRadioItem) ||
                                                  (ignoreTimerRulesItems && isTimerRule) ||
                                                  (ignoreTimerItems && !isTimerRule);
                             
                             // Postprocessing of movie sets lists to ignore 1-movie-sets
                             if (ignoreSingleMovieSets) {
                                 NSString *newMethodToCall = @"VideoLibrary.GetMovieSetDetails";
                                 NSDictionary *newParameter = @{@"setid": [Utilities getNumberFromItem:item[@"setid"]]};
                                 dispatch_group_enter(group);
                                 [[Utilities getJsonRPC]
                                  callMethod:newMethodToCall
                                  withParameters:newParameter
                                  onCompletion:^(NSString *methodName, NSInteger callId, id methodResult, DSJSONRPCError *methodError, NSError *error) {
                                     if (error == nil && methodError == nil) {
                                         if ([methodResult isKindOfClass:[NSDictionary class]]) {
                                             if ([methodResult[@"setdetails"][@"movies"] count] > 1) {
                                                 [resultStoreArray addObject:newDict];
                                             }
                                         }
                                     }
                                     dispatch_group_leave(group);
                                 }];
                             }
                             else if (ignorePvrItem) {
                                 NSLog(@"Ignore PVR item as not matching current TV/Radio mode.");
                             }
                             else if (ignoreEmptyTvShows && [item[@"episode"] intValue] == 0) {
                                 // Do nothing
                             }
                             else {
                                 [resultStoreArray addObject:newDict];
                             }
                         }
                     }
                     // Finish the processing for 1-movie sets
                     if (ignoreSingleMovieSets) {
                         dispatch_group_notify(group, dispatch_get_main_queue(), ^{
                             storeRichResults = [resultStoreArray mutableCopy];
                             // Show "no results found", if results are empty, and leave
                             if (!resultStoreArray.count) {
                                 [self showNoResultsFound:resultStoreArray refresh:forceRefresh];
                                 return;
                             }
                             // Store and show results
                             [self saveAndShowResultsRefresh:forceRefresh params:mutableParameters];
                         });
                     }
                 }
                 else if ([itemDict isKindOfClass:[NSDictionary class]]) {
                     id itemType = itemDict[mainFields[@"typename"]];
                     id itemField = mainFields[@"fieldname"];
                     if ([itemType isKindOfClass:[NSDictionary class]]) {
                         itemDict = itemType[itemField];
                         if ([itemDict isKindOfClass:[NSArray class]]) {
                             NSString *sublabel = menuItem.mainParameters[chosenTab][@"morelabel"] ?: @"";
                             for (id item in itemDict) {
                                 if ([item isKindOfClass:[NSString class]]) {
                                     NSDictionary *listEntry = @{
                                         @"label": item,
                                         @"genre": sublabel,
                                         @"family": @"file",
                                         @"thumbnail": @"",
                                         @"fanart": @"",
                                         @"runtime": @"",
                                     };
                                     [resultStoreArray addObject:listEntry];
                                 }
                             }
                         }
                     }
                 }
                 // Single Movie Sets are handled seperately
                 if (ignoreSingleMovieSets) {
                     if (!itemDict) {
                         [self showNoResultsFound:resultStoreArray refresh:forceRefresh];
                     }
                     return;
                 }
                 if (!extraSectionCallBool) {
                     storeRichResults = [resultStoreArray mutableCopy];
                 }
                 if (SectionMethodToCall != nil) {
                     [self retrieveData:SectionMethodToCall parameters:sectionParameters sectionMethod:nil sectionParameters:nil resultStore:self.extraSectionRichResults extraSectionCall:YES refresh:forceRefresh];
                 }
                 else {
                     // Store and show results
                     [self saveAndShowResultsRefresh:forceRefresh params:mutableParameters];
                 }
             }
             else {
                 [self showNoResultsFound:resultStoreArray refresh:forceRefresh];
             }
         }
         else {
             NSString *message = [Utilities formatClipboardMessage:methodToCall
                                                        parameters:mutableParameters
                                                             error:error
                                                       methodError:methodError];
             UIAlertController *alertView = [Utilities createAlertCopyClipboard:LOCALIZED_STR(@"ERROR") message:message];
             [self presentViewController:alertView animated:YES completion:nil];
             
             [self showNoResultsFound:resultStoreArray refresh:forceRefresh];
         }
     }];
}










- (void)indexAndDisplayData {
    MainMenu *menuItem = self.detailItem;
    NSDictionary *parameters = menuItem.mainParameters[chosenTab];
    NSDictionary *methods = menuItem.mainMethod[chosenTab];
    NSArray *copyRichResults = [self.richResults copy];
    BOOL addUITableViewIndexSearch = NO;
    BOOL isFileBrowsing = [methods[@"method"] isEqualToString:@"Files.GetDirectory"];
    self.sectionArray = nil;
    autoScrollTable = nil;
    if (copyRichResults.count == 0) {
        albumView = NO;
        episodesView = NO;
    }
    BOOL sortAscending = [sortAscDesc isEqualToString:@"descending"] ? NO : YES;
    
    // In case of sorting by playcount and not having any key, we skip sorting (happens for "Top 100")
    if ([sortMethodName isEqualToString:@"playcount"] && copyRichResults.count > 0 && copyRichResults[0][sortMethodName] == nil) {
        sortMethodName = nil;
    }
    
    // In case of sort-by-none set sortMethodName to nil
    if ([sortMethodName isEqualToString:@"none"]) {
        sortMethodName = nil;
    }
    
    // In case of random sort create a random number to sort by
    if ([sortMethodName isEqualToString:@"random"]) {
        NSMutableArray *tempArray = [copyRichResults mutableCopy];
        for (NSMutableDictionary *item in tempArray) {
            item[@"random"] = @(arc4random());
        }
        copyRichResults = [tempArray copy];
    }
    
    // If a sort method is defined which is not found as key, we select @"label" as sort method.
    // This happens for example when sorting by @"artist".
    if (sortMethodName != nil && copyRichResults.count > 0 && copyRichResults[0][sortMethodName] == nil) {
        sortMethodName = @"label";
    }
    
    // Sort tokens need to be processed outside of other conditions to ensure they are applied
    // also for default sorting coming from Kodi server.
    NSString *sortbymethod = sortMethodName;
    if (sortMethodName != nil && !isFileBrowsing) {
        if ([self isEligibleForSorttokenSort]) {
            copyRichResults = [self applySortTokens:copyRichResults sortmethod:sortbymethod];
            sortbymethod = @"sortby";
        }
        // Only sort if the sort method is different to what Kodi server provides or if sort token must be applied
        if ([self isSortDifferentToDefault] || [self isEligibleForSorttokenSort]) {
            SEL selector = [self buildSelectorForSortMethod:sortbymethod inArray:copyRichResults];
            copyRichResults = [self applySortByMethod:copyRichResults sortmethod:sortbymethod ascending:sortAscending selector:selector];
        }
    }
    
    if (episodesView) {
        // First run will ensure the specials are in correct order
        SEL selector = [self buildSelectorForSortMethod:@"specialEpisode" inArray:copyRichResults];
        copyRichResults = [self applySortByMethod:copyRichResults sortmethod:@"specialEpisode" ascending:YES selector:selector];
        
        // Second run will ensure the specials are on top of the list
        selector = [self buildSelectorForSortMethod:@"isTVShowSpecial" inArray:copyRichResults];
        copyRichResults = [self applySortByMethod:copyRichResults sortmethod:@"isTVShowSpecial" ascending:NO selector:selector];
        
        // Third run will sort by order of episodes
        selector = [self buildSelectorForSortMethod:@"episode" inArray:copyRichResults];
        copyRichResults = [self applySortByMethod:copyRichResults sortmethod:@"episode" ascending:YES selector:selector];
        
        // Now pick the episodes top-down from the list into sections defined by seasons
        for (NSDictionary *item in copyRichResults) {
            NSString *c = [NSString stringWithFormat:@"%@", item[@"season"]];
            BOOL found = [[self.sections allKeys] containsObject:c];
            if (!found) {
                [self.sections setValue:[NSMutableArray new] forKey:c];
            }
            [self.sections[c] addObject:item];
        }
    }
    else if (channelGuideView) {
        addUITableViewIndexSearch = YES;
        NSDateFormatter *localDate = [NSDateFormatter new];
        localDate.dateFormat = @"yyyy-MM-dd";
        localDate.timeZone = [NSTimeZone systemTimeZone];
        NSDate *nowDate = [NSDate date];
        NSCalendar *calendar = [NSCalendar currentCalendar];
        NSInteger components = (NSCalendarUnitDay | NSCalendarUnitMonth | NSCalendarUnitYear | NSCalendarUnitHour | NSCalendarUnitMinute);
        NSDateComponents *nowDateComponents = [calendar components:components fromDate:nowDate];
        nowDate = [calendar dateFromComponents:nowDateComponents];
        NSUInteger countRow = 0;
        NSMutableArray *retrievedEPG = [NSMutableArray new];
        for (NSMutableDictionary *item in self.richResults) {
            NSDate *starttime = [xbmcDateFormatter dateFromString:item[@"starttime"]];
            NSDate *endtime = [xbmcDateFormatter dateFromString:item[@"endtime"]];
            NSDate *itemEndDate;
            NSDate *itemStartDate;
            if (starttime != nil && endtime != nil) {
                NSDateComponents *itemDateComponents = [calendar components:components fromDate:endtime];
                itemEndDate = [calendar dateFromComponents:itemDateComponents];
                itemDateComponents = [calendar components:components fromDate:starttime];
                itemStartDate = [calendar dateFromComponents:itemDateComponents];
            }
            NSComparisonResult datesCompare = [itemEndDate compare:nowDate];
            if (datesCompare == NSOrderedDescending || datesCompare == NSOrderedSame) {
                NSString *c = [localDate stringFromDate:itemStartDate];
                if (!c || [c isKindOfClass:[NSNull class]]) {
                    c = @"";
                }
                BOOL found = [[self.sections allKeys] containsObject:c];
                if (!found) {
                    [self.sections setValue:[NSMutableArray new] forKey:c];
                    countRow = 0;
                }
                item[@"pvrExtraInfo"] = parameters[@"pvrExtraInfo"];
                [self.sections[c] addObject:item];
                if ([item[@"isactive"] boolValue]) {
                    autoScrollTable = [NSIndexPath indexPathForRow:countRow inSection:self.sections.count - 1];
                }
                [retrievedEPG addObject:[NSDictionary dictionaryWithObjectsAndKeys:
                                         starttime, @"starttime",
                                         endtime, @"endtime",
                                         item[@"title"], @"title",
                                         item[@"label"], @"label",
                                         item[@"genre"], @"plot",
                                         item[@"plotoutline"], @"plotoutline",
                                         nil]];
                countRow ++;
            }
        }
        if (self.sections.count == 1) {
            [self.richResults removeAllObjects];
        }
        NSDictionary *epgparams = [NSDictionary dictionaryWithObjectsAndKeys:
                                   menuItem.mainParameters[chosenTab][@"parameters"][@"channelid"], @"channelid",
                                   retrievedEPG, @"epgArray",
                                   nil];
        [NSThread detachNewThreadSelector:@selector(backgroundSaveEPGToDisk:) toTarget:self withObject:epgparams];
    }
    else {
        if (!albumView && sortbymethod && ![sortbymethod isEqualToString:@"random"] && ([self isSortDifferentToDefault] || [self isEligibleForSections:copyRichResults] || [sortbymethod isEqualToString:@"itemgroup"])) {
            addUITableViewIndexSearch = YES;
            [self buildSectionsForList:copyRichResults sortMethod:sortbymethod];
        }
        else {
            [self.sections setValue:[NSMutableArray new] forKey:@""];
            for (NSDictionary *item in copyRichResults) {
                [self.sections[@""] addObject:item];
            }
        }
    }
    [self buildSectionsArraySortedAscending:sortAscending withIndexSearch:addUITableViewIndexSearch];
    [self setSortButtonImage:sortAscDesc];
    [self displayData];
}


- (void)buildSectionsForList:(NSArray*)itemList sortMethod:(NSString*)sortByMethod {
    for (NSDictionary *item in itemList) {
        NSString *searchKey = @"";
        if ([item[sortByMethod] isKindOfClass:[NSMutableArray class]] || [item[sortByMethod] isKindOfClass:[NSArray class]]) {
            searchKey = [item[sortByMethod] componentsJoinedByString:@""];
        }
        else {
            searchKey = item[sortByMethod];
        }
        NSString *key = [self getIndexTableKey:searchKey sortMethod:sortMethodName];
        BOOL found = [[self.sections allKeys] containsObject:key];
        if (!found) {
            [self.sections setValue:[NSMutableArray new] forKey:key];
        }
        [self.sections[key] addObject:item];
    }
}



- (void)displayData {
    [self configureLibraryView];
    [self setCellLayoutParameters];
    NSUInteger numResults = self.richResults.count;
    MainMenu *menuItem = self.detailItem;
    NSDictionary *parameters = menuItem.mainParameters[chosenTab];
    
    BOOL mainLabelChanged = menuItem.mainLabel.length && menuItem.type == TypeNone;
    BOOL useMainLabel = mainLabelChanged && !(menuItem.type == TypeKodiSettings || menuItem.type == TypeCustomButtonEntry);
    NSString *labelText = useMainLabel ? menuItem.mainLabel : parameters[@"label"];
    self.navigationItem.backBarButtonItem.title = labelText;
    [self.navigationItem.backBarButtonItem setAppDefaultStyle];
    if (!albumView) {
        labelText = [labelText stringByAppendingFormat:@" (%lu)", numResults];
    }
    [self setFilternameLabel:labelText];
    
    if (!self.richResults.count) {
        [noFoundLabel animateAlpha:1.0 duration:0.2];
    }
    else {
        [noFoundLabel animateAlpha:0.0 duration:0.2];
    }
    NSDictionary *itemSizes = parameters[@"itemSizes"];
    if (IS_IPHONE) {
        [self setIphoneInterface:itemSizes[@"iphone"]];
    }
    else {
        [self setIpadInterface:itemSizes[@"ipad"]];
    }
    if (stackscrollFullscreen) {
        storeSectionArray = [sectionArray copy];
        storeSections = [sections mutableCopy];
        NSMutableDictionary *sectionsTemp = [NSMutableDictionary new];
        [sectionsTemp setValue:[NSMutableArray new] forKey:@""];
        for (id key in self.sectionArray) {
            NSDictionary *tmp = self.sections[key];
            for (NSDictionary *item in tmp) {
                [sectionsTemp[@""] addObject:item];
            }
        }
        self.sectionArray = @[@""];
        self.sections = [sectionsTemp mutableCopy];
    }
    [self setFlowLayoutParams];
    [activityIndicatorView stopAnimating];
    [activeLayoutView reloadData];
    [dataList setContentOffset:CGPointMake(0, iOSYDelta) animated:NO];
    [collectionView layoutSubviews];
    [collectionView setContentOffset:CGPointMake(0, iOSYDelta) animated:NO];
    [activeLayoutView animateOrigin:CGPointZero duration:0.3];
    if (channelGuideView && autoScrollTable != nil && autoScrollTable.row < [dataList numberOfRowsInSection:autoScrollTable.section]) {
        [dataList scrollToRowAtIndexPath:autoScrollTable atScrollPosition:UITableViewScrollPositionTop animated:NO];
    }
}



# pragma mark - Life-Cycle












- (BOOL)collectionViewIsEnabled {
    if (![self collectionViewCanBeEnabled]) {
        return NO;
    }
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    MainMenu *menuItem = self.detailItem;
    NSDictionary *parameters = menuItem.mainParameters[chosenTab];
    NSDictionary *methods = menuItem.mainMethod[chosenTab];
    NSMutableDictionary *tempDict = [NSMutableDictionary dictionaryWithDictionary:parameters[@"parameters"]];
    if (tempDict[@"filter"] != nil) {
        [tempDict removeObjectForKey:@"filter"];
        tempDict[@"filtered"] = @"YES";
    }
    NSString *viewKey = [NSString stringWithFormat:@"%@_grid_preference", [self getCacheKey:methods[@"method"] parameters:tempDict]];
    return ([parameters[@"enableCollectionView"] boolValue] && [userDefaults boolForKey:viewKey]);
}

- (NSString*)getCurrentSortMethod:(NSDictionary*)methods withParameters:(NSDictionary*)parameters {
    NSString *sortMethod = parameters[@"parameters"][@"sort"][@"method"];
    NSString *sortKey = [NSString stringWithFormat:@"%@_sort_method", [self getCacheKey:methods[@"method"] parameters:[parameters mutableCopy]]];
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    if ([userDefaults objectForKey:sortKey] != nil) {
        sortMethod = [userDefaults objectForKey:sortKey];
    }
    return sortMethod;
}

#pragma mark - UISearchBarDelegate




#pragma mark - UISearchController Delegate Methods











- (NSString*)getCurrentSortAscDesc:(NSDictionary*)methods withParameters:(NSDictionary*)parameters {
    NSString *sortAscDescSaved = parameters[@"parameters"][@"sort"][@"order"];
    NSString *sortKey = [NSString stringWithFormat:@"%@_sort_ascdesc", [self getCacheKey:methods[@"method"] parameters:[parameters mutableCopy]]];
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    if ([userDefaults objectForKey:sortKey] != nil) {
        sortAscDescSaved = [userDefaults objectForKey:sortKey];
    }
    return sortAscDescSaved;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    serverMajorVersion = AppDelegate.instance.serverVersion;
    serverMinorVersion = AppDelegate.instance.serverMinorVersion;
    libraryCachePath = AppDelegate.instance.libraryCachePath;
    epgCachePath = AppDelegate.instance.epgCachePath;
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    hiddenLabel = [userDefaults boolForKey:@"hidden_label_preference"];
    noFoundLabel.text = LOCALIZED_STR(@"No items found.");
    [noFoundLabel setNoFoundStyle];
    loadAndPresentDataOnViewDidAppear = YES;
    sectionHeight = LIST_SECTION_HEADER_HEIGHT;
    epglockqueue = dispatch_queue_create("com.epg.arrayupdate", DISPATCH_QUEUE_SERIAL);
    epgDict = [NSMutableDictionary new];
    epgDownloadQueue = [NSMutableArray new];
    localHourMinuteFormatter = [NSDateFormatter new];
    localHourMinuteFormatter.dateFormat = @"HH:mm";
    localHourMinuteFormatter.timeZone = [NSTimeZone systemTimeZone];
    
    [self initSearchController];
    self.navigationController.view.backgroundColor = UIColor.blackColor;
    self.definesPresentationContext = NO;
    iOSYDelta = self.searchController.searchBar.frame.size.height;
    dataList.tableHeaderView = [self createFakeSearchbarInDark:NO];

    if (@available(iOS 15.0, *)) {
        dataList.sectionHeaderTopPadding = 0;
    }
    
    [button6 addTarget:self action:@selector(handleChangeLibraryView) forControlEvents:UIControlEventTouchUpInside];

    [button7 addTarget:self action:@selector(handleChangeSortLibrary) forControlEvents:UIControlEventTouchUpInside];
    self.edgesForExtendedLayout = UIRectEdgeNone;
    dataList.indicatorStyle = UIScrollViewIndicatorStyleDefault;
    
    [dataList setHeight:self.view.bounds.size.height];
    buttonsViewBgToolbar.hidden = NO;
    
    __weak DetailViewController *weakSelf = self;
    [dataList addPullToRefreshWithActionHandler:^{
        [weakSelf.searchController setActive:NO];
        [weakSelf startRetrieveDataWithRefresh:YES];
        [weakSelf hideButtonListWhenEmpty];
    }];
    [self disableScrollsToTopPropertyOnAllSubviewsOf:self.slidingViewController.view];
    for (UIView *subView in self.searchController.searchBar.subviews) {
        if ([subView isKindOfClass:[UITextField class]]) {
            [(UITextField*)subView setKeyboardAppearance:UIKeyboardAppearanceAlert];
        }
    }
    self.view.userInteractionEnabled = YES;
    MainMenu *menuItem = self.detailItem;
    int numTabs = (int)menuItem.mainMethod.count;
    chosenTab = menuItem.chooseTab;
    if (chosenTab >= numTabs) {
        chosenTab = 0;
    }
    filterModeType = ViewModeDefault;
    NSDictionary *methods = menuItem.mainMethod[chosenTab];
    NSDictionary *parameters = menuItem.mainParameters[chosenTab];
    watchedListenedStrings = parameters[@"watchedListenedStrings"];
    [self checkDiskCache];
    numberOfStars = 10;
    if ([parameters[@"numberOfStars"] intValue] > 0) {
        numberOfStars = [parameters[@"numberOfStars"] intValue];
    }
    
    // Transparent toolbar
    [Utilities createTransparentToolbar:buttonsViewBgToolbar];
    
    // Gray background for toolbar
    if (IS_IPHONE) {
        buttonsView.backgroundColor = UIColor.clearColor;
    }
    else {
        buttonsViewBgToolbar.backgroundColor = UIColor.clearColor;
    }
    
    if ([methods[@"albumView"] boolValue]) {
        albumView = YES;
    }
    else if ([methods[@"episodesView"] boolValue]) {
        episodesView = YES;
    }
    else if ([methods[@"tvshowsView"] boolValue]) {
        tvshowsView = ![Utilities getPreferTvPosterMode];
        [self setTVshowThumbSize];
    }
    else if ([methods[@"channelGuideView"] boolValue]) {
        channelGuideView = YES;
    }
    else if ([methods[@"channelListView"] boolValue]) {
        channelListView = YES;
    }
    else if (menuItem.type == TypeGlobalSearch) {
        globalSearchView = YES;
    }
    
    if (tvshowsView && ![Utilities getPreferTvPosterMode]) {
        dataList.separatorInset = UIEdgeInsetsZero;
    }
    bottomPadding = [Utilities getBottomPadding];
    if (IS_IPHONE) {
        if (bottomPadding > 0) {
            CGRect frame = buttonsView.frame;
            frame.size.height += bottomPadding;
            frame.origin.y -= bottomPadding;
            buttonsView.frame = frame;
        }
        if (@available(iOS 26.0, *)) {
            /*
             * Workaround: Make UIToolbar slightly higher to ensure its background always extends into safe area.
             * Only required for iOS26 and until UIDesignRequiresCompatibility is removed. Once this flag is
             * removed, the UIToolbar is anyway transparent and the extension into safe area is not relevant anymore.
             */
            CGRect frame = buttonsViewBgToolbar.frame;
            frame.size.height += 0.00000001;
            buttonsViewBgToolbar.frame = frame;
        }
    }
    
    maskView.clipsToBounds = YES;
    NSDictionary *itemSizes = parameters[@"itemSizes"];
    if (IS_IPHONE) {
        [self setIphoneInterface:itemSizes[@"iphone"]];
    }
    else {
        [self setIpadInterface:itemSizes[@"ipad"]];
    }
    
    // As default both list and grid views animate from right to left.
    [dataList setX:viewWidth];
    
    recentlyAddedView = [parameters[@"collectionViewRecentlyAdded"] boolValue];
    enableCollectionView = [self collectionViewIsEnabled];
    activeLayoutView = dataList;
    self.sections = [NSMutableDictionary new];
    self.richResults = [NSMutableArray new];
    self.filteredListContent = [NSMutableArray new];
    storeRichResults = [NSMutableArray new];
    self.extraSectionRichResults = [NSMutableArray new];
    
    logoBackgroundMode = [Utilities getLogoBackgroundMode];
    
    [self initCollectionView];
    
    longPressGestureCollection = [UILongPressGestureRecognizer new];
    [longPressGestureCollection addTarget:self action:@selector(handleLongPress:)];
    [collectionView addGestureRecognizer:longPressGestureCollection];
    
    longPressGestureList = [UILongPressGestureRecognizer new];
    [longPressGestureList addTarget:self action:@selector(handleLongPress:)];
    [dataList addGestureRecognizer:longPressGestureList];
    
    [activityIndicatorView startAnimating];
    
    // As an exception custom button menu on iPhone animates bottom-up. This requires to
    // change the initial frame for the first table shown (list view). It is important
    // to apply this change only after the library view has been initialized, as this
    // uses the list view frame to set its own frame.
    if (menuItem.type == TypeCustomButtonEntry && IS_IPHONE) {
        [dataList setOrigin:CGPointMake(0, UIScreen.mainScreen.bounds.size.height)];
    }
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(handleTabHasChanged:)
                                                 name:@"tabHasChanged"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(revealMenu:)
                                                 name:@"RevealMenu"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(hideKeyboard:)
                                                 name:@"ECSlidingViewUnderLeftWillAppear"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(showKeyboard:)
                                                 name:@"ECSlidingViewTopDidReset"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(handleCollectionIndexStateBegin)
                                                 name:@"BDKCollectionIndexViewGestureRecognizerStateBegin"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(handleCollectionIndexStateEnded)
                                                 name:@"BDKCollectionIndexViewGestureRecognizerStateEnded"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(leaveFullscreen)
                                                 name:@"LeaveFullscreen"
                                               object:nil];
    
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(updatePlaycount)
                                                 name:@"PlaycountChanged"
                                               object:nil];
    
    if (channelListView || channelGuideView) {
        [[NSNotificationCenter defaultCenter] addObserver:self
                                                 selector:@selector(handleRecordTimerStatusChange:)
                                                     name:@"KodiServerRecordTimerStatusChange"
                                                   object:nil];
    }
}






- (void)checkDiskCache {
    MainMenu *menuItem = self.detailItem;
    NSDictionary *parameters = menuItem.mainParameters[chosenTab];
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    BOOL diskcache_preference = [userDefaults boolForKey:@"diskcache_preference"];
    enableDiskCache = diskcache_preference && [parameters[@"enableLibraryCache"] boolValue];
    [dataList setShowsPullToRefresh:enableDiskCache];
    [collectionView setShowsPullToRefresh:enableDiskCache];
}

- (void)handleChangeLibraryView {
    if ([self doesShowSearchResults] || self.searchController.isActive) {
        [self.searchController setActive:NO];
    }
    MainMenu *menuItem = self.detailItem;
    NSDictionary *methods = menuItem.mainMethod[chosenTab];
    NSDictionary *parameters = menuItem.mainParameters[chosenTab];
    if ([self collectionViewCanBeEnabled] && self.view.superview != nil && ![methods[@"method"] isEqualToString:@""]) {
        NSMutableDictionary *tempDict = [NSMutableDictionary dictionaryWithDictionary:parameters[@"parameters"]];
        if (tempDict[@"filter"] != nil) {
            [tempDict removeObjectForKey:@"filter"];
            tempDict[@"filtered"] = @"YES";
        }
        NSString *viewKey = [NSString stringWithFormat:@"%@_grid_preference", [self getCacheKey:methods[@"method"] parameters:tempDict]];
        NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
        [userDefaults setBool:![userDefaults boolForKey:viewKey] forKey:viewKey];
        [self setGridListButtonImage:!enableCollectionView];
        [UIView animateWithDuration:0.2
                              delay:0.0
                            options:UIViewAnimationOptionCurveEaseIn
                         animations:^{
                             [activeLayoutView setX:viewWidth];
                         }
                         completion:^(BOOL finished) {
                             activeLayoutView.contentOffset = CGPointMake(0, iOSYDelta);
                             recentlyAddedView = [parameters[@"collectionViewRecentlyAdded"] boolValue];
                             enableCollectionView = [self collectionViewIsEnabled];
                             [self configureLibraryView];
                             [activeLayoutView animateX:0 alpha:1.0 duration:0.3];
                             activeLayoutView.contentOffset = CGPointMake(0, iOSYDelta);
                         }];
    }
}



							
@end
