import Foundation
import Testing

@testable import AppSources

/// The Objective-C tokenizer and reader.
@Suite struct ObjectiveCReadingTests {
    let helper = ScanHelper()

    @Test func tokenizerSkipsCommentsAndJoinsAdjacentLiterals() {
        let tokenizer = ObjectiveCTokenizer(
            text: """
                // [d boolForKey:@"line comment"]
                /* [d boolForKey:@"block
                   comment"] */
                #define kLong @"a" \\
                    @"b"
                #define kCall(x) @"no"
                #import "Header.h"
                x = @"one" "two" /* between */ @"three\\"q\\n";
                c = '"';
                """)
        #expect(tokenizer.defines.map(\.name) == ["kLong"])
        #expect(tokenizer.defines[0].tokens.map(\.kind) == [.string("ab")])
        let strings = tokenizer.tokens.compactMap { token -> String? in
            if case .string(let value) = token.kind { return "\(value)@\(token.line):\(token.column)" }
            return nil
        }
        #expect(strings == ["onetwothree\"q\n@8:5"])
        #expect(tokenizer.tokens.first?.identifier == "x" && tokenizer.tokens.first?.line == 8)
    }

    /// Issue 33: only a `(` touching the name makes a macro function-like; `#define kTheme (@"theme")`
    /// is an object-like macro whose value is in parentheses, and reads through it keep their key.
    @Test func aParenthesizedDefineValueIsAConstantNotAFunctionLikeMacro() {
        let tokenizer = ObjectiveCTokenizer(
            text: """
                #define kTheme (@"theme")
                #define kCall(x) @"no"
                """)
        #expect(tokenizer.defines.map(\.name) == ["kTheme"])
        let scan = helper.scan([
            "K.m": """
            #define kTheme (@"theme")
            - (void)load {
                NSString *t = [[NSUserDefaults standardUserDefaults] stringForKey:kTheme];
            }
            """
        ])
        #expect(ScanHelper.reads(scan) == ["theme@3:19 string stringForKey:"])
        #expect(scan.dynamicUses.isEmpty, "\(scan.dynamicUses.map(\.uncertainty))")
    }

    /// Registered values keep their sign and C's `true`; a keychain wrapper's typed getter is no
    /// defaults read.
    @Test func negativeNumbersCBooleansAndKeychainReceivers() {
        let scan = helper.scan([
            "R.m": """
            - (void)load {
                [[NSUserDefaults standardUserDefaults] registerDefaults:@{ @"offset": @-5, @"ratio": @(-0.5), @"c_bool": @(true), @"on": @YES }];
                NSString *token = [keychain stringForKey:@"token"];
                NSString *theme = [[NSUserDefaults standardUserDefaults] stringForKey:@"theme"];
            }
            """
        ])
        guard case .entries(let entries) = scan.registrations.first?.contents else {
            Issue.record("\(scan.registrations)")
            return
        }
        #expect(entries.map(\.key) == ["offset", "ratio", "c_bool", "on"])
        #expect(entries.map(\.value) == [.integer(-5), .double(-0.5), .bool(true), .bool(true)])
        #expect(ScanHelper.reads(scan) == ["theme@4:23 string stringForKey:"])
    }

    @Test func messagesToDefaultsWithConstantsAndRegistrations() {
        let scan = helper.scan([
            "K.h": """
            #define kTheme @"theme"
            extern NSString *const kShared;
            """,
            "K.m": """
            NSString *const kShared = @"shared_key";
            static NSString * kMutable = @"mutable";
            @implementation K
            - (void)load {
                NSUserDefaults *prefs = [NSUserDefaults standardUserDefaults];
                [prefs registerDefaults:@{ kTheme: @"dark", @"count": @3, @"on": @YES, kShared: [NSNumber numberWithBool:NO] }];
                BOOL on = [prefs boolForKey:@"on"];
                NSString *t = [[NSUserDefaults standardUserDefaults] stringForKey:kTheme];
                [prefs setInteger:4 forKey:@"count"];
                id s = [[[NSUserDefaults alloc] initWithSuiteName:@"group.k"] objectForKey:kShared];
                id m = [prefs objectForKey:kMutable];
                id other = [dictionary objectForKey:@"not_defaults"];
                id f = [prefs objectForKey:[NSString stringWithFormat:@"row_%d", 3]];
            }
            @end
            """,
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "on@7:15 bool boolForKey:", "theme@8:19 string stringForKey:", "shared_key@10:12 - objectForKey:",
            ])
        #expect(scan.keyedUses.first { $0.key == "shared_key" }?.suite == "group.k")
        #expect(scan.uses.filter { $0.action == .write }.map(\.key) == ["count"])
        #expect(
            scan.dynamicUses.map(\.uncertainty) == [
                "`kMutable` is a var, so it may change", "the key is built at run time from \"row_\"",
            ])
        #expect(scan.dynamicUses.map(\.keyPrefix) == [nil, "row_"])
        guard case .entries(let entries) = scan.registrations.first?.contents else {
            Issue.record("\(scan.registrations)")
            return
        }
        #expect(entries.map(\.key) == ["theme", "count", "on", "shared_key"])
        #expect(entries.map(\.value) == [.string("dark"), .integer(3), .bool(true), .bool(false)])
    }

    @Test func objectsAndKeysAndRegistrationFromTheBundle() {
        let scan = helper.scan([
            "A.m": """
            - (void)a {
                [[NSUserDefaults standardUserDefaults] registerDefaults:[NSDictionary dictionaryWithObjectsAndKeys:@"v", @"k", @2.5, @"n", nil]];
            }
            """,
            "B.m": """
            - (void)b {
                NSString *path = [[[NSBundle mainBundle] bundlePath] stringByAppendingPathComponent:@"Settings.bundle"];
                [[NSUserDefaults standardUserDefaults] registerDefaults:[self defaultsFrom:path]];
            }
            """,
        ])
        guard case .entries(let entries) = scan.registrations.first?.contents else {
            Issue.record("\(scan.registrations)")
            return
        }
        #expect(entries.map(\.key) == ["k", "n"] && entries.map(\.value) == [.string("v"), .double(2.5)])
        #expect(scan.registrations.last?.contents == .settingsBundle)
    }
}
