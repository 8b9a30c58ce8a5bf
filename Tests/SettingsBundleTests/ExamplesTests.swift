import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// The Showcase (the editor's demo) and GameApp examples load, lint clean, and exercise what they claim.
@Suite struct ExamplesTests {
    static func location(_ name: String) throws -> BundleLocation {
        try #require(
            try BundleLocator.locate(BundleFixtures.packageRoot.appendingPathComponent("Examples/\(name)").path).first)
    }

    @Test(arguments: ["Showcase", "GameApp"])
    func examplesLintWithoutFindings(_ name: String) throws {
        let report = try Linter.lint(try Self.location(name))
        #expect(!report.hasErrors)
        // The only finding allowed is the note that Showcase's Diagnostics pane uses a sub-folder
        // path, which it does on purpose to demonstrate that `File` may name one.
        #expect(report.diagnostics.allSatisfy { $0.rule == .childFilePath && $0.severity == .note }, "\(report.text)")
    }

    @Test func showcaseExercisesEveryTypeAndKey() throws {
        let location = try Self.location("Showcase")
        #expect(location.name == "Showcase")
        let phone = try BundleLoader.load(location)
        let pad = try BundleLoader.load(location, options: LoadOptions(idiom: .pad))
        let all = (phone.orderedPages + pad.orderedPages).flatMap(\.specifiers)
        let types = Set(all.map(\.kind.typeName))
        #expect(
            types == [
                "PSGroupSpecifier", "PSTextFieldSpecifier", "PSTitleValueSpecifier", "PSToggleSwitchSpecifier",
                "PSSliderSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSChildPaneSpecifier",
            ])
        let keys = Set(all.flatMap(\.properties.keys))
        for key in [
            "Title", "FooterText", "Key", "DefaultValue", "IsSecure", "KeyboardType", "AutocapitalizationType",
            "AutocorrectionType", "Values", "Titles", "ShortTitles", "DisplaySortedByTitle", "TrueValue", "FalseValue",
            "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage", "File",
            "SupportedUserInterfaceIdioms",
        ] {
            #expect(keys.contains(PlistKey(key)), "Showcase lacks \(key)")
        }
        let fields = all.compactMap { s -> Specifier.TextField? in
            if case .textField(let f) = s.kind { return f } else { return nil }
        }
        #expect(Set(fields.map(\.keyboardType)).isSuperset(of: KeyboardType.appleValues))
        #expect(Set(fields.map(\.autocapitalization)) == Set(AutocapitalizationType.allCases))
        #expect(Set(fields.map(\.autocorrection)) == Set(AutocorrectionType.allCases))
        #expect(fields.contains { $0.isSecure })
        // Child panes two levels deep, an app-group page, a device variant.
        #expect(phone.page("Pages/Diagnostics")?.parent == "Advanced")
        #expect(phone.page("Advanced")?.parent == .root)
        #expect(phone.page("Shared")?.appGroup == "group.com.terminalsettings.showcase")
        #expect(pad.rootPage.file == "Root~ipad.plist")
        #expect(phone.rootPage.specifiers.contains { $0.isHiddenByIdiom })
        #expect(pad.rootPage.specifiers.contains { $0.isHiddenByIdiom })
    }

    @Test func showcaseIsLocalizedInFourLanguages() throws {
        let location = try Self.location("Showcase")
        func title(_ language: String, _ page: PageID = .root, _ index: Int = 0) throws -> String? {
            try BundleLoader.load(location, options: LoadOptions(languages: [language])).page(page)?.specifiers[index]
                .title?.text
        }
        #expect(try title("en") == "Profile")
        #expect(try title("fr") == "Profil")
        #expect(try title("de") == "Profil")  // de Root.strings is UTF-16
        #expect(try title("ja") == "プロフィール")
        #expect(try title("fr", "Advanced") == "Développeur")  // fr Advanced.strings is plist-format
        #expect(try title("de", "Pages/Diagnostics") == "Diagnose")
        let de = try Data(contentsOf: location.settingsBundle.appendingPathComponent("de.lproj/Root.strings"))
        #expect(try StringsFile.decode(de).1 == .utf16LittleEndian)
    }

    @Test func gameAppIsTheSeedExample() throws {
        let location = try Self.location("GameApp")
        #expect(try location.resolvedDomain() == "com.terminalsettings.gameapp")
        let page = try BundleLoader.load(location).rootPage
        #expect(page.specifier(forKey: "app_player_name")?.defaultValue == "Player 1")
        let difficulty = try #require(page.specifier(forKey: "app_game_difficulty"))
        #expect(difficulty.displayText(stored: nil) == "Easy")
        #expect(difficulty.displayText(stored: "Hard") == "Hard")
    }
}
