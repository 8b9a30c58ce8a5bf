//
//  MPOAuthAPI.m
//  MPOAuthConnection
//
//  Created by Karl Adam on 08.12.05.
//  Copyright 2008 matrixPointer. All rights reserved.
//

#import "MPOAuthAPIRequestLoader.h"
#import "MPOAuthAPI.h"
#import "MPOAuthCredentialConcreteStore.h"
#import "MPOAuthURLRequest.h"
#import "MPOAuthURLResponse.h"
#import "MPURLRequestParameter.h"

#import "NSURL+MPURLParameterAdditions.h"
#import "MPOAuthAPI+KeychainAdditions.h"

#define kMPOAuthTokenRefreshDateDefaultsKey		@"MPOAuthAutomaticTokenRefreshLastExpiryDate"

NSString *kMPOAuthCredentialConsumerKey			= @"kMPOAuthCredentialConsumerKey";
NSString *kMPOAuthCredentialConsumerSecret		= @"kMPOAuthCredentialConsumerSecret";
NSString *kMPOAuthCredentialRequestToken		= @"kMPOAuthCredentialRequestToken";
NSString *kMPOAuthCredentialRequestTokenSecret	= @"kMPOAuthCredentialRequestTokenSecret";
NSString *kMPOAuthCredentialAccessToken			= @"kMPOAuthCredentialAccessToken";
NSString *kMPOAuthCredentialAccessTokenSecret	= @"kMPOAuthCredentialAccessTokenSecret";
NSString *kMPOAuthCredentialSessionHandle		= @"kMPOAuthCredentialSessionHandle";

NSString *kMPOAuthSignatureMethod				= @"kMPOAuthSignatureMethod";

NSString *MPOAuthRequestTokenURLKey				= @"MPOAuthRequestTokenURL";
NSString *MPOAuthUserAuthorizationURLKey		= @"MPOAuthUserAuthorizationURL";
NSString *MPOAuthAccessTokenURLKey				= @"MPOAuthAccessTokenURL";

@interface MPOAuthAPI ()
@property (nonatomic, readwrite, retain) NSObject <MPOAuthCredentialStore, MPOAuthParameterFactory> *credentials;
@property (nonatomic, readwrite, retain) NSURL *authenticationURL;
@property (nonatomic, readwrite, retain) NSURL *baseURL;
@property (nonatomic, readwrite, retain) NSMutableArray *activeLoaders;
@property (nonatomic, readwrite, retain) NSTimer *refreshTimer;

- (void)_authenticationRequestForUserPermissionsConfirmationAtURL:(NSURL *)inURL;
- (void)_automaticallyRefreshAccessToken:(NSTimer *)inTimer;
- (void)_invalidateLocalCredentialsIfConsumerKeyHasChanged:(NSString*)currentConsumerKey;

@end

@implementation MPOAuthAPI


- (id)initWithCredentials:(NSDictionary *)inCredentials authenticationURL:(NSURL *)inAuthURL andBaseURL:(NSURL *)inBaseURL
{
	self = [super init];
	if (self != nil)
	{
		self.authenticationURL = inAuthURL;
		self.baseURL = inBaseURL;

		NSString* currentConsumerKey = (NSString*)[inCredentials objectForKey:kMPOAuthCredentialConsumerKey];
		[self _invalidateLocalCredentialsIfConsumerKeyHasChanged:currentConsumerKey];

		NSString *requestToken = [self findValueFromKeychainUsingName:@"oauth_token_request"];
		NSString *requestTokenSecret = [self findValueFromKeychainUsingName:@"oauth_token_request_secret"];
		NSString *accessToken = [self findValueFromKeychainUsingName:@"oauth_token_access"];
		NSString *accessTokenSecret = [self findValueFromKeychainUsingName:@"oauth_token_access_secret"];
		NSString *sessionHandle = [self findValueFromKeychainUsingName:@"oauth_session_handle"];
		
		_credentials = [[MPOAuthCredentialConcreteStore alloc] initWithCredentials:inCredentials];
		[_credentials setRequestToken:requestToken];
		[_credentials setRequestTokenSecret:requestTokenSecret];
		[(MPOAuthCredentialConcreteStore *)_credentials setAccessToken:accessToken];
		[_credentials setAccessTokenSecret:accessTokenSecret];
		[_credentials setSessionHandle:sessionHandle];
		
		_activeLoaders = [[NSMutableArray alloc] initWithCapacity:10];
		
		self.signatureScheme = MPOAuthSignatureSchemeHMACSHA1;

		[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(_requestTokenReceived:) name:MPOAuthNotificationRequestTokenReceived object:nil];
		[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(_accessTokenReceived:) name:MPOAuthNotificationAccessTokenReceived object:nil];		
	}
	return self;	
}


@synthesize credentials = _credentials;
@synthesize baseURL = _baseURL;
@synthesize authenticationURL = _authenticationURL;
@synthesize oauthRequestTokenURL = _oauthRequestTokenURL;
@synthesize oauthAuthorizeTokenURL = _oauthAuthorizeTokenURL;
@synthesize oauthGetAccessTokenURL = _oauthGetAccessTokenURL;
@synthesize signatureScheme = _signatureScheme;
@synthesize activeLoaders = _activeLoaders;
@synthesize delegate = _delegate;
@synthesize refreshTimer = _refreshTimer;

#pragma mark -


#pragma mark -

- (BOOL) shouldAccessTokenBeRefreshed
{
	// citron todo: right now access tokens never expire from our server
	//				they can be revoked though. How do we authorize if we've lost authorization?
	return NO;
	
	NSTimeInterval expiryDateInterval = [[NSUserDefaults standardUserDefaults] doubleForKey:kMPOAuthTokenRefreshDateDefaultsKey];
	NSDate *tokenExpiryDate = [NSDate dateWithTimeIntervalSinceReferenceDate:expiryDateInterval];
	return [tokenExpiryDate compare:[NSDate date]] == NSOrderedAscending;
}






- (void)_authenticationRequestForRequestTokenSuccessfulLoad:(MPOAuthAPIRequestLoader *)inLoader
{
	// citron note: this is disabled. Instead we will listen for the notification and manually move to the next step
	return;
	
	NSDictionary *oauthResponseParameters = inLoader.oauthResponse.oauthParameters;
	NSString *xoauthRequestAuthURL = [oauthResponseParameters objectForKey:@"xoauth_request_auth_url"]; // a common custom extension, used by Yahoo!
	NSURL *userAuthURL = xoauthRequestAuthURL ? [NSURL URLWithString:xoauthRequestAuthURL] : self.oauthAuthorizeTokenURL;
	NSURL *callbackURL = [self.delegate respondsToSelector:@selector(callbackURLForCompletedUserAuthorization)] ? [self.delegate callbackURLForCompletedUserAuthorization] : nil;
	NSDictionary *parameters = [NSDictionary dictionaryWithObjectsAndKeys:	[oauthResponseParameters objectForKey:@"oauth_token"], @"oauth_token",
																			callbackURL, @"oauth_callback",
																			nil];

	userAuthURL = [userAuthURL urlByAddingParameterDictionary:parameters];
	BOOL delegateWantsToBeInvolved = [self.delegate respondsToSelector:@selector(automaticallyRequestAuthenticationWithToken:)];

	if (!delegateWantsToBeInvolved || (delegateWantsToBeInvolved && [self.delegate automaticallyRequestAuthenticationWithToken:[oauthResponseParameters objectForKey:@"oauth_token"]])) {
		[self _authenticationRequestForUserPermissionsConfirmationAtURL:userAuthURL];
	}
}


#pragma mark -








#pragma mark -


#pragma mark -


- (void)_requestTokenReceived:(NSNotification *)inNotification {
	[self addToKeychainUsingName:@"oauth_token_request" andValue:[[inNotification userInfo] objectForKey:@"oauth_token"]];
	[self addToKeychainUsingName:@"oauth_token_request_secret" andValue:[[inNotification userInfo] objectForKey:@"oauth_token_secret"]];
}

- (void)_accessTokenReceived:(NSNotification *)inNotification {
	[self removeValueFromKeychainUsingName:@"oauth_token_request"];
	[self removeValueFromKeychainUsingName:@"oauth_token_request_secret"];
	
	[self addToKeychainUsingName:@"oauth_token_access" andValue:[[inNotification userInfo] objectForKey:@"oauth_token"]];
	[self addToKeychainUsingName:@"oauth_token_access_secret" andValue:[[inNotification userInfo] objectForKey:@"oauth_token_secret"]];
	
	[self addToKeychainUsingName:@"oauth_session_handle" andValue:[[inNotification userInfo] objectForKey:@"oauth_session_handle"]];
	
	NSTimeInterval tokenRefreshInterval = (NSTimeInterval)[[[inNotification userInfo] objectForKey:@"oauth_expires_in"] intValue];
	NSDate *tokenExpiryDate = [NSDate dateWithTimeIntervalSinceNow:tokenRefreshInterval];
	[[NSUserDefaults standardUserDefaults] setDouble:[tokenExpiryDate timeIntervalSinceReferenceDate] forKey:kMPOAuthTokenRefreshDateDefaultsKey];
	
	if (!_refreshTimer && tokenRefreshInterval > 0.0) {
		self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:tokenRefreshInterval target:self selector:@selector(_automaticallyRefreshAccessToken:) userInfo:nil repeats:YES];
	}
}

#pragma mark -





@end

