//
//  GameView.mm
//  iFifteen
//
//  Created by AKEB on 9/3/10.
//  Copyright 2010 AKEB.RU. All rights reserved.
//

#import "GameView.h"
#import "GameViewController.h"
#import "CounterView.h"
#import "TimeView.h"
#import "Util.h"

@implementation GameView

@synthesize parentViewController;
@synthesize gameIsStarted, gameIsFinished;



// Only override drawRect: if you perform custom drawing.
// An empty implementation adversely affects performance during animation.
- (void)drawRect:(CGRect)rect {
	NSUserDefaults *set = [[NSUserDefaults alloc] init];
	settings = [set dictionaryRepresentation];
	SoundVolume = [settings valueForKey:@"soundVolume"];
	SoundOn = [settings valueForKey:@"soundOn"];
	BlocksKind = [settings valueForKey:@"BlockKind"];
	//Регистрируем и сохраняем файл на диск
	[set synchronize];
	for (int i=1; i<=BLOCKS_COUNT; i++) {
		images[i] = [UIImage imageNamed:[NSString stringWithFormat:@"%@%d.png",([BlocksKind intValue] == 1 ? @"b":@"n"), i]];
	}
	
	NSMutableDictionary *params = [[NSMutableDictionary alloc] initWithContentsOfFile:[NSString stringWithFormat:@"%@/Documents/Save%d.xml",NSHomeDirectory(),[BlocksKind intValue]]];
	NSString *SSTATUS = [params valueForKey:@"STATUS"];
	
	NSError *err;
	NSURL *url = [NSURL fileURLWithPath:[[NSBundle mainBundle] pathForResource: @"sound14" ofType:@"mp3" inDirectory:@"/"]];
	player = [[AVAudioPlayer alloc] initWithContentsOfURL:url error: &err];
	[player prepareToPlay];
	[player setCurrentTime:0.0f];
	[player setVolume:[SoundVolume floatValue]];
	
	
	
	if ([SSTATUS intValue] == 1) {
		[self continueGame];
	} else {
		[self initGame];
		[self newGame];
	}
}


-(void) newGame {
	isNewGame = true;
	[self setGameIsStarted:false];
	[self setGameIsFinished:false];

	
	[[[self parentViewController] counterView] resetCount];
	[[[self parentViewController] timeView] setStartTimer:false];
	
	NSMutableDictionary *params = [ [ NSMutableDictionary alloc ] init ];
	[params setValue:@"0" forKey:@"STATUS"];
	[params writeToFile:[NSString stringWithFormat:@"%@/Documents/Save%d.xml",NSHomeDirectory(),[BlocksKind intValue]] atomically:YES];
	
	int first = 0;
	for (int i=1; i<=BLOCKS_COUNT; i++) {
		if (buttons[i].num == BLOCKS_COUNT) {
			first = i;
			break;
		}
	}
	
	int next = 0;
	prev = 0;
	for (int i=1; i<=DIFFICULTY; i++) {
		next = (int)[self random_step:first];
		[self changePos:first to:next];
		first = next;
	}
	prev = 0;
	
	[[self parentViewController] newGame];
	
}









- (void) saveGame {
	
	NSMutableDictionary *params = [ [ NSMutableDictionary alloc ] init ];
	
	if (![self gameIsFinished] && [self gameIsStarted]) {
		[[self parentViewController] pauseGame:true];
		
		[params setValue:@"1" forKey:@"STATUS"];
		[params setValue:[NSString stringWithFormat:@"%d",[[[self parentViewController] timeView] Min]] forKey:@"Min"];
		[params setValue:[NSString stringWithFormat:@"%d",[[[self parentViewController] timeView] Sec]] forKey:@"Sec"];
		[params setValue:[NSString stringWithFormat:@"%d",[[[self parentViewController] counterView] count]] forKey:@"Point"];
		for (int i=1; i<=BLOCKS_COUNT; i++) {
			[params setValue:[NSString stringWithFormat:@"%d",buttons[i].num] forKey:[NSString stringWithFormat:@"img%d num",i]];
		}
	} else {
		[params setValue:@"0" forKey:@"STATUS"];
	}
	[params writeToFile:[NSString stringWithFormat:@"%@/Documents/Save%d.xml",NSHomeDirectory(),[BlocksKind intValue]] atomically:YES];	
}

-(void) continueGame {
	NSMutableDictionary *params = [[NSMutableDictionary alloc] initWithContentsOfFile:[NSString stringWithFormat:@"%@/Documents/Save%d.xml",NSHomeDirectory(),[BlocksKind intValue]]];
	
	
	
	[[[self parentViewController] counterView] resetCount];
	[[[self parentViewController] timeView] resetTimer];
	
	[self setGameIsStarted:true];
	[self setGameIsFinished:false];
	
	[[self parentViewController] startGame];
	[[self parentViewController] pauseGame:true];
	
	NSString *SMin = [params valueForKey:@"Min"];
	NSString *SSec = [params valueForKey:@"Sec"];
	NSString *SPoint = [params valueForKey:@"Point"];
	[[[self parentViewController] timeView] setTimerWithSec:[SMin intValue] sec:[SSec intValue]];
	[[[self parentViewController] counterView] setCount:[SPoint intValue]];

	int kx=0;
	int ky=-1;
	CGRect TempRect;
	for (int i=1; i<=BLOCKS_COUNT; i++) {
		NSString *SNum = [params valueForKey:[NSString stringWithFormat:@"img%d num",i]];
		
		if ((kx % ROW_SIZE) == 0) {
			ky++;
			kx = 0;
		}
		
		buttons[i].img = [[UIImageView alloc] initWithImage:images[[SNum intValue]]];
		buttons[i].num = [SNum intValue];
		TempRect = buttons[i].img.frame;
		TempRect.origin.x = kx*BLOCK_WIDTH;
		TempRect.origin.y = ky*BLOCK_HEIGHT;
		buttonsPoint[i].x = TempRect.origin.x;
		buttonsPoint[i].y = TempRect.origin.y;
		TempRect.size.width = BLOCK_WIDTH;
		TempRect.size.height = BLOCK_HEIGHT;
		buttons[i].img.frame = TempRect;
		[self addSubview:buttons[i].img];
		kx++;
	}
}



@end
