//
//  OrangeNavigationBar.m
//  newsyc
//
//  Created by Grant Paul on 9/28/13.
//
//

#import "UIColor+Orange.h"
#import "OrangeBarView.h"
#import "OrangeNavigationBar.h"

@implementation OrangeNavigationBar
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



- (void)setOrange:(BOOL)orange_ {
    orange = orange_;

    if (orange) {
        if ([self respondsToSelector:@selector(setBarTintColor:)]) {
            [self setBarTintColor:[OrangeBarView barOrangeColor]];
            [self setTintColor:[UIColor whiteColor]];

            NSDictionary *titleTextAttributes = [NSDictionary dictionaryWithObject:[UIColor whiteColor] forKey:NSForegroundColorAttributeName];
            [self setTitleTextAttributes:titleTextAttributes];
        } else {
            [self setTintColor:[UIColor mainOrangeColor]];
        }
    } else {
        if ([self respondsToSelector:@selector(setBarTintColor:)]) {
            [self setBarTintColor:nil];
        }

        [self setTintColor:nil];
        [self setTitleTextAttributes:nil];
    }

    [barView setHidden:!orange];
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


- (void)keepThePartyGoing:(NSTimer *)timer {
    partyHue += 1.0f / 360.0f;
    if (partyHue > 1.0f)
        partyHue = 0.0f;
    
    UIColor *partyColor = [UIColor colorWithHue:partyHue
                                saturation:1.0f
                                brightness:1.0f
                                     alpha:1.0f];
    
    if ([self respondsToSelector:@selector(setBarTintColor:)]) {
        [self setBarTintColor:partyColor];
        [self setTintColor:[UIColor whiteColor]];
        
        NSDictionary *titleTextAttributes = [NSDictionary dictionaryWithObject:[UIColor whiteColor] forKey:NSForegroundColorAttributeName];
        [self setTitleTextAttributes:titleTextAttributes];
    } else {
        [self setTintColor:partyColor ];
    }
}

@end
