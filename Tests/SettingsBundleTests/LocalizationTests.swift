import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

@Suite struct LocalizationTests {
    static let fixture = BundleFixtures.fixture("Localization/Settings.bundle")

    func groupTitle(_ languages: [String]) throws -> LocalizedText? {
        try BundleFixtures.load(Self.fixture, languages: languages).rootPage.specifiers[0].title
    }

    @Test func preferredLanguageOrderWithFallbacks() throws {
        #expect(try groupTitle(["fr"])?.text == "Groupe")  // XML plist-format strings
        #expect(try groupTitle(["fr"])?.localization == "fr.lproj")
        #expect(try groupTitle(["pt-BR"])?.text == "Grupo")  // region fallback, UTF-16 LE with BOM
        #expect(try groupTitle(["pt_BR"])?.text == "Grupo")  // "_" like "-"
        #expect(try groupTitle(["de-DE"])?.text == "Gruppe")  // UTF-16 BE without BOM
        #expect(try groupTitle(["ja"])?.text == "グループ")  // UTF-16 LE without BOM
        #expect(try groupTitle(["nl"])?.text == "Groep")  // binary plist strings
        #expect(try groupTitle(["zh-CN"])?.text == "组")  // zh_cn.lproj folder
        #expect(try groupTitle(["zh-Hans"])?.text == "组")  // alias zh-Hans ↔ zh-CN
        #expect(try groupTitle(["sv", "fr"])?.text == "Groupe")  // second preference
        #expect(try groupTitle(["sv"])?.text == "Group")  // en fallback
        // A broken es file is still the file Settings reads: its strings show as written.
        #expect(try groupTitle(["es"])?.text == "GROUP")
        #expect(try groupTitle([])?.text == "Group")
    }

    /// Core Foundation reads one table and returns the key for a string it lacks: no string is
    /// taken from English or Base (Documentation/LanguageRule.md).
    @Test func aStringMissingFromTheChosenTableShowsAsWritten() throws {
        let page = try BundleFixtures.load(Self.fixture, languages: ["de"]).rootPage
        guard case .multiValue(let color) = page.specifiers[1].kind else {
            Issue.record("multi")
            return
        }
        #expect(color.choices.items.map(\.title.text) == ["Rot", "GREEN", "BLUE"])
        #expect(page.specifiers[1].title?.text == "COLOR")  // not in de: the raw string, not en's
        #expect(page.specifiers[2].title?.text == "SORTED")
        #expect(color.choices.items[0].shortTitle?.text == "R")  // raw
        // In English the en table is read first, before Base.
        let english = try BundleFixtures.load(Self.fixture, languages: ["en"]).rootPage
        #expect(english.specifiers[2].title?.text == "Sorted")
    }

    /// ualoc.h's behaviour tables (Apple ICU, `ualoc_localizationsToUse`), as CFBundle uses them.
    @Test func localizationsAreChosenAsAppleICUChoosesThem() {
        func use(_ language: String, _ available: [String]) -> [String] {
            LocalizationChoice.localizations(for: [language], among: available)
        }
        let spanish = (["es", "es_419"], ["es", "es_419", "es_MX"], ["es", "es_ES", "es_MX"])
        #expect(use("es-ES", spanish.1) == ["es"])
        #expect(use("es-AR", spanish.0) == ["es_419", "es"])
        #expect(use("es-MX", spanish.1) == ["es_MX", "es_419", "es"])
        #expect(use("es-419", spanish.2) == ["es"])
        #expect(use("es-ES", spanish.2) == ["es_ES", "es"])
        #expect(use("es", ["es_ES", "es_419"]) == ["es_ES"])
        #expect(use("pt-PT", ["pt", "pt_BR"]) == ["pt"])
        #expect(use("pt-BR", ["pt", "pt_PT"]) == ["pt"])
        #expect(use("pt-PT", ["pt", "pt_PT"]) == ["pt_PT", "pt"])
        #expect(use("pt-MO", ["pt", "pt_PT"]) == ["pt_PT", "pt"])
        let chinese = (["zh_CN", "zh_TW"], ["zh_CN", "zh_TW", "zh_HK"], ["zh_Hans", "zh_Hant", "zh_Hant_HK"])
        #expect(use("zh-HK", chinese.0) == ["zh_TW"])
        #expect(use("zh-Hant-HK", chinese.1) == ["zh_HK", "zh_TW"])
        #expect(use("zh-HK", chinese.2) == ["zh_Hant_HK", "zh_Hant"])
        #expect(use("zh", chinese.2) == ["zh_Hans"])
        #expect(use("zh-Hans", chinese.0) == ["zh_CN"])
        #expect(use("zh-Hant-TW", chinese.2) == ["zh_Hant"])
        let english = ["en", "en_AU", "en_GB", "en_001", "en_150"]
        #expect(use("en-AU", english) == ["en_AU", "en_GB", "en_001", "en"])
        #expect(use("en-FR", english) == ["en_150", "en_GB", "en_001", "en"])
        #expect(use("en-CA", english) == ["en_001", "en"])
        #expect(use("en-US", english) == ["en"])
        #expect(use("en-IN", ["en", "en_AU", "en_GB"]) == ["en_GB", "en"])
        #expect(use("en", ["English"]) == ["English"])
        // Only the first preferred language that matches counts; one that matches nothing is skipped.
        #expect(LocalizationChoice.localizations(for: ["sv", "fr-CA", "de"], among: ["de", "fr"]) == ["fr"])
        #expect(LocalizationChoice.localizations(for: ["sv"], among: ["de", "fr"]).isEmpty)
    }

    @Test func childPageTitleAndTableAreLocalized() throws {
        let bundle = try BundleFixtures.load(Self.fixture, languages: ["en"])
        let child = try #require(bundle.page("Child"))
        #expect(child.title.text == "Child page")
        #expect(child.specifiers[0].title?.text == "Child group")
        #expect(child.stringsTable == "Child")
    }

    @Test func sortedByLocalizedTitleAndNumericTitles() throws {
        // As Foundation's comparison: "Émile" sorts with the E's only when accents are ignored.
        let page = try BundleFixtures.load(Self.fixture, languages: ["en"]).rootPage
        guard case .multiValue(let sorted) = page.specifiers[2].kind,
            case .multiValue(let numeric) = page.specifiers[3].kind
        else {
            Issue.record("multi")
            return
        }
        #expect(sorted.choices.items.map(\.title.text) == ["alpha", "beta", "Émile", "ZED"])
        #expect(sorted.choices.items.map(\.value) == [1, 3, 2, 0])
        #expect(sorted.rowTitle(for: 0)?.text == "ZED")
        #expect(numeric.choices.items.map(\.title.text) == ["1", "2.5", "3"])
        #expect(page.specifiers[3].title?.text == "7")
    }

    @Test func oldStyleParserHandlesCommentsEscapesAndBareWords() throws {
        let data = try Data(contentsOf: Self.fixture.appendingPathComponent("en.lproj/Root.strings"))
        let table = try StringsFile.parse(data)
        #expect(table["GROUP"] == "Group")
        #expect(table["BARE"] == "word")
        #expect(table["ONLY_KEY"] == "ONLY_KEY")
        #expect(table["ESCAPES"] == "tab\there \"quoted\" é 😀 A")
    }

    @Test func parserReportsSyntaxErrorsWithLines() {
        #expect(
            throws: StringsFileError.syntax(
                line: 2, message: "Missing ';' after the value of \"a\", found the end of the text")
        ) {
            try StringsFile.parseOldStyle("\"x\" = \"y\";\n\"a\" = \"b\"")
        }
        #expect(throws: StringsFileError.self) { try StringsFile.parseOldStyle("/* never closed") }
        #expect(throws: StringsFileError.self) { try StringsFile.parseOldStyle("\"open = \"b\";") }
        #expect(throws: StringsFileError.self) { try StringsFile.parseOldStyle("\"a\" = ;") }
        #expect(throws: StringsFileError.undecodable) { try StringsFile.parse(Data([0xFF, 0xFE, 0x00])) }
        #expect(throws: StringsFileError.self) { try StringsFile.parse(Data("<plist><array/></plist>".utf8)) }
    }

    /// Artificial-Pancreas/iAPS's `Settings.bundle/nl.lproj/Root.strings` starts `EF BF BD EF BF BD`, then
    /// UTF-16 little-endian text: its `FF FE` mark was read as UTF-8 and saved as two U+FFFD. The
    /// error says so, where it quoted `'뿯'` (U+BFEF, `EF BF` read as UTF-16) as an unexpected character.
    @Test func aByteOrderMarkSavedAsReplacementCharactersIsNamed() throws {
        let body = "/* A single strings file */\n\"Group\" = \"Groep\";\n"
        let utf16 = body.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let damaged = Data([0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD] + utf16)
        #expect(throws: StringsFileError.damagedByteOrderMark) { try StringsFile.parse(damaged) }
        #expect(StringsFileError.damagedByteOrderMark.description.contains("byte-order mark was damaged"))
        // Big-endian text behind one, too; the mark itself still reads.
        let bigEndian = body.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(throws: StringsFileError.damagedByteOrderMark) {
            try StringsFile.parse(Data([0xEF, 0xBF, 0xBD] + bigEndian))
        }
        #expect(try StringsFile.parse(Data([0xFF, 0xFE] + utf16))["Group"] == "Groep")
        // UTF-8 text that starts with a replacement character is UTF-8 text.
        let (text, encoding) = try StringsFile.decode(Data("\u{FFFD}\"Group\" = \"Groep\";\n".utf8))
        #expect(encoding == .utf8 && text.hasPrefix("\u{FFFD}\"Group\""))
    }

    @Test func encodingsAreDetected() throws {
        let text = "\"k\" = \"vé\";"
        for (data, encoding) in [
            (Data(text.utf8), StringsFile.Encoding.utf8),
            (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8), .utf8),
            (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!, .utf16LittleEndian),
            (Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!, .utf16BigEndian),
            (text.data(using: .utf16LittleEndian)!, .utf16LittleEndian),
            (text.data(using: .utf16BigEndian)!, .utf16BigEndian),
        ] {
            let (decoded, detected) = try StringsFile.decode(data)
            #expect(detected == encoding)
            #expect(try StringsFile.parseOldStyle(decoded) == ["k": "vé"])
            #expect(try StringsFile.parse(data) == ["k": "vé"])
        }
        // An OpenStep-braced strings file goes through the plist reader.
        #expect(try StringsFile.parse(Data("{ a = b; \"c\" = \"d\"; }".utf8)) == ["a": "b", "c": "d"])
    }

    @Test func languagePreferenceSources() {
        #expect(LanguagePreference.resolve(explicit: "fr-CA,en", appleLanguages: ["de"]) == ["fr-CA", "en"])
        #expect(
            LanguagePreference.resolve(explicit: nil, appleLanguages: ["zh-Hans-CN", "en"]) == ["zh-Hans-CN", "en"])
        #expect(LanguagePreference.resolve(appleLanguages: [], environment: ["LANG": "pt_BR.UTF-8"]) == ["pt-BR"])
        #expect(LanguagePreference.resolve(environment: ["LANGUAGE": "de:fr", "LANG": "en_US.UTF-8"]) == ["de", "fr"])
        #expect(LanguagePreference.resolve(environment: ["LANGUAGE": "de", "LC_ALL": "C"]) == [])
        #expect(LanguagePreference.resolve(environment: ["LC_ALL": "ja_JP.eucJP", "LANG": "fr_FR"]) == ["ja-JP"])
        #expect(LanguagePreference.resolve(environment: ["LANG": "sr_RS@latin"]) == ["sr-RS"])
        #expect(LanguagePreference.resolve(environment: [:]) == [])
        #expect(LanguagePreference.normalizedTag("zh_hans_cn") == "zh-Hans-CN")
        #expect(LanguagePreference.normalizedTag("POSIX") == nil)
        #expect(LanguagePreference.normalizedTag("../etc") == nil)
    }

    @Test func folderOrder() {
        let folders = [
            "Base.lproj", "en.lproj", "en_GB.lproj", "pt-PT.lproj", "zh_cn.lproj", "no.lproj", "English.lproj",
        ]
        // The chosen folder, Base, then the chosen folder's parents (CFBundle_Resources.c's order).
        #expect(Localizer.order(folders: folders, languages: ["en-GB"]) == ["en_GB.lproj", "Base.lproj", "en.lproj"])
        #expect(Localizer.order(folders: folders, languages: ["pt-BR"]).first == "pt-PT.lproj")
        #expect(Localizer.order(folders: folders, languages: ["nb-NO"]).first == "no.lproj")
        #expect(Localizer.order(folders: folders, languages: ["ZH-cn"]).first == "zh_cn.lproj")
        #expect(Localizer.order(folders: folders, languages: []) == ["en.lproj", "Base.lproj"])
        // A regional sibling is never read: es-ES users read es, not es-419.
        let spanish = ["es.lproj", "es-419.lproj", "es-AR.lproj", "en.lproj"]
        #expect(Localizer.order(folders: spanish, languages: ["es-ES"]) == ["es.lproj", "en.lproj"])
        #expect(
            Localizer.order(folders: spanish, languages: ["es-MX"]) == ["es-419.lproj", "es.lproj", "en.lproj"])
    }

    /// Issue 33: each old English folder name stands for its language, and a Chinese region finds
    /// the folder of its script (Hong Kong and Taiwan read Traditional, mainland and Singapore Simplified).
    @Test func legacyFolderNamesAndChineseRegionsFindTheirFolder() {
        for (folder, language) in [
            ("English.lproj", "en"), ("French.lproj", "fr-CA"), ("German.lproj", "de"), ("Japanese.lproj", "ja-JP"),
            ("Spanish.lproj", "es"), ("Italian.lproj", "it"), ("Dutch.lproj", "nl"), ("Arabic.lproj", "ar"),
            ("Hebrew.lproj", "he"),
        ] {
            #expect(
                Localizer.order(folders: ["Base.lproj", folder], languages: [language]).first == folder, "\(folder)")
        }
        let chinese = ["en.lproj", "zh-Hans.lproj", "zh-Hant.lproj"]
        for (language, folder) in [
            ("zh-HK", "zh-Hant.lproj"), ("zh-TW", "zh-Hant.lproj"), ("zh-CN", "zh-Hans.lproj"),
            ("zh-SG", "zh-Hans.lproj"),
        ] {
            #expect(Localizer.order(folders: chinese, languages: [language]).first == folder, "\(language)")
        }
    }

    /// A UTF-16 strings file with a lone surrogate is reported as undecodable, not read with U+FFFD.
    @Test func loneSurrogatesInUTF16AreUndecodable() {
        for unit: [UInt8] in [[0x00, 0xDC], [0x00, 0xD8]] {
            let data = Data([0xFF, 0xFE, 0x22, 0x00, 0x6B, 0x00, 0x22, 0x00, 0x3B, 0x00] + unit)
            #expect(throws: StringsFileError.undecodable) { try StringsFile.parse(data) }
        }
    }

    /// A load reads only the `.lproj` folders its languages look strings up in; lint reads every
    /// folder. What is shown must not depend on it: every page of every corpus and fixture bundle is
    /// equal either way, for several language lists.
    @Test func readingOnlyTheSearchedFoldersShowsTheSameText() throws {
        var bundles = [BundleFixtures.fixture("Localization/Settings.bundle")]
        bundles.append(BundleFixtures.packageRoot.appendingPathComponent("Examples/Showcase/Settings.bundle"))
        if BundleFixtures.corpusIsRequired || BundleFixtures.corpus != nil {
            bundles += try BundleLocator.locate(try BundleFixtures.requireCorpus().path).map(\.settingsBundle)
        }
        var compared = 0
        for bundle in bundles {
            let location = BundleLocation(settingsBundle: bundle, name: "Test", domain: .explicit("com.example.test"))
            for languages in [[], ["en"], ["fr"], ["de", "ja"], ["pt-BR", "zh-Hans"], ["nb"]] {
                let searched = try BundleLoader.load(location, options: LoadOptions(languages: languages))
                let every = try BundleLoader.load(
                    location, options: LoadOptions(languages: languages, loadsEveryLocalization: true))
                #expect(searched.pages == every.pages, "\(bundle.path) \(languages)")
                #expect(searched.diagnostics == every.diagnostics, "\(bundle.path) \(languages)")
                #expect(searched.localizer.searchOrder == every.localizer.searchOrder)
                for folder in Set(searched.localizer.searchOrder) {
                    for table in Set(searched.pages.values.compactMap(\.stringsTable)) {
                        #expect(
                            searched.localizer.tableFiles(table).filter { $0.folder == folder }
                                == every.localizer.tableFiles(table).filter { $0.folder == folder })
                    }
                }
                compared += 1
            }
        }
        #expect(compared >= 12)
        // The Showcase has four languages: lint sees all of them, a French load only fr and en.
        let showcase = BundleLocation(
            settingsBundle: BundleFixtures.packageRoot.appendingPathComponent("Examples/Showcase/Settings.bundle"),
            name: "Showcase", domain: .explicit("com.example.showcase"))
        let french = try BundleLoader.load(showcase, options: LoadOptions(languages: ["fr"]))
        #expect(Set(french.localizer.tableFiles("Root").map(\.folder)) == ["fr.lproj", "en.lproj"])
        let all = try BundleLoader.load(showcase, options: LoadOptions(languages: ["fr"], loadsEveryLocalization: true))
        #expect(all.localizer.tableFiles("Root").count == 4)
    }
}
