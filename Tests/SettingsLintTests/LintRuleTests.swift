import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// Every lint rule has a fixture that triggers it, at the expected item.
@Suite struct LintRuleTests {
    static let fixture = BundleFixtures.fixture("LintRules/Settings.bundle")

    /// (rule, file, item) triggered by `Fixtures/LintRules`.
    static let expected: [(Rule, String, Int?)] = [
        (.missingType, "Root.plist", 1),
        (.unknownType, "Root.plist", 2),
        (.missingRequiredKey, "Root.plist", 3),
        (.titlesValuesCount, "Root.plist", 4),
        (.defaultNotInValues, "Root.plist", 5),
        (.defaultTypeMismatch, "Root.plist", 6),
        (.toggleDefault, "Root.plist", 7),
        (.sliderRange, "Root.plist", 8),
        (.sliderDefaultRange, "Root.plist", 9),
        (.missingImage, "Root.plist", 9),
        (.childMissing, "Root.plist", 10),
        (.childCaseMismatch, "Root.plist", 11),
        (.childEscapesBundle, "Root.plist", 12),
        (.childEscapesBundle, "Root.plist", 13),
        (.childCycle, "Loop.plist", 0),
        (.duplicateKey, "Root.plist", 16),
        (.invalidKeyboardType, "Root.plist", 17),
        (.invalidAutocapitalizationType, "Root.plist", 17),
        (.invalidAutocorrectionType, "Root.plist", 17),
        (.invalidIdiom, "Root.plist", 18),
        (.controlCharacters, "Evil.plist", 0),
        (.wrongValueType, "Root.plist", 20),
        (.wrongValueType, "Root.plist", 21),
        (.emptyChoices, "Root.plist", 22),
        (.childInvalidName, "Root.plist", 23),
        (.childFilePath, "Root.plist", 24),
        (.insecurePasswordField, "Root.plist", 25),
        (.invalidSpecifier, "Root.plist", 26),
        (.missingPreferenceSpecifiers, "NoSpecifiers.plist", nil),
        (.unreadablePlist, "Broken.plist", nil),
        (.invalidAppGroup, "Table.plist", nil),
        (.missingStringsTable, "Table.plist", nil),
        (.missingLocalization, "Root.plist", nil),
        (.unreadableStrings, "es.lproj/Root.strings", nil),
        (.unreachablePage, "Orphan.plist", nil),
        (.wrongValueType, "Root.plist", 30),
    ]

    @Test func fixtureTriggersEachRuleWhereExpected() throws {
        let report = try BundleFixtures.lint(Self.fixture)
        for (rule, file, item) in Self.expected {
            let hit = report.diagnostics.contains {
                $0.rule == rule && $0.relativeFile == file && $0.specifierIndex == item
            }
            #expect(hit, "expected [\(rule.rawValue)] in \(file) at item \(item.map(String.init) ?? "-")")
        }
        #expect(report.hasErrors)
    }

    @Test func everyRuleIsCoveredByAFixture() throws {
        // Rules the LintRules fixture cannot show (they need a missing Root, a symlink made at
        // test time, or a huge bundle) are covered by the tests named here.
        // InAppSettingsKit's rules are triggered by Fixtures/InApp (InAppLintTests.rulesForInAppKeys);
        // global-domain needs an app's Info.plist (GlobalDomainBundleTests in SettingsToolTests);
        // the rules across the source need an app's code (SourceLintTests' FixtureApp has one of each);
        // launch-argument needs a scheme's arguments (LaunchArgumentLintTests, LintSchemeTests).
        let elsewhere: Set<Rule> = [
            .missingRoot, .childLimit, .inAppDatePicker, .inAppListItemType, .inAppOpenURLFile, .inAppMailSpelling,
            .inAppSelector, .globalDomain, .unreadKey, .unknownKey, .readType, .codeDefault, .unregisteredDefaults,
            .launchArgument,
        ]
        let covered = Set(Self.expected.map(\.0)).union(elsewhere)
        #expect(covered == Set(RuleCatalog.all.rules))
    }

    @Test func messagesNameTheItemAndKey() throws {
        let report = try BundleFixtures.lint(Self.fixture)
        let finding = try #require(report.diagnostics.first { $0.rule == .defaultNotInValues })
        #expect(finding.message.hasPrefix("Item 5 (Key \"not_listed\"): "))
        #expect(finding.key == "not_listed")
        #expect(finding.description.hasSuffix("[default-not-in-values]"))
        #expect(finding.description.hasPrefix(Self.fixture.path + "/Root.plist:65:4: warning: Item 5"))
    }

    @Test func controlCharactersNeverReachTheTextForm() throws {
        let report = try BundleFixtures.lint(Self.fixture)
        #expect(!report.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
        // The model keeps the raw string.
        let bundle = try BundleFixtures.load(Self.fixture)
        let evil = try #require(bundle.page("Evil")?.specifiers.first?.title)
        #expect(evil.raw.contains("\u{1B}[2J"))
    }

    @Test func jsonFormRoundTrips() throws {
        let report = try BundleFixtures.lint(Self.fixture)
        let data = try report.jsonData()
        let decoded = try RuleCatalog.all.decoder().decode(LintReport.self, from: data)
        #expect(decoded == report)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["rule"] is String)
        #expect(first["severity"] is String)
        #expect(first["file"] is String)
    }

    @Test func missingRootIsAnErrorAndOtherPagesAreStillLinted() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Other.plist",
            [
                BundleFixtures.specifier(
                    "PSMultiValueSpecifier", ["Key": "k", "Title": "K", "Values": [1], "Titles": ["a", "b"]])
            ])
        let report = try BundleFixtures.lint(bundle)
        #expect(report.diagnostics.contains { $0.rule == .missingRoot && $0.severity == .error })
        #expect(report.diagnostics.contains { $0.rule == .unreachablePage && $0.relativeFile == "Other.plist" })
        #expect(report.diagnostics.contains { $0.rule == .titlesValuesCount && $0.relativeFile == "Other.plist" })
        let loaded = try BundleFixtures.load(bundle)
        #expect(loaded.rootPage.specifiers.isEmpty)
        #expect(loaded.rootPage.file == nil)
    }

    /// An Xcode bundle target writes the bundle's own Info.plist (Artificial-Pancreas/iAPS has one in
    /// its Settings.bundle): Settings never shows it, so it is neither an unreachable nor an empty page.
    /// One with specifiers that no pane reaches still is.
    @Test func theBundlesInfoPlistIsNoPage() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist", [BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Key": "k", "Title": "K"])])
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>$(BUNDLE_IDENTIFIER).Settings</string>
            <key>CFBundlePackageType</key><string>BNDL</string>
            </dict></plist>
            """
        try Data(info.utf8).write(to: bundle.appendingPathComponent("Info.plist"))
        let report = try BundleFixtures.lint(bundle)
        #expect(!report.diagnostics.contains { $0.relativeFile == "Info.plist" }, "\(report.diagnostics)")

        try BundleFixtures.writePage(
            bundle, "Info.plist", [BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Key": "j", "Title": "J"])])
        let paged = try BundleFixtures.lint(bundle)
        #expect(paged.diagnostics.contains { $0.rule == .unreachablePage && $0.relativeFile == "Info.plist" })
    }

    @Test func lowercaseRootIsACaseMismatch() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePage(folder, "root.plist", [])
        let report = try BundleFixtures.lint(folder)
        let finding = try #require(report.diagnostics.first { $0.rule == .missingRoot })
        #expect(finding.message.contains("root.plist"))
    }

    @Test func cleanBundleHasNoFindings() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePage(
            folder, "Root.plist",
            [
                BundleFixtures.specifier("PSGroupSpecifier", ["Title": "G"]),
                BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Title": "T", "Key": "t", "DefaultValue": true]),
            ])
        #expect(try BundleFixtures.lint(folder).diagnostics.isEmpty)
    }

    @Test func missingTranslationsGiveOneNotePerPageWithEveryLanguage() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [
                BundleFixtures.specifier("PSGroupSpecifier", ["Title": "Sound"]),
                BundleFixtures.specifier(
                    "PSToggleSwitchSpecifier", ["Key": "on", "Title": "Enabled", "DefaultValue": true]),
                BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "More", "File": "More"]),
            ], extra: ["StringsTable": "Root"])
        try BundleFixtures.writePage(
            bundle, "More.plist", [BundleFixtures.specifier("PSGroupSpecifier", ["Title": "Extra"])],
            extra: ["StringsTable": "More"])
        // 30 languages translate only "Sound" on Root; only en has More.strings.
        let languages = (0..<30).map { String(format: "l%02d", $0) }
        for language in languages {
            let lproj = bundle.appendingPathComponent(language + ".lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"Sound\" = \"S\";\n".utf8).write(to: lproj.appendingPathComponent("Root.strings"))
        }
        let english = bundle.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try Data("\"Sound\" = \"Sound\"; \"Enabled\" = \"Enabled\"; \"More\" = \"More\";\n".utf8)
            .write(to: english.appendingPathComponent("Root.strings"))
        try Data("\"Extra\" = \"Extra\";\n".utf8).write(to: english.appendingPathComponent("More.strings"))

        let notes = try BundleFixtures.lint(bundle).diagnostics.filter { $0.rule == .missingLocalization }
        #expect(notes.map(\.relativeFile).sorted() == ["More.plist", "Root.plist"])
        let root = try #require(notes.first { $0.relativeFile == "Root.plist" })
        #expect(root.severity == .note)
        #expect(root.message.hasPrefix("Root.plist shows untranslated text in 30 languages: "))
        #expect(root.message.contains("l00 2, l01 2"))
        #expect(root.message.contains("(most often \"Enabled\", \"More\")"))
        let more = try #require(notes.first { $0.relativeFile == "More.plist" })
        #expect(more.message.contains("no More.strings in " + languages.joined(separator: ", ")))
    }

    /// VLC's playback-speed titles (`0.25x`, `1.00x`) are the same in every language: a title with
    /// no word is not counted as missing; words still are (issue 19 item 14).
    @Test func titlesWithoutWordsNeedNoTranslation() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [
                BundleFixtures.specifier(
                    "PSMultiValueSpecifier",
                    [
                        "Key": "speed", "Title": "Playback speed", "DefaultValue": 1.0,
                        "Values": [0.25, 1.0, 2.0, 3.0, 4.0, 5.0],
                        "Titles": ["0.25x", "1.00x", "2.00x", "1080p", "—", "Auto"],
                    ])
            ], extra: ["StringsTable": "Root"])
        let english = bundle.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try Data("\"Other\" = \"Other\";\n".utf8).write(to: english.appendingPathComponent("Root.strings"))
        let note = try #require(BundleFixtures.lint(bundle).diagnostics.first { $0.rule == .missingLocalization })
        #expect(note.message.contains("missing strings of the 2 it uses: en 2"), "\(note.message)")
        #expect(!note.message.contains("0.25x"))
        #expect(Linter.Collector.isTranslatable("Auto") && Linter.Collector.isTranslatable("開"))
        #expect(!Linter.Collector.isTranslatable("0.25x") && !Linter.Collector.isTranslatable("4K"))
    }

    /// The language rule (Documentation/LanguageRule.md): a regional folder without the table
    /// reads its language's table (es-419 reads es), so it is not untranslated; a folder whose
    /// users fall back to English is.
    @Test func aRegionalFolderReadingItsLanguagesTableIsTranslated() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Key": "sync", "Title": "Sync"])],
            extra: ["StringsTable": "Root"])
        for (language, text) in [("en", "Sync"), ("es", "Sincronizar"), ("es-419", nil), ("fr", nil)] {
            let lproj = bundle.appendingPathComponent(language + ".lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            guard let text else { continue }
            try Data("\"Sync\" = \"\(text)\";\n".utf8).write(to: lproj.appendingPathComponent("Root.strings"))
        }
        let note = try #require(BundleFixtures.lint(bundle).diagnostics.first { $0.rule == .missingLocalization })
        #expect(
            note.message.contains("no Root.strings in fr;") || note.message.contains("no Root.strings in fr "),
            "\(note.message)")
        #expect(!note.message.contains("es-419"), "\(note.message)")
    }

    /// A text field's array default is quoted in the finding only up to a cut: a page whose
    /// DefaultValue is a large array (or shared references within the input budget) does not
    /// print it whole into the CI log (7 MB for one 229-byte page before).
    @Test func aQuotedDefaultValueIsCut() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        let large = PlistValue.array(Array(repeating: "abcdefgh", count: 5_000))
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [BundleFixtures.specifier("PSTextFieldSpecifier", ["Key": "k", "Title": "T", "DefaultValue": large])])
        let report = try BundleFixtures.lint(bundle)
        let finding = try #require(report.diagnostics.first { $0.rule == .wrongValueType })
        #expect(finding.message.contains("the field shows \"(abcdefgh, abcdefgh"))
        #expect(finding.message.utf8.count < 1_000)
    }

}
