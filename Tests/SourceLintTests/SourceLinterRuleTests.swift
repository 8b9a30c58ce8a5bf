import AppSources
import Foundation
import PropertyList
import SettingsBundle
import SettingsLint
import Testing

@testable import SourceLint

/// Each rule's edges: conversions that are not mismatches, and uncertainty that makes a finding a note.
@Suite struct SourceLinterRuleTests {
    let temporary = TemporaryFolder("sourcelint")
    var folder: URL { temporary.url }

    static func toggle(_ key: String, _ value: PlistValue = .bool(true), on: PlistValue? = nil, off: PlistValue? = nil)
        -> PlistValue
    {
        var entries: [PlistKey: PlistValue] = [
            "Type": .string("PSToggleSwitchSpecifier"), "Title": .string(key), "Key": .string(key),
            "DefaultValue": value,
        ]
        if let on { entries["TrueValue"] = on }
        if let off { entries["FalseValue"] = off }
        return .dictionary(entries)
    }

    static func multiValue(_ key: String, _ values: [PlistValue], default value: PlistValue) -> PlistValue {
        .dictionary([
            "Type": .string("PSMultiValueSpecifier"), "Title": .string(key), "Key": .string(key), "DefaultValue": value,
            "Values": .array(values), "Titles": .array(values.map { _ in .string("t") }),
        ])
    }

    /// Lints `swift` (one file, `App.swift`, and any `others` by name) against a bundle of
    /// `specifiers`, optionally on an app-group page, or as an InAppSettingsKit bundle whose only
    /// page is `Root.inApp.plist` (`inApp`).
    func lint(
        _ specifiers: [PlistValue], swift: String, appGroup: String? = nil, others: [String: String] = [:],
        lockFiles: [String: String] = [:], inApp: Bool = false
    ) throws -> [Diagnostic] {
        let bundle = folder.appendingPathComponent(inApp ? "InAppSettings.bundle" : "Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        var root: [PlistKey: PlistValue] = ["PreferenceSpecifiers": .array(specifiers)]
        if let appGroup { root["ApplicationGroupContainerIdentifier"] = .string(appGroup) }
        try PropertyListCoder.encodeXML(.dictionary(root)).write(
            to: bundle.appendingPathComponent(inApp ? "Root.inApp.plist" : "Root.plist"))
        var sources: [String] = []
        for (name, text) in [("App.swift", swift)] + others.sorted(by: { $0.key < $1.key }) {
            let source = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: source)
            sources.append(source.path)
        }
        var locks: [String] = []
        for (name, text) in lockFiles.sorted(by: { $0.key < $1.key }) {
            let lock = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: lock)
            locks.append(lock.path)
        }
        let location = try #require(try BundleLocator.locate(bundle.path).first)
        let bundles = [
            try BundleLoader.load(location, options: LoadOptions(idiom: .phone, view: inApp ? .inApp : .settingsApp))
        ]
        return SourceLinter.diagnostics(
            bundles: bundles, folder: bundles[0].folder, scan: SourceScanner.scan(files: sources, lockFiles: locks))
    }

    @Test func accessorConversionsAreNotMismatches() throws {
        let findings = try lint(
            [
                Self.multiValue("numbers", [.string("5"), .string("15")], default: .string("5")),
                Self.toggle("words", .string("YES"), on: .string("YES"), off: .string("NO")),
                Self.multiValue("flags", [.integer(0), .integer(1)], default: .integer(1)),
            ],
            swift: """
                let d = UserDefaults.standard
                func f() {
                    d.register(defaults: ["numbers": 5, "words": true, "flags": true])
                    _ = d.integer(forKey: "numbers")
                    _ = d.bool(forKey: "words")
                    _ = d.bool(forKey: "flags")
                }
                """)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    /// Untyped reads compare values as Settings stores them: YES and "1", NO and "0" agree.
    @Test func untypedReadsTakeOneAndZeroForYesAndNo() throws {
        let bundle = [Self.toggle("on_key"), Self.toggle("off_key", .bool(false))]
        let agreeing = try lint(
            bundle,
            swift: """
                func f() {
                    UserDefaults.standard.register(defaults: ["on_key": "1", "off_key": "0"])
                    _ = UserDefaults.standard.object(forKey: "on_key")
                    _ = UserDefaults.standard.object(forKey: "off_key")
                }
                """)
        #expect(agreeing.isEmpty, "\(agreeing.map(\.description))")
        let swapped = try lint(
            bundle,
            swift: """
                func f() {
                    UserDefaults.standard.register(defaults: ["on_key": "0", "off_key": "1"])
                    _ = UserDefaults.standard.object(forKey: "on_key")
                    _ = UserDefaults.standard.object(forKey: "off_key")
                }
                """)
        #expect(swapped.map(\.rule) == [.codeDefault, .codeDefault])
    }

    /// An unregistered integer read sees 0: a finding only where the DefaultValue is not 0.
    @Test func unregisteredIntegerReadsDifferOnlyFromNonZeroDefaults() throws {
        let findings = try lint(
            [
                Self.multiValue("five", [.integer(0), .integer(5)], default: .integer(5)),
                Self.multiValue("zero", [.integer(0), .integer(5)], default: .integer(0)),
            ],
            swift: """
                func f() {
                    _ = UserDefaults.standard.integer(forKey: "five")
                    _ = UserDefaults.standard.integer(forKey: "zero")
                }
                """)
        #expect(findings.map(\.rule) == [.unregisteredDefaults])
        #expect(findings.first?.key == "five")
    }

    @Test func readTypeNamesTheValuesReadAlike() throws {
        let findings = try lint(
            [Self.toggle("mode", .string("on"), on: .string("on"), off: .string("off"))],
            swift: """
                func f() {
                    UserDefaults.standard.register(defaults: ["mode": "on"])
                    _ = UserDefaults.standard.bool(forKey: "mode")
                }
                """)
        #expect(findings.map(\.rule) == [.readType])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("reads \"on\" and \"off\" all as false") == true)
    }

    @Test func unresolvedReadsWithholdUnreadKeyAndSayWhereOnceForTheBundle() throws {
        let findings = try lint(
            [Self.toggle("read", .bool(false)), Self.toggle("lonely"), Self.toggle("alone")],
            swift: """
                func f(_ i: Int) {
                    _ = UserDefaults.standard.bool(forKey: "read")
                    _ = UserDefaults.standard.bool(forKey: "\\(i)_row")
                    _ = UserDefaults.standard.bool(forKey: makeKey())
                }
                """)
        // No claim that "lonely" or "alone" does nothing: one note for the bundle, naming each read.
        #expect(findings.map(\.rule) == [.unreadKey])
        let note = try #require(findings.first)
        #expect(note.severity == .note && note.key == nil)
        let uncertainty = try #require(note.uncertainty)
        #expect(uncertainty.hasPrefix("2 reads of the app's code name no key lint can follow: App.swift:3:9"))
        #expect(uncertainty.contains("(the key is built at run time (string interpolation))"))
        #expect(uncertainty.contains("App.swift:4:9 bool(forKey:) (`makeKey()` is not a literal"))
        #expect(note.message.contains("the 2 keys no other read names (\"lonely\", \"alone\")"))
        // The JSON says why.
        let json = String(decoding: try LintReport(bundle: "b", diagnostics: findings).jsonData(), as: UTF8.self)
        #expect(json.contains("\"uncertainty\" : \"2 reads of the app's code name no key lint can follow"))
        #expect(note.relativeFile == "Root.plist")
    }

    /// The note stands on a page the bundle has: an InAppSettingsKit bundle (FLKone/HFRplus) has
    /// only `Root.inApp.plist`, and an annotation on a `Root.plist` that is not there is lost.
    @Test func theUnresolvedNoteOfAnInAppBundleIsOnItsPage() throws {
        let findings = try lint(
            [Self.toggle("lonely")], swift: "func f() { _ = UserDefaults.standard.bool(forKey: makeKey()) }",
            inApp: true)
        #expect(findings.map(\.rule) == [.unreadKey])
        #expect(findings.first?.severity == .note && findings.first?.uncertainty != nil)
        #expect(findings.first?.relativeFile == "Root.inApp.plist")
    }

    @Test func appGroupKeysMayBeReadByExtensionsSoUnreadIsANote() throws {
        let findings = try lint([Self.toggle("shared")], swift: "let x = 1\n", appGroup: "group.example")
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.uncertainty?.contains("app group group.example") == true)
    }

    @Test func unknownKeyIsANoteWhenTheBundleKeyIsAlsoRead() throws {
        let findings = try lint(
            [Self.toggle("enable_sound", .bool(false))],
            swift: """
                func f() {
                    _ = UserDefaults.standard.bool(forKey: "enable_sound")
                    _ = UserDefaults.standard.bool(forKey: "EnableSound")
                    _ = UserDefaults.standard.bool(forKey: "unrelated")
                }
                """)
        #expect(findings.map(\.rule) == [.unknownKey])
        #expect(findings.first?.severity == .note)
        #expect(
            findings.first?.uncertainty
                == "the code also reads \"enable_sound\" (at App.swift:2:9), so \"EnableSound\" may be a key of its own"
        )
    }

    @Test func fallbacksAreCodeDefaultsOnlyWhileNothingRegistersTheKey() throws {
        let swift = """
            func f() {
                _ = UserDefaults.standard.string(forKey: "theme") ?? "dark"
            }
            """
        let bundle = [Self.multiValue("theme", [.string("light"), .string("dark")], default: .string("light"))]
        let unregistered = try lint(bundle, swift: swift)
        #expect(unregistered.map(\.rule) == [.codeDefault])
        #expect(
            unregistered.first?.message.contains(
                "falls back on \"dark\" for \"theme\", but its DefaultValue is \"light\"") == true)
        let registered = try lint(
            bundle,
            swift: swift.replacingOccurrences(
                of: "func f() {", with: "func f() {\nUserDefaults.standard.register(defaults: [\"theme\": \"light\"])"))
        #expect(registered.isEmpty, "\(registered.map(\.description))")
    }

    @Test func registeringFromTheBundleOrUnknownContentsIsNeverUnregistered() throws {
        for registration in [
            "UserDefaults.standard.register(defaults: load(Bundle.main.path(forResource: \"Root\", ofType: \"plist\", inDirectory: \"Settings.bundle\")))",
            "UserDefaults.standard.register(defaults: computed())",
        ] {
            let findings = try lint(
                [Self.toggle("on_by_default")],
                swift: "func f() {\n\(registration)\n_ = UserDefaults.standard.bool(forKey: \"on_by_default\")\n}\n")
            #expect(findings.isEmpty, "\(registration): \(findings.map(\.description))")
        }
        let none = try lint(
            [Self.toggle("on_by_default"), Self.toggle("off_by_default", .bool(false))],
            swift:
                "func f() {\n_ = UserDefaults.standard.bool(forKey: \"on_by_default\")\n_ = UserDefaults.standard.bool(forKey: \"off_by_default\")\n}\n"
        )
        // Only the key whose unregistered read differs from its default.
        #expect(none.map(\.rule) == [.unregisteredDefaults])
        #expect(none.first?.key == "on_by_default")
        #expect(none.first?.message.contains("the app registers no defaults") == true)
    }

    /// Issue 33: an app that registers its bundle (or a dictionary the reader cannot follow) may
    /// register every key, so a `?? fallback` read is never what it sees: no `code-default`.
    @Test func fallbacksAreNotCodeDefaultsWhenTheAppRegistersTheBundleOrUnknownContents() throws {
        let bundle = [Self.multiValue("theme", [.string("light"), .string("dark")], default: .string("light"))]
        for registration in [
            "UserDefaults.standard.register(defaults: load(Bundle.main.path(forResource: \"Root\", ofType: \"plist\", inDirectory: \"Settings.bundle\")))",
            "UserDefaults.standard.register(defaults: computed())",
        ] {
            let findings = try lint(
                bundle,
                swift:
                    "func f() {\n\(registration)\n_ = UserDefaults.standard.string(forKey: \"theme\") ?? \"dark\"\n}\n")
            #expect(findings.isEmpty, "\(registration): \(findings.map(\.description))")
        }
    }
}

@Suite struct NearKeyTests {
    @Test func nearIsCaseAndSeparatorBlindThenEditDistanceByLength() {
        #expect(SourceLinter.isNear("enableSounds", "enable_sounds"))
        #expect(SourceLinter.isNear("Enable-Sounds", "enable_sounds"))
        #expect(SourceLinter.isNear("themes", "theme"))
        #expect(SourceLinter.isNear("notificatons", "notifications"))
        #expect(SourceLinter.isNear("notifictons", "notifications"))
        #expect(!SourceLinter.isNear("mode", "node"))
        #expect(!SourceLinter.isNear("theme", "thyme2"))
        #expect(!SourceLinter.isNear("volume", "volume"))
        #expect(!SourceLinter.isNear("sound", "speed"))
    }
}
