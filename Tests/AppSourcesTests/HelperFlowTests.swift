import AppSources
import Foundation
import Testing

/// Issue 29: a key followed through initialisers and closures, and registrations reached through
/// helper functions.
@Suite struct HelperFlowTests {
    let helper = ScanHelper()

    @Test func aKeyStoredByAnInitialiserIsReadWhereTheTypeIsCreated() {
        let scan = helper.scan([
            "Setting.swift": """
            final class Setting {
                let key: String
                init(key: String) { self.key = key }
                var isOn: Bool { UserDefaults.standard.bool(forKey: key) }
            }
            struct Toggle {
                var title: String
                var name: String
                func read() -> String? { UserDefaults.standard.string(forKey: self.name) }
            }
            final class Reader {
                let value: Int
                init(_ storageKey: String) { value = UserDefaults.standard.integer(forKey: storageKey) }
            }
            """,
            "Use.swift": """
            let sound = Setting(key: "sound")
            let music: Setting = .init(key: "music")
            let theme = Toggle(title: "Theme", name: "theme")
            let count = Reader.init("count")
            """,
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "sound@1:13 bool Setting() (bool(forKey:))", "music@2:22 bool Setting() (bool(forKey:))",
                "theme@3:13 string Toggle() (string(forKey:))", "count@4:13 integer Reader() (integer(forKey:))",
            ])
        #expect(scan.unresolvedReads.isEmpty, "\(scan.unresolvedReads.map(\.uncertainty))")
    }

    @Test func aTypeCreatedNowhereTheReaderSeesLeavesItsReadUnresolved() {
        let scan = helper.scan([
            "A.swift": """
            class Setting {
                let key: String
                init(key: String) { self.key = key }
                var isOn: Bool { UserDefaults.standard.bool(forKey: key) }
            }
            final class Sound: Setting {}
            let sound = Sound(key: "sound")
            """
        ])
        #expect(
            scan.unresolvedReads.map(\.uncertainty) == [
                "the key is what Setting's initialiser stores, and no call of Setting(key:) was found"
            ])
    }

    @Test func aDecodedStructsKeyIsNotAMemberwiseParameter() {
        let scan = helper.scan([
            "A.swift": """
            struct Item: Codable {
                var key: String
                var isOn: Bool { UserDefaults.standard.bool(forKey: key) }
            }
            """
        ])
        #expect(scan.unresolvedReads.count == 1)
    }

    @Test func aKeyCapturedOrPassedToANamedClosureIsFollowed() {
        let scan = helper.scan([
            "A.swift": """
            final class Settings {
                func observer(for key: String) -> () -> Bool {
                    return { UserDefaults.standard.bool(forKey: key) }
                }
                let flag = { (key: String) -> Bool in UserDefaults.standard.bool(forKey: key) }
                let text: (String) -> String? = { name in UserDefaults.standard.string(forKey: name) }
                func use() {
                    _ = observer(for: "captured")()
                    _ = flag("closure")
                    _ = text("shorthand")
                    ["a", "b"].forEach { k in _ = UserDefaults.standard.bool(forKey: k) }
                }
            }
            """
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "captured@8:13 bool observer() (bool(forKey:))", "closure@9:13 bool flag() (bool(forKey:))",
                "shorthand@10:13 string text() (string(forKey:))",
            ])
        // An anonymous closure's parameter is not followed: said, not guessed.
        #expect(
            scan.unresolvedReads.map(\.uncertainty) == [
                "the key is the parameter `k` of a closure, which the reader cannot follow"
            ])
    }
}

extension HelperFlowTests {
    /// IncognitoAI: `integer(forKey: todayKey())` where `todayKey()` returns `"requests_\(model)_\(day)"`.
    @Test func aFunctionReturningAKeyOrItsStartResolvesItsCalls() {
        let scan = helper.scan([
            "A.swift": """
            final class Limits {
                private func todayKey() -> String {
                    let day = 1
                    return "requests_\\(day)"
                }
                private func themeKey() -> String { "theme" }
                func read() {
                    _ = UserDefaults.standard.integer(forKey: todayKey())
                    _ = UserDefaults.standard.string(forKey: self.themeKey())
                }
            }
            """
        ])
        #expect(scan.uses.compactMap(\.keyPrefix) == ["requests_"])
        #expect(ScanHelper.reads(scan) == ["theme@9:13 string string(forKey:)"])
        #expect(scan.unresolvedReads.isEmpty)
    }

    @Test func aReadWhoseFunctionWritesTheKeyWhenUnsetFallsBack() throws {
        let scan = helper.scan([
            "A.swift": """
            func sound() -> Bool {
                if UserDefaults.standard.object(forKey: "sound") == nil { UserDefaults.standard.set(true, forKey: "sound") }
                return UserDefaults.standard.bool(forKey: "sound")
            }
            func flag(_ key: String, defaultValue: Bool) -> Bool {
                if (UserDefaults.standard.value(forKey: key) == nil) {
                    UserDefaults.standard.set(defaultValue, forKey: key)
                }
                return UserDefaults.standard.bool(forKey: key)
            }
            func plain(_ key: String) -> Bool { UserDefaults.standard.bool(forKey: key) }
            func use() { _ = flag("haptics", defaultValue: true); _ = plain("music") }
            """
        ])
        let reads = scan.keyedUses.filter { $0.action == .read }
        let sound = try #require(reads.last { $0.key == "sound" })
        #expect(sound.fallsBack && sound.fallback == .bool(true))
        #expect(reads.first { $0.key == "haptics" }?.fallsBack == true)
        #expect(reads.first { $0.key == "music" }?.fallsBack == false)
    }
}

/// Registrations whose dictionary comes through a helper.
@Suite struct HelperRegistrationTests {
    let helper = ScanHelper()

    func registered(_ scan: SourceScan) -> [String] {
        scan.registrations.flatMap { registration -> [String] in
            switch registration.contents {
            case .entries(let entries): entries.map { "\($0.key)=\($0.value?.description ?? "nil")" }
            case .resource(let name, let entries): entries.map { "\(name):\($0.key)" }
            case .settingsBundle: ["bundle"]
            case .unknown(let reason): ["unknown: \(reason)"]
            }
        }
    }

    @Test func aDictionaryBuiltByAFunctionIsRegistered() {
        let scan = helper.scan([
            "A.swift": """
            enum Setup {
                static func defaultValues() -> [String: Any] {
                    ["sound": true, "volume": 5]
                }
                static func more() -> [String: Any] {
                    let values: [String: Any] = ["theme": "dark"]
                    return values
                }
                static func run() {
                    UserDefaults.standard.register(defaults: defaultValues())
                    UserDefaults.standard.register(defaults: Setup.more())
                }
            }
            """
        ])
        #expect(registered(scan) == ["sound=true", "volume=5", "theme=\"dark\""])
    }

    @Test func aDictionaryPassedToARegisteringHelperIsRegisteredAtEachCall() {
        let scan = helper.scan([
            "A.swift": """
            func register(_ values: [String: Any]) {
                UserDefaults.standard.register(defaults: values)
            }
            func setUp(with extra: [String: Any]) { register(extra) }
            func start() {
                register(["sound": true])
                setUp(with: ["theme": "dark"])
            }
            """
        ])
        #expect(registered(scan) == ["sound=true", "theme=\"dark\""])
    }

    @Test func aPlistLoadedByAHelperIsRegistered() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>from_plist</key><true/></dict></plist>
            """
        let scan = helper.scan(
            [
                "A.swift": """
                func loadDefaults() -> [String: Any] {
                    let url = Bundle.main.url(forResource: "Defaults", withExtension: "plist")!
                    return NSDictionary(contentsOf: url) as! [String: Any]
                }
                func plist(named name: String) -> [String: Any]? {
                    guard let path = Bundle.main.path(forResource: name, ofType: "plist") else { return nil }
                    return NSDictionary(contentsOfFile: path) as? [String: Any]
                }
                func start() {
                    UserDefaults.standard.register(defaults: loadDefaults())
                    UserDefaults.standard.register(defaults: plist(named: "Other")!)
                }
                """
            ], resources: ["Defaults.plist": plist, "Other.plist": plist])
        #expect(registered(scan) == ["Defaults.plist:from_plist", "Other.plist:from_plist"])
    }
}
