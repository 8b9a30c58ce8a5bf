import AppSources
import Foundation
import Testing

/// Reading Swift: what counts as a read, a write and a registration of a defaults key.
@Suite struct SwiftReadingTests {
    let helper = ScanHelper()

    @Test func literalsConstantsAndRawValuesAreReadWithTheirAccessorTypeAndPlace() {
        let scan = helper.scan([
            "Keys.swift": """
            enum Keys {
                static let sound = "sound_" + "enabled"
                enum Nested { static let volume = "volume" }
            }
            enum Key: String { case theme, accent = "accent_color" }
            """,
            "Reader.swift": """
            let d = UserDefaults.standard
            func read() {
                _ = d.bool(forKey: Keys.sound)
                _ = UserDefaults.standard.double(forKey: Keys.Nested.volume)
                _ = d.string(forKey: Key.theme.rawValue)
                _ = d.string(forKey: Key.accent.rawValue)
                _ = d.integer(forKey: "plain")
                // d.bool(forKey: "commented")
                _ = "d.bool(forKey: \\"in a string\\")"
            }
            """,
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "sound_enabled@3:9 bool bool(forKey:)", "volume@4:9 double double(forKey:)",
                "theme@5:9 string string(forKey:)", "accent_color@6:9 string string(forKey:)",
                "plain@7:9 integer integer(forKey:)",
            ])
        #expect(scan.dynamicUses.isEmpty)
        #expect(scan.files.count == 2)
    }

    @Test func dynamicAndUncertainKeysAreReadsWithoutAKeyAndSayWhy() throws {
        let scan = helper.scan([
            "A.swift": """
            struct A { static let key = "a" }
            struct B { static let key = "b" }
            func f(_ index: Int, other: Int) {
                _ = UserDefaults.standard.bool(forKey: "row_\\(index)")
                _ = UserDefaults.standard.bool(forKey: key)
                _ = UserDefaults.standard.bool(forKey: makeKey())
            }
            """
        ])
        let reasons = scan.dynamicUses.map { $0.uncertainty ?? "" }
        #expect(reasons.count == 3)
        #expect(reasons[0] == "the key is built at run time from \"row_\"")
        #expect(scan.dynamicUses.first?.keyPrefix == "row_")
        #expect(reasons[1] == "`key` is declared with 2 values (\"a\", \"b\")")
        #expect(reasons[2] == "`makeKey()` is not a literal or a constant the reader can follow")
        #expect(scan.keyedUses.isEmpty)
    }

    @Test func fallbacksWritesAndReceiversThatAreNotDefaults() {
        let scan = helper.scan([
            "F.swift": """
            func f(cache: NSCache<NSString, AnyObject>, dict: NSDictionary, keychain: KeychainWrapper) {
                let name = UserDefaults.standard.string(forKey: "name") ?? "Anonymous"
                let count = UserDefaults.standard.object(forKey: "count") as? Int ?? 3
                UserDefaults.standard.set(true, forKey: "seen")
                UserDefaults.standard.removeObject(forKey: "old")
                _ = dict.object(forKey: "not_defaults")
                _ = keychain.string(forKey: "token")
                _ = cache.object(forKey: "image")
            }
            """
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "name@2:16 string string(forKey:)", "count@3:17 integer object(forKey:) as? Int",
            ])
        #expect(scan.uses[0].fallback == .string("Anonymous"))
        #expect(scan.uses[1].fallback == .integer(3))
        #expect(scan.uses.filter { $0.action == .write }.map(\.key) == ["seen", "old"])
    }

    @Test func appStorageWrappersAndDefaultsKeysCountOnlyWhenUsed() {
        let scan = helper.scan([
            "W.swift": """
            @propertyWrapper struct UserDefault<T> {
                let key: String
                let defaultValue: T
                init(_ key: String, defaultValue: T) { self.key = key; self.defaultValue = defaultValue }
                var wrappedValue: T { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
            }
            extension Defaults.Keys {
                static let used = Key<Bool>("defaults_used", default: true)
                static let unused = Key<Int>("defaults_unused", default: 1)
            }
            struct V {
                @AppStorage("storage", store: UserDefaults(suiteName: "group.example")) var storage = 2
                @AppStorage("never_mentioned") var neverMentioned = true
                @UserDefault("wrapped", defaultValue: false) var wrapped: Bool
                @WrappedDefault(key: "foil") var foil = "x"
                func use() { print(storage, wrapped, foil, Defaults[.used]) }
            }
            """
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "defaults_used@8:23 bool Defaults.Key<Bool>", "storage@12:5 integer @AppStorage",
                "wrapped@14:5 bool @UserDefault", "foil@15:5 string @WrappedDefault",
            ])
        let byKey = Dictionary(uniqueKeysWithValues: scan.keyedUses.map { ($0.key!, $0) })
        #expect(byKey["storage"]?.suite == "group.example")
        #expect(byKey["storage"]?.fallback == .integer(2))
        #expect(byKey["wrapped"]?.fallback == .bool(false) && byKey["wrapped"]?.registersFallback == false)
        #expect(byKey["foil"]?.registersFallback == true)
        #expect(byKey["defaults_used"]?.registersFallback == true)
        // The wrapper's own `object(forKey: key)` is followed at its declarations, not a dynamic read.
        #expect(scan.dynamicUses.isEmpty)
    }

    @Test func helpersTakingAKeyAreFollowedToTheirCalls() {
        let scan = helper.scan([
            "H.swift": """
            enum Setting: String { case alpha, beta = "beta_key" }
            func flag(_ key: String) -> Bool { UserDefaults.standard.bool(forKey: key) }
            func value(of setting: Setting) -> Any? { UserDefaults.standard.object(forKey: setting.rawValue) }
            func g(name: String) {
                _ = flag("helper_key")
                _ = flag(name)
            }
            """
        ])
        #expect(
            ScanHelper.reads(scan) == [
                "alpha@3:43 - object(forKey:)", "beta_key@3:43 - object(forKey:)",
                "helper_key@5:9 bool flag() (bool(forKey:))",
            ])
        // `g(name:)` passes its parameter on: it is a helper too, and nothing calls it.
        #expect(scan.dynamicUses.isEmpty)
    }

    @Test func registrationsLiteralResourceBundleAndUnknown() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>from_plist</key>
            \t<integer>4</integer>
            </dict>
            </plist>
            """
        let scan = helper.scan(
            [
                "R.swift": """
                let defaults: [String: Any] = ["listed": true, "rate": -1.5]
                func a() { UserDefaults.standard.register(defaults: ["inline": "x", Keys.missing: 1]) }
                func b() { UserDefaults.standard.register(defaults: defaults) }
                func c() {
                    let url = Bundle.main.url(forResource: "Defaults", withExtension: "plist")!
                    UserDefaults.standard.register(defaults: NSDictionary(contentsOf: url) as! [String: Any])
                }
                func d() {
                    let root = Bundle.main.path(forResource: "Settings", ofType: "bundle")! + "/Root.plist"
                    UserDefaults.standard.register(defaults: load(root))
                }
                func e(values: [String: Any]) { UserDefaults.standard.register(defaults: values) }
                func f() { e(values: computed()) }
                """
            ], resources: ["Defaults.plist": plist])
        let contents = scan.registrations.map(\.contents)
        #expect(contents.count == 6)
        #expect(
            contents[0]
                == .entries([
                    .init(
                        key: "inline", value: .string("x"),
                        position: .init(file: helper.folder.appendingPathComponent("R.swift").path, line: 2, column: 54)
                    )
                ]))
        if case .unknown(let reason) = contents[1] {
            #expect(reason.contains("Keys.missing"))
        } else {
            Issue.record("\(contents[1])")
        }
        if case .entries(let entries) = contents[2] {
            #expect(entries.map(\.key) == ["listed", "rate"] && entries.map(\.value) == [.bool(true), .double(-1.5)])
        } else {
            Issue.record("\(contents[2])")
        }
        if case .resource(let name, let entries) = contents[3] {
            #expect(name == "Defaults.plist" && entries.map(\.key) == ["from_plist"] && entries[0].position.line == 4)
        } else {
            Issue.record("\(contents[3])")
        }
        #expect(contents[4] == .settingsBundle)
        // `e` registers what its callers pass: `computed()`, which the reader cannot follow.
        if case .unknown(let reason) = contents[5] {
            #expect(reason.contains("`computed()`"))
        } else {
            Issue.record("\(contents[5])")
        }
    }

    @Test func functionInAPropertyOfAUserDefaultsExtensionIsThePropertyName() {
        let scan = helper.scan([
            "E.swift": """
            extension UserDefaults {
                @objc dynamic var contentBlocking: Bool { object(forKey: #function) as? Bool ?? true }
                func named() -> Bool { bool(forKey: #function) }
            }
            """
        ])
        #expect(ScanHelper.reads(scan) == ["contentBlocking@2:47 bool object(forKey:) as? Bool"])
        #expect(scan.uses.first?.fallback == .bool(true))
        #expect(
            scan.dynamicUses.map(\.uncertainty) == [
                "`#function` outside a property names a function, not a key the reader can follow"
            ])
    }
}
