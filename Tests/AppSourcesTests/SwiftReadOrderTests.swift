import Foundation
import Testing

@testable import AppSources

/// Issue 29 (speed): each Swift file is parsed once and its uses read right after its declarations.
/// A use of a name a later file declares must come out as if every declaration had been read first:
/// each case is scanned with the declaring file sorted after the using one, and before it.
@Suite struct SwiftReadOrderTests {
    let helper = ScanHelper()

    /// Scans `use` and `declaration` in both orders (`A.swift` first, then `Z.swift` first) and
    /// returns both scans' `describe` outputs.
    func bothOrders(use: String, declaration: String, _ describe: (SourceScan) -> [String]) -> [[String]] {
        [
            describe(helper.scan(["First/A.swift": use, "First/Z.swift": declaration])),
            describe(helper.scan(["Second/A.swift": declaration, "Second/Z.swift": use])),
        ]
    }

    static func keys(_ scan: SourceScan) -> [String] {
        scan.uses.map { use in
            "\(use.key ?? "?") \(use.suite ?? "-") \(use.accessor)"
                + (use.key == nil ? " \(use.uncertainty ?? "")" : "")
        }
    }

    @Test func aConstantDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func f() { _ = UserDefaults.standard.bool(forKey: Keys.sound) }",
            declaration: "enum Keys { static let sound = \"sound_enabled\" }", Self.keys)
        #expect(scans[0] == ["sound_enabled - bool(forKey:)"])
        #expect(scans[1] == scans[0])
    }

    @Test func anEnumsCasesDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func value(_ s: Setting) -> Bool { UserDefaults.standard.bool(forKey: s.rawValue) }",
            declaration: "enum Setting: String { case alpha, beta = \"b_key\" }", Self.keys)
        #expect(scans[0] == ["alpha - bool(forKey:)", "b_key - bool(forKey:)"])
        #expect(scans[1] == scans[0])
    }

    @Test func aSwitchedKeyDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func f() { _ = UserDefaults.standard.bool(forKey: Pref.sound.key) }",
            declaration: """
                enum Pref {
                    case sound, theme
                    var key: String { switch self { case .sound: "sound_k" case .theme: "theme_k" } }
                }
                """, Self.keys)
        #expect(scans[0] == ["sound_k - bool(forKey:)"])
        #expect(scans[1] == scans[0])
    }

    @Test func anArrayOfKeysDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func f() { for key in allKeys { _ = UserDefaults.standard.bool(forKey: key) } }",
            declaration: "let allKeys = [\"a_key\", \"b_key\"]", Self.keys)
        #expect(scans[0] == ["a_key - bool(forKey:)", "b_key - bool(forKey:)"])
        #expect(scans[1] == scans[0])
    }

    @Test func aDefaultsVariableDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func f() { _ = shared?.object(forKey: \"s_key\") }",
            declaration: "let shared = UserDefaults(suiteName: \"group.x\")", Self.keys)
        // `object` is an accessor other types share: it counts only on a receiver known to be defaults.
        #expect(scans[0] == ["s_key group.x object(forKey:)"])
        #expect(scans[1] == scans[0])
    }

    @Test func aPropertyWrapperDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "struct S { @Stored(\"wrapped_key\") var flag: Bool\n func g() -> Bool { flag } }",
            declaration: """
                @propertyWrapper struct Stored {
                    let key: String
                    init(_ key: String) { self.key = key }
                    var wrappedValue: Bool { UserDefaults.standard.bool(forKey: key) }
                }
                """, Self.keys)
        #expect(scans[0] == ["wrapped_key - @Stored"])
        #expect(scans[1] == scans[0])
    }

    @Test func aWrapperPropertyReadOnlyInALaterFile() {
        let scans = bothOrders(
            use: "struct V { @AppStorage(\"app_key\") var flag = false }",
            declaration: "func h(v: V) -> Bool { v.flag }", Self.keys)
        #expect(scans[0] == ["app_key - @AppStorage"])
        #expect(scans[1] == scans[0])
    }

    @Test func aRegisteredDictionaryDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func f() { UserDefaults.standard.register(defaults: initial) }",
            declaration: "let initial: [String: Any] = [\"reg_key\": true]"
        ) { scan in
            scan.registrations.map { registration in
                guard case .entries(let entries) = registration.contents else { return "\(registration.contents)" }
                return entries.map { "\($0.key)=\($0.value.map { "\($0)" } ?? "-")" }.joined(separator: ",")
            }
        }
        #expect(scans[0] == ["reg_key=true"])
        #expect(scans[1] == scans[0])
    }

    @Test func aStaticWrapperPropertyReadThroughItsTypeInALaterFile() {
        let scans = bothOrders(
            use: "struct Settings { @AppStorage(\"queue_key\") static var isQueueEnabled = false }",
            declaration: "func h() -> Bool { Settings.isQueueEnabled }", Self.keys)
        #expect(scans[0] == ["queue_key - @AppStorage"])
        #expect(scans[1] == scans[0])
    }

    @Test func anInitialiserDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "extension Setting { var isOn: Bool { UserDefaults.standard.bool(forKey: key) } }",
            declaration: """
                struct Setting {
                    let key: String
                    init(key: String) { self.key = key }
                }
                let sound = Setting(key: "init_key")
                """, Self.keys)
        #expect(scans[0] == ["init_key - Setting() (bool(forKey:))"])
        #expect(scans[1] == scans[0])
    }

    /// The explicit initialiser read first (`Setting(_:)`, found by position) gives way to the memberwise
    /// one a later file declares (`Setting(name:key:)`, found by label): the first reading's initialiser
    /// read is dropped with the file's uses, not reported as never called.
    @Test func aMemberwiseInitialiserDeclaredInALaterFile() {
        let scans = bothOrders(
            use: """
                extension Setting {
                    init(_ key: String) { self.name = key; self.key = key }
                    var isOn: Bool { UserDefaults.standard.bool(forKey: key) }
                }
                """,
            declaration: """
                struct Setting { var name: String; var key: String }
                let sound = Setting(name: "Sound", key: "member_key")
                """, Self.keys)
        #expect(scans[0] == ["member_key - Setting() (bool(forKey:))"])
        #expect(scans[1] == scans[0])
    }

    @Test func aKeyFunctionDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func f() -> Int { UserDefaults.standard.integer(forKey: todayKey()) }",
            declaration: "func todayKey() -> String { \"requests_today\" }", Self.keys)
        #expect(scans[0] == ["requests_today - integer(forKey:)"])
        #expect(scans[1] == scans[0])
    }

    static func registrations(_ scan: SourceScan) -> [String] {
        scan.registrations.map { registration in
            guard case .entries(let entries) = registration.contents else { return "\(registration.contents)" }
            return entries.map { "\($0.key)=\($0.value.map { "\($0)" } ?? "-")" }.joined(separator: ",")
        }
    }

    @Test func aRegistrationSourceDeclaredInALaterFile() {
        let scans = bothOrders(
            use: "func f() { UserDefaults.standard.register(defaults: defaultValues()) }",
            declaration: "func defaultValues() -> [String: Any] { [\"fn_key\": 3] }", Self.registrations)
        #expect(scans[0] == ["fn_key=3"])
        #expect(scans[1] == scans[0])
    }

    /// A function returning a variable whose dictionary is registered once, however the files are read.
    @Test func aRegistrationSourceVariableDeclaredInALaterFile() {
        let scans = bothOrders(
            use: """
                func f() { UserDefaults.standard.register(defaults: loadDefaults()) }
                func g() { UserDefaults.standard.register(defaults: loadDefaults()) }
                """,
            declaration: """
                let fallbackValues: [String: Any] = ["var_key": true]
                func loadDefaults() -> [String: Any] { let x = 1; _ = x; return fallbackValues }
                """, Self.registrations)
        #expect(scans[0] == ["var_key=true"])
        #expect(scans[1] == scans[0])
    }

    /// The files read again: only those that asked a name a later file changed.
    static func reread(_ files: [(String, String)]) -> [Int] {
        SourceScanner.onLargeStack {
            let declarations = SwiftDeclarationCollector(constants: ConstantTable())
            let uses = SwiftUseCollector(
                declarations: DeclarationLookups(declarations), scan: SourceScan(), resources: [:])
            return SourceScanner.readSwift(
                files.map { SwiftSourceText(path: $0.0, text: $0.1) }, declarations: declarations, uses: uses)
        }
    }

    /// One walk reads a file's declarations and uses together (``SwiftFileWalk``): a use above the
    /// declaration it needs, in the same file, is read again with every declaration; a file whose
    /// declarations come first is parsed once.
    @Test func aDeclarationFurtherDownTheSameFile() {
        let use = "func f() { _ = UserDefaults.standard.bool(forKey: Keys.sound) }\n"
        let declaration = "enum Keys { static let sound = \"sound_enabled\" }\n"
        // Asked again below the declaration: the first question decides.
        let below = use + declaration + use.replacingOccurrences(of: "f()", with: "g()")
        #expect(
            Self.keys(helper.scan(["Below.swift": below]))
                == Array(repeating: "sound_enabled - bool(forKey:)", count: 2))
        #expect(Self.reread([("Below.swift", below)]) == [0])
        #expect(Self.keys(helper.scan(["Above.swift": declaration + use])) == ["sound_enabled - bool(forKey:)"])
        #expect(Self.reread([("Above.swift", declaration + use)]) == [])
    }

    /// A wrapper property read inside its own declaration, after the question was asked at that
    /// declaration: the read moves the clock on, so the file is read again and the key counts as read.
    @Test func aWrapperPropertyReadWithinItsOwnDeclaration() {
        let file = "struct S { @AppStorage(\"own_key\") var flag = false, copy = flag }"
        #expect(Self.keys(helper.scan(["Own.swift": file])) == ["own_key - @AppStorage"])
        #expect(Self.reread([("Own.swift", file)]) == [0])
    }

    @Test func onlyFilesThatUseALaterDeclarationAreParsedAgain() {
        let use = "func f() { _ = UserDefaults.standard.bool(forKey: Keys.sound) }"
        let declaration = "enum Keys { static let sound = \"sound_enabled\" }"
        let other = "func g() -> Int { [1, 2].count }"
        #expect(Self.reread([("A.swift", use), ("B.swift", other), ("Z.swift", declaration)]) == [0])
        #expect(Self.reread([("A.swift", declaration), ("B.swift", other), ("Z.swift", use)]) == [])
        // Files that each declare and read their own keys, and share a `defaults` property name and
        // key names declared alike in every file, are each parsed once.
        let files = (0..<40).map { index in
            (
                "Model\(index).swift",
                """
                enum Keys\(index) { static let setting = "key_\(index % 5)" }
                final class Model\(index) {
                    private let defaults = UserDefaults.standard
                    var counts: [String: Int] = [:]
                    var isEnabled: Bool {
                        get { defaults.bool(forKey: Keys\(index).setting) }
                        set { defaults.set(newValue, forKey: Keys\(index).setting) }
                    }
                }
                """
            )
        }
        #expect(Self.reread(files) == [])
    }
}
