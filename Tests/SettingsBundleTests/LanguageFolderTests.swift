import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

/// `.lproj` names read by one rule (Core Foundation's): the extension exactly, the language kept
/// as written and compared ignoring case with `_` as `-`.
@Suite struct LanguageFolderTests {
    @Test func theExtensionIsExactAndTheLanguageKeepsItsSpelling() throws {
        let english = try #require(LanguageFolder("en.lproj"))
        #expect(english.language == "en" && english.tag == "en")
        let upper = try #require(LanguageFolder("EN.lproj"))
        #expect(upper.language == "EN" && upper.tag == "en")
        let brazil = try #require(LanguageFolder("pt_BR.lproj"))
        #expect(brazil.language == "pt_BR" && brazil.tag == "pt-br")
        #expect(LanguageFolder("pt-BR.lproj")?.tag == "pt-br")
        #expect(LanguageFolder("Base.lproj")?.tag == "base")
        #expect(LanguageFolder("English.lproj")?.tag == "en")
        // Every old English name Xcode once wrote is the language it names (lint, compare and render
        // list a bundle's languages by this tag).
        for (folder, tag) in [
            "Japanese": "ja", "French": "fr", "German": "de", "Spanish": "es", "Italian": "it", "Dutch": "nl",
            "Arabic": "ar", "Hebrew": "he",
        ] {
            #expect(LanguageFolder("\(folder).lproj")?.tag == tag, "\(folder)")
        }
        // Core Foundation compares the extension case-sensitively: no localization.
        #expect(LanguageFolder("fr.LPROJ") == nil && LanguageFolder("fr.Lproj") == nil)
        #expect(LanguageFolder(".lproj") == nil && LanguageFolder("el.proj") == nil)
        #expect(LanguageFolder.language(of: "fr.LPROJ") == "fr.LPROJ")
    }

    /// The bundle's lookups, lint and compare read the same folders the same way.
    @Test func theLocalizerListsOnlyLanguageFoldersAndMatchesTheirLanguageInAnyCase() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let specifiers: [PlistValue] = [BundleFixtures.specifier("PSGroupSpecifier", ["Title": "Group"])]
        try BundleFixtures.writePage(folder, "Root.plist", specifiers, extra: ["StringsTable": "Root"])
        for (name, text) in [("EN.lproj", "Upper"), ("fr.LPROJ", "Ignored"), ("pt_BR.lproj", "Grupo")] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data("\"Group\" = \"\(text)\";\n".utf8).write(to: folder.appendingPathComponent(name + "/Root.strings"))
        }
        let bundle = try BundleFixtures.load(folder, languages: ["fr", "pt-BR"])
        #expect(bundle.localizer.folders == ["EN.lproj", "pt_BR.lproj"])
        #expect(bundle.localizer.searchOrder == ["pt_BR.lproj", "EN.lproj"])
        #expect(bundle.rootPage.specifiers[0].title?.text == "Grupo")
        let english = try BundleFixtures.load(folder, languages: ["en-US"])
        #expect(english.rootPage.specifiers[0].title?.text == "Upper")
        #expect(bundle.localizer.folders.map(LanguageFolder.language(of:)) == ["EN", "pt_BR"])
    }
}
