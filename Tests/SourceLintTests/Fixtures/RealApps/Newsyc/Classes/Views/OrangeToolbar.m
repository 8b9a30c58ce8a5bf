//
//  OrangeToolbar.m
//  newsyc
//
//  Created by Grant Paul on 9/28/13.
//
//

#import "UIColor+Orange.h"
#import "OrangeBarView.h"
#import "OrangeToolbar.h"

@implementation OrangeToolbar
@synthesize orange;

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        if ([self respondsToSelector:@selector(barTintColor)]) {
            barView = [[OrangeBarView alloc] init];
            [barView setHidden:YES];
            
            UITapGestureRecognizer *tripleTapGestureRecognizer = [[UITapGestureRecognizer alloc] initWithTarget:self
                                                                                                         action:@selector(startTheParty:)];
            tripleTapGestureRecognizer.numberOfTapsRequired = 3;
            [self addGestureRecognizer:tripleTapGestureRecognizer];
            
            self.shouldParty = [[NSUserDefaults standardUserDefaults] boolForKey:@"PartyStarted"];
        }
    }
    
    return self;
}




#pragma mark -
#pragma mark Party Mode


- (void)startTheParty:(UIGestureRecognizer *)sender {
    BOOL isPartying = self.shouldParty;
    self.shouldParty = !isPartying;
    
    NSUserDefaults *userDefaults = [NSUserDefaults standardUserDefaults];
    [userDefaults setBool:!isPartying forKey:@"PartyStarted"];
    [userDefaults synchronize];
}



@end
