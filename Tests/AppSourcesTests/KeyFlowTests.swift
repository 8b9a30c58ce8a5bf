import AppSources
import Foundation
import Testing

/// Issue 29: keys built from a known start, library keys and their casts, the code's fallbacks.
@Suite struct KeyFlowTests {
    let helper = ScanHelper()

    @Test func keysBuiltFromAKnownStartArePrefixReadsTypedByTheAccessor() {
        let scan = helper.scan([
            "Filters.swift": """
            func f(_ name: String) {
                _ = UserDefaults.standard.bool(forKey: "filter_\\(name)")
                _ = UserDefaults.standard.string(forKey: "mode_" + name)
                _ = UserDefaults.standard.bool(forKey: "\\(name)_late")
            }
            """,
            "Filters.m": """
            void g(NSString *name) {
                NSUserDefaults *d = [NSUserDefaults standardUserDefaults];
                [d boolForKey:[@"objc_" stringByAppendingString:name]];
                [d integerForKey:[NSString stringWithFormat:@"count_%@_x", name]];
                [d integerForKey:[NSString stringWithFormat:@"%@", name]];
            }
            """,
        ])
        let prefixes = scan.uses.compactMap { use in use.keyPrefix.map { "\($0) \(use.type?.rawValue ?? "-")" } }
        #expect(prefixes == ["objc_ bool", "count_ integer", "filter_ bool", "mode_ string"])
        // A key with no known start stays unresolved.
        #expect(scan.unresolvedReads.count == 2)
    }

    @Test func defaultsLibraryKeysInferTheirTypeAndConvert() throws {
        let scan = helper.scan([
            "Keys.swift": """
            import Defaults
            extension Defaults.Keys {
                static let bitrate = Key("bitrate_streaming", default: -1)
                static let quality = Key<String>("quality", default: "high")
                static let unused = Key<Bool>("unused", default: true)
            }
            extension DefaultsKeys {
                static let volume = DefaultsKey<Double>("volume", defaultValue: 0.5)
                var username: DefaultsKey<String?> { .init("username") }
            }
            """,
            "Use.swift": """
            func f() {
                _ = Defaults[.bitrate]
                _ = Defaults[.quality]
                _ = Defaults[key: DefaultsKeys.volume]
                _ = Defaults[\\.username]
            }
            """,
        ])
        let reads = scan.keyedUses.map { "\($0.key!) \($0.type?.rawValue ?? "-") \($0.accessor) \($0.casts)" }
        #expect(
            reads == [
                "bitrate_streaming integer Defaults.Key<Int> false", "quality string Defaults.Key<String> true",
                "volume double DefaultsKey<Double> false", "username string DefaultsKey<String?> false",
            ])
        // The Defaults library registers its defaults; SwiftyUserDefaults only falls back on them.
        #expect(scan.keyedUses.map(\.registersFallback) == [true, true, false, false])
    }

    @Test func objectForKeyCastIsACastOfThatType() throws {
        let scan = helper.scan([
            "A.swift": "func f() -> Int { UserDefaults.standard.object(forKey: \"n\") as? Int ?? 3 }\n"
        ])
        let use = try #require(scan.keyedUses.first)
        #expect(use.type == .integer && use.casts && use.fallback == .integer(3))
        #expect(use.accessor == "object(forKey:) as? Int")
    }

    @Test func nilFallbacksInObjectiveCAndGuardLetAreTheReadsDefault() {
        let scan = helper.scan([
            "A.m": """
            void f(void) {
                NSUserDefaults *d = [NSUserDefaults standardUserDefaults];
                NSString *a = [d stringForKey:@"a"];
                if (a == nil) { a = @"one"; }
                NSString *b = [d stringForKey:@"b"];
                if (!b) b = @"two";
                NSString *c = [d stringForKey:@"c"] ?: @"three";
                NSString *e = [d stringForKey:@"e"];
                if (e == nil) other = @"no";
            }
            """,
            "B.swift": """
            func g() -> Int {
                guard let n = UserDefaults.standard.object(forKey: "n") as? Int else { return 4 }
                return n
            }
            """,
        ])
        let fallbacks = scan.keyedUses.map { "\($0.key!)=\($0.fallback?.description ?? "nil")" }
        #expect(fallbacks == ["a=\"one\"", "b=\"two\"", "c=\"three\"", "e=nil", "n=4"])
    }

    @Test func aKeyIsFollowedThroughFunctionsThatPassItOn() {
        let scan = helper.scan([
            "Flow.swift": """
            final class Settings {
                func flag(_ key: String) -> Bool { UserDefaults.standard.bool(forKey: key) }
                func enabled(for key: String) -> Bool { flag(key) }
                func feature(named name: String) -> Bool { enabled(for: name) }
                var safeMode: Bool { feature(named: "safe_mode") }
            }
            """
        ])
        #expect(ScanHelper.reads(scan) == ["safe_mode@5:26 bool feature() (bool(forKey:))"])
        #expect(scan.unresolvedReads.isEmpty)
    }

    @Test func objectiveCReachesASwiftHelperByItsSelector() {
        // The emulator's case: Objective-C asks a Swift method, which asks UserDefaults.
        let scan = helper.scan([
            "Settings.swift": """
            @objc final class AppSettings: NSObject {
                @objc func integerForSetting(_ key: String) -> Int { UserDefaults.standard.integer(forKey: key) }
                @objc(flagNamed:) func flag(named key: String) -> Bool { UserDefaults.standard.bool(forKey: key) }
                @objc func string(forSetting key: String) -> String? { UserDefaults.standard.string(forKey: key) }
            }
            """,
            "Touch.m": """
            - (void)touch {
                NSInteger press = [self.settings integerForSetting:@"GestureLongPress"];
                BOOL on = [settings flagNamed:@"Haptics"];
                NSString *name = [settings stringForSetting:@"Skin"];
            }
            """,
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "GestureLongPress@2:23 integer integerForSetting: (Swift integerForSetting(), integer(forKey:))",
                "Haptics@3:15 bool flagNamed: (Swift flag(), bool(forKey:))",
                "Skin@4:22 string stringForSetting: (Swift string(), string(forKey:))",
            ])
        #expect(scan.unresolvedReads.isEmpty)
    }

    @Test func anEnumPropertyReturningKeysFromASwitchReadsEachKey() {
        // The messaging app's case: the key comes from a computed property's `switch self`.
        let scan = helper.scan([
            "Preference.swift": """
            enum Preference: CaseIterable {
                case readReceipts, typing
                var key: String {
                    switch self {
                    case .readReceipts: return "read_receipts"
                    case .typing: return "typing_indicators"
                    }
                }
            }
            func enabled(_ preference: Preference) -> Bool { UserDefaults.standard.bool(forKey: preference.key) }
            let typing = UserDefaults.standard.bool(forKey: Preference.typing.key)
            """
        ])
        #expect(scan.keyedUses.map(\.key) == ["read_receipts", "typing_indicators", "typing_indicators"])
        #expect(scan.unresolvedReads.isEmpty)
    }

    @Test func swiftAndObjectiveCReachAnObjectiveCHelperMethod() {
        let scan = helper.scan([
            "Settings.m": """
            @implementation Settings
            - (BOOL)boolForSetting:(NSString *)key {
                return [[NSUserDefaults standardUserDefaults] boolForKey:key];
            }
            - (void)load {
                BOOL sound = [self boolForSetting:@"Sound"];
            }
            @end
            """,
            "View.swift": """
            func show(_ settings: Settings) {
                _ = settings.bool(forSetting: "Vibrate")
                _ = settings.boolForSetting("Flash")
            }
            """,
        ])
        #expect(
            scan.keyedUses.map { "\($0.key!) \($0.type?.rawValue ?? "-")" } == [
                "Sound bool", "Vibrate bool", "Flash bool",
            ])
        #expect(scan.unresolvedReads.isEmpty)
    }
}
