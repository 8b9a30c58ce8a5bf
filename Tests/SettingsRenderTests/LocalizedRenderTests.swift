import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SettingsRender

/// Panes drawn for a preferred language: titles, headers, footers and the titles of chosen
/// values come from that language's strings tables, as Settings shows them.
@Suite struct LocalizedRenderTests {
    static func render(_ languages: [String], page: PageID = .root) throws -> SVGTree {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("Sources/SettingsTool/Resources/Showcase").path
        let location = try #require(try BundleLocator.locate(path).first)
        let bundle = try BundleLoader.load(location, options: LoadOptions(languages: languages))
        let pane = try #require(bundle.page(page))
        return try SVGTree(PaneRenderer().svg(for: pane) { _ in RowValue() })
    }

    static func texts(_ tree: SVGTree, _ className: String) -> [String] { tree.all(className).map(\.text) }

    static func value(_ tree: SVGTree, key: String) -> String? {
        tree.elements.first { $0.className == "value" && $0.inside("row")?["data-key"] == key }?.text
    }

    @Test func germanFrenchAndJapanese() throws {
        let english = try Self.render(["en"])
        let german = try Self.render(["de"])
        let french = try Self.render(["fr"])
        let japanese = try Self.render(["ja"])

        #expect(Array(Self.texts(english, "header").prefix(2)) == ["PROFILE", "NOTIFICATIONS"])
        #expect(Array(Self.texts(german, "header").prefix(3)) == ["PROFIL", "MITTEILUNGEN", "DARSTELLUNG"])
        #expect(Array(Self.texts(french, "header").prefix(2)) == ["PROFIL", "NOTIFICATIONS"])
        #expect(Array(Self.texts(japanese, "header").prefix(3)) == ["プロフィール", "通知", "外観"])

        #expect(Self.texts(german, "title").contains("Mitteilungen erlauben"))
        #expect(Self.texts(french, "title").contains("Autoriser les notifications"))
        #expect(Self.texts(japanese, "title").contains("通知を許可"))
        #expect(!Self.texts(german, "title").contains("Allow Notifications"))

        // Footers: translated, then wrapped at the card's width.
        #expect(Self.texts(german, "footer").prefix(2).joined(separator: " ").hasPrefix("Dein Name und deine Adresse"))
        #expect(Self.texts(french, "footer").first == "Votre nom et votre adresse restent sur cet appareil.")
        #expect(Self.texts(japanese, "footer").first == "名前とアドレスはこのデバイスにのみ保存されます。")
        #expect(
            [german, french, japanese].allSatisfy { tree in
                tree.all("footer").allSatisfy { TextMetrics.width($0.text, size: 13) <= 390 - 40 - 32 }
            })

        // The chosen value's title (a multi-value's short title) and radio choices.
        #expect(Self.value(english, key: "appearance_theme") == "Automatic")
        #expect(Self.value(german, key: "appearance_theme") == "Automatisch")
        #expect(Self.value(japanese, key: "appearance_theme") == "自動")
        #expect(Self.value(german, key: "refresh_minutes") == "15 Min.")
        #expect(Self.value(japanese, key: "refresh_minutes") == "15分")
        let choices = german.elements.filter {
            $0.className == "title" && $0.inside("row")?["data-key"] == "appearance_text_size"
        }
        #expect(choices.map(\.text) == ["Klein", "Mittel", "Groß", "Sehr groß"])

        // A child pane's navigation title.
        #expect(Self.texts(try Self.render(["de"], page: PageID("Advanced")), "nav-title") == ["Erweitert"])
        #expect(Self.texts(try Self.render(["fr"], page: PageID("Advanced")), "nav-title") == ["Avancé"])
        #expect(Self.texts(try Self.render(["ja"], page: PageID("Advanced")), "nav-title") == ["詳細"])
        // A language the bundle lacks falls back to the plist's own text.
        #expect(Array(Self.texts(try Self.render(["pt-BR"]), "header").prefix(1)) == ["PROFILE"])
    }

    @Test func hebrewIsMirroredAndDoesNotOverflow() throws {
        let long = "A very long title that certainly does not fit on one row of the screen"
        let footer = "These settings apply to every account on this device, including the ones you add later."
        let scratch = try ScratchBundle()
        try scratch.page(
            "Root.plist",
            [
                ["Type": "PSGroupSpecifier", "Title": "General", "FooterText": .string(footer)],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Notifications", "Key": "n", "DefaultValue": true],
                ["Type": "PSTitleValueSpecifier", "Title": .string(long), "Key": "v", "DefaultValue": "אוטומטי"],
            ], strings: "Root")
        try scratch.write(
            "he.lproj/Root.strings",
            text: """
                "General" = "כללי";
                "Notifications" = "התראות";
                "\(footer)" = "הגדרות אלה חלות על כל חשבון במכשיר זה, כולל החשבונות שתוסיף מאוחר יותר, בכל שפה ובכל מקום.";
                "\(long)" = "כותרת ארוכה מאוד שבוודאי אינה נכנסת בשורה אחת של המסך הזה בכלל";
                """)
        // English too: a bundle whose only folder is Hebrew shows Hebrew to everyone (CFBundle's backstop).
        try scratch.write("en.lproj/Root.strings", text: "\"General\" = \"General\";\n")
        let bundle = try scratch.load(languages: ["he"])
        let language = RenderLanguage(bundle: bundle)
        #expect(language.code == "he" && language.isRightToLeft)
        #expect(!RenderLanguage(bundle: try scratch.load(languages: ["en"])).isRightToLeft)
        #expect(RenderLanguage(code: "ar_SA").code == "ar-SA" && RenderLanguage(code: "ar_SA").isRightToLeft)
        #expect(RenderLanguage(code: "English").code == "en")

        let svg = PaneRenderer(rightToLeft: true).svg(for: bundle.rootPage) { _ in RowValue() }
        let tree = try SVGTree(svg)
        #expect(tree.root?.attributes["direction"] == "rtl")
        #expect(tree.all("mirrored").first?.attributes["transform"] == "matrix(-1 0 0 1 390 0)")
        #expect(tree.all("header").map(\.text) == ["כללי"])
        // Every text undoes the mirroring (its glyphs read normally) and runs right to left.
        let texts = tree.elements.filter { $0.name == "text" }
        #expect(texts.allSatisfy { $0.attributes["direction"] == "rtl" && $0.inside("mirrored") != nil })
        for text in texts {
            let x = try #require(text.number("x"))
            #expect(text.attributes["transform"] == "matrix(-1 0 0 1 \(SVGText.number(2 * x)) 0)")
        }
        // Titles start at the right edge of the card (390 - 36 once mirrored); the switch is at the left.
        let title = try #require(tree.all("title").first { $0.text == "התראות" })
        #expect(title.number("x") == 36)
        // The long title is cut with an ellipsis and leaves room for the value; the footer wraps.
        let cut = try #require(tree.all("title").last)
        #expect(cut.text.hasSuffix("…"))
        #expect(TextMetrics.width(cut.text, size: 17) + 36 < 390 - 20 - 16)
        let footers = tree.all("footer")
        #expect(footers.count >= 2)
        #expect(footers.allSatisfy { TextMetrics.width($0.text, size: 13) <= 390 - 40 - 32 })

        // The HTML page says so too, and lays the panes out from the right.
        let page = PaneGallery(panes: [], language: language).html(title: "x")
        #expect(page.contains("<html lang=\"he\" dir=\"rtl\">"))
        #expect(PaneGallery(panes: []).html(title: "x").contains("<html lang=\"en\">"))
    }
}
