import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// InAppSettingsKit's view of a bundle: which files it reads, its row types and keys, hidden
/// keys, and its registration.
@Suite struct InAppViewTests {
    static let everything = BundleFixtures.fixture("InApp/Everything.app")
    static let separate = BundleFixtures.fixture("InApp/Separate.app")

    func load(_ url: URL, view: BundleView = .inApp, hidden: Set<String> = [], idiom: Idiom = .phone) throws
        -> LoadedBundle
    {
        let bundles = try BundleLoader.load(
            path: url.path, options: LoadOptions(idiom: idiom, languages: ["en"], view: view, hiddenKeys: hidden))
        return try #require(bundles.first)
    }

    func row(_ bundle: LoadedBundle, _ key: String) throws -> Specifier {
        try #require(bundle.firstSpecifier(forKey: key)?.specifier)
    }

    // MARK: File lookup

    @Test func candidatesFollowInAppSettingsKitsNestedOrder() {
        let phone = BundleLoader.inAppCandidates(
            "Root", options: LoadOptions(idiom: .phone, languages: ["de-CH", "en"]))
        #expect(
            phone == [
                "de-CH.lproj/Root~iphone.inApp.plist", "Root~iphone.inApp.plist", "de-CH.lproj/Root.inApp.plist",
                "Root.inApp.plist", "de-CH.lproj/Root~iphone.plist", "Root~iphone.plist", "de-CH.lproj/Root.plist",
                "Root.plist",
            ])
        let pad = BundleLoader.inAppCandidates("Child", options: LoadOptions(idiom: .pad))
        #expect(pad.first == "en.lproj/Child~ipad.inApp.plist")
        #expect(LoadOptions(idiom: .mac).idiom.inAppFileSuffix == "~iphone")
        #expect(Idiom.vision.inAppFileSuffix == "~vision")
    }

    @Test func eachCandidateWinsOverTheNextOne() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        let files = [
            "Root~iphone.inApp.plist", "en.lproj/Root.inApp.plist", "Root.inApp.plist", "Root~iphone.plist",
            "en.lproj/Root.plist", "Root.plist",
        ]
        for file in files {
            try BundleFixtures.writePage(bundle, file, [["Type": "PSToggleSwitchSpecifier", "Key": .string(file)]])
        }
        for file in files {
            let loaded = try load(bundle)
            #expect(loaded.rootPage.file == file)
            #expect(loaded.rootPage.specifiers.first?.key == file)
            try FileManager.default.removeItem(at: bundle.appendingPathComponent(file))
        }
    }

    @Test func theSettingsViewIgnoresInAppFiles() throws {
        let settings = try load(Self.everything, view: .settingsApp)
        #expect(settings.rootPage.file == "Root.plist")
        #expect(settings.firstSpecifier(forKey: "plain") != nil)
        if case .unsupported = try row(settings, "settingsOnlyButton").kind {
        } else {
            Issue.record("an IASK type is inert in the Settings view")
        }
        let inApp = try load(Self.everything)
        #expect(inApp.rootPage.file == "Root.inApp.plist")
        #expect(inApp.firstSpecifier(forKey: "plain") == nil)
    }

    @Test func inAppSettingsBundleComesBeforeSettingsBundle() throws {
        let inApp = try load(Self.separate)
        #expect(inApp.folder.lastPathComponent == "InAppSettings.bundle")
        #expect(inApp.rootPage.file == "Root.inApp.plist")
        let settings = try load(Self.separate, view: .settingsApp)
        #expect(settings.folder.lastPathComponent == "Settings.bundle")
        #expect(settings.rootPage.specifiers.first?.key == "settingsToggle")
    }

    /// An app whose only settings are InAppSettingsKit's: found through the app, the bundle and a
    /// folder search, always read in the in-app view, and linted as such.
    @Test func anAppWithOnlyInAppSettingsBundleIsFoundAndReadInTheInAppView() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let app = folder.appendingPathComponent("Tree/Only.app")
        let bundle = app.appendingPathComponent("InAppSettings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [
                ["Type": "PSToggleSwitchSpecifier", "Key": "sync", "Title": "Sync", "DefaultValue": true],
                ["Type": "IASKButtonSpecifier", "Key": "logout", "Title": "Log out"],
            ])
        for path in [app.path, bundle.path, folder.path] {
            let loaded = try load(URL(fileURLWithPath: path), view: .settingsApp)
            #expect(loaded.location.isInAppOnly)
            #expect(loaded.options.view == .inApp)
            #expect(loaded.folder.lastPathComponent == "InAppSettings.bundle")
            if case .button = try row(loaded, "logout").kind {
            } else {
                Issue.record("an IASK button is a button in an InAppSettingsKit-only app (\(path))")
            }
            #expect(loaded.registrationDictionary().entries.map(\.key) == ["sync"])
        }
        let report = try #require(try Linter.lint(path: folder.path).first)
        #expect(report.diagnostics.allSatisfy { $0.rule != .unknownType }, "\(report.diagnostics)")
        // Beside a Settings.bundle it is that bundle's in-app view, not an app of its own.
        let both = folder.appendingPathComponent("Both/Two.app")
        try BundleFixtures.writePage(
            both.appendingPathComponent("Settings.bundle"), "Root.plist", [["Type": "PSGroupSpecifier"]])
        try BundleFixtures.writePage(
            both.appendingPathComponent("InAppSettings.bundle"), "Root.plist", [["Type": "PSGroupSpecifier"]])
        let located = try BundleLocator.locate(folder.appendingPathComponent("Both").path)
        #expect(located.map(\.settingsBundle.lastPathComponent) == ["Settings.bundle"])
    }

    @Test func childPanesUseTheSameLookupAndTheStringsTableRule() throws {
        let bundle = try load(Self.everything)
        let child = try #require(bundle.page("Child"))
        // en.lproj/Child.plist comes before the bundle root's Child.plist.
        #expect(child.file == "en.lproj/Child.plist")
        // No StringsTable: the file's own table (Child) when it exists...
        #expect(child.stringsTable == "Child")
        #expect(try row(bundle, "childToggle").title?.text == "Child toggle")
        // ...else Root.
        #expect(bundle.rootPage.stringsTable == "Root")
        #expect(bundle.rootPage.sections.compactMap(\.header?.text).contains("Account"))
    }

    // MARK: Row types and keys

    @Test func everyInAppTypeIsReadWithItsKeys() throws {
        let bundle = try load(Self.everything)
        guard case .textView(let textView) = try row(bundle, "notes").kind else {
            Issue.record("notes is not a text view")
            return
        }
        #expect(textView.keyboardType == .asciiCapable)
        #expect(try row(bundle, "notes").inApp?.placeholder?.text == "Write notes")

        guard case .datePicker(let picker) = try row(bundle, "reminder").kind else {
            Issue.record("reminder is not a date picker")
            return
        }
        #expect(picker == Specifier.DatePicker(mode: .date, style: .compact, minuteInterval: 15))
        guard case .datePicker(let fallback) = try row(bundle, "weekly").kind else { return }
        #expect(fallback == Specifier.DatePicker())

        guard case .listGroup(let tags) = try row(bundle, "tags").kind else {
            Issue.record("tags is not a list group")
            return
        }
        #expect(tags.deletable)
        #expect(tags.itemSpecifier?.type == "PSTextFieldSpecifier")
        #expect(tags.addSpecifier?.title?.text == "Add tag")
        #expect(tags.footer?.text == "Tags help you find things.")
        #expect(try row(bundle, "tags").startsSection)
        guard case .listGroup(let refused) = try row(bundle, "refused").kind else { return }
        #expect(refused.itemSpecifier == nil)
        guard case .listGroup(let accounts) = try row(bundle, "accounts").kind else { return }
        let item: PlistValue = ["name": "Ada", "server": "example.com"]
        #expect(accounts.itemValue(item) == "Ada")
        #expect(tags.displayText(forItem: "alpha") == "alpha")

        if case .button = try row(bundle, "loginTitle").kind {} else { Issue.record("loginTitle is not a button") }
        #expect(try row(bundle, "loginTitle").displayText(stored: "Log out") == "Log out")

        let root = bundle.rootPage
        let website = try #require(root.specifiers.first { $0.title?.text == "Website" })
        guard case .openURL(let open) = website.kind else { return }
        #expect(open.url?.text == "https://example.com/help")

        let support = try #require(root.specifiers.first { $0.title?.text == "Support" })
        guard case .mailCompose(let mail) = support.kind else { return }
        #expect(mail.toRecipients == ["help@example.com"])
        #expect(mail.ccRecipients == ["cc@example.com"])
        #expect(mail.subject?.text == "Feedback")
        #expect(mail.summary == "mail to help@example.com, cc cc@example.com, subject \"Feedback\"")
        let misspelt = try #require(root.specifiers.first { $0.title?.text == "Misspelt" })
        guard case .mailCompose(let ignored) = misspelt.kind else { return }
        #expect(ignored.toRecipients.isEmpty)

        guard case .customView(let custom) = try row(bundle, "banner").kind else { return }
        #expect(custom.opens == .page(file: "Child"))
        #expect(try row(bundle, "banner").showsValue)

        func pane(_ title: String) throws -> Specifier.AppScreen? {
            let specifier = try #require(root.specifiers.first { $0.title?.text == title })
            guard case .appPane(let pane) = specifier.kind else { return nil }
            return pane.screen
        }
        #expect(
            try pane("About") == .viewController(className: "AboutViewController", selector: "initWithFile:specifier:"))
        #expect(try pane("Scene") == .storyboard(file: "Main", identifier: "Scene"))
        #expect(try pane("Segue") == .segue(identifier: "ShowSegue"))
        #expect(try pane("More") == nil)
    }

    @Test func inAppKeysOnApplesTypes() throws {
        let bundle = try load(Self.everything)
        let sync = try row(bundle, "sync")
        #expect(sync.inApp?.isCheckmark == true)
        #expect(sync.inApp?.subtitle?.text(for: .bool(true), isToggle: true)?.text == "Syncing")
        #expect(sync.inApp?.subtitle?.text(for: .bool(false), isToggle: true)?.text == "Not syncing")
        let colour = try row(bundle, "colour")
        #expect(colour.inApp?.quickMultiValueSelection == true)
        #expect(colour.inApp?.choicesFooter?.text == "Pick one colour.")
        guard case .multiValue(let multi) = colour.kind else { return }
        #expect(multi.choices.items.map(\.title.text) == ["Blue", "Green", "Red"])
        guard case .radioGroup(let radio) = try row(bundle, "size").kind else { return }
        #expect(radio.choices.items.map(\.title.text) == ["Large", "Medium", "Small"])
        guard case .textField(let amount) = try row(bundle, "amount").kind else { return }
        #expect(amount.keyboardType == .decimalPad)
        #expect(try row(bundle, "amount").inApp?.placeholder?.text == "0.00")
        #expect(try row(bundle, "loginTitle").inApp?.subtitle == .text(LocalizedText(raw: "Tap to sign in")))
        // The Settings view reads none of them.
        #expect(try row(try load(Self.everything, view: .settingsApp), "plain").inApp == nil)
    }

    @Test func aGroupHiddenByIdiomIsDroppedAndItsRowsJoinThePreviousSection() throws {
        let bundle = try load(Self.everything)
        let actions = try #require(bundle.rootPage.sections.first { $0.header?.text == "Actions" })
        #expect(actions.rows.contains { $0.title?.text == "About" })
        #expect(!bundle.rootPage.shownSpecifiers.contains { $0.title?.text == "Screens" })
        let pad = try load(Self.everything, idiom: .pad)
        #expect(pad.rootPage.sections.contains { $0.header?.text == "Screens" })
    }

    // MARK: Hidden keys

    @Test func hiddenKeysHideRowsAndAGroupsKeyHidesItsSection() throws {
        let bundle = try load(Self.everything, hidden: ["accountGroup", "colour", "tags"])
        let shown = Set(bundle.rootPage.shownSpecifiers.compactMap(\.key))
        #expect(!shown.contains("loginTitle"))
        #expect(!shown.contains("notes"))
        #expect(!shown.contains("sync"))
        #expect(!shown.contains("colour"))
        #expect(!shown.contains("tags"))
        #expect(shown.contains("loose"))
        #expect(shown.contains("amount"))
        #expect(shown.contains("reminder"))
        #expect(!bundle.rootPage.sections.contains { $0.header?.text == "Account" })
        // The Settings view hides nothing.
        let settings = try load(Self.everything, view: .settingsApp, hidden: ["plain"])
        #expect(settings.rootPage.shownSpecifiers.contains { $0.key == "plain" })
    }

    // MARK: Registration

    @Test func registrationOfABundleWhoseInAppRootReplacesItsSettingsRoot() throws {
        let inApp = try load(Self.separate).registrationDictionary()
        #expect(
            inApp.values == [
                "inAppRoot": true, "bio": "hello", "since": .date(Date(timeIntervalSince1970: 1_577_934_240)),
                "customThing": 7,
            ])
        #expect(inApp.keepsLast)
        let all = RegistrationDictionary(inAppBundle: try load(Self.separate), editableOnly: false)
        #expect(all.values["list"] == ["a"])
        #expect(all.values["button"] == "Go")
        #expect(all.values["version"] == "1.0")
        let settings = try load(Self.separate, view: .settingsApp).registrationDictionary()
        #expect(settings.values == ["settingsToggle": true])
    }

    @Test func inAppRegistrationKeepsTheLastDefaultAndSkipsTheRootsHiddenRows() throws {
        let registration = try load(Self.everything).registrationDictionary()
        #expect(registration.values["loose"] == "from child")
        #expect(registration.conflicts.first?.kept.value == "from child")
        #expect(registration.values["childToggle"] == true)
        #expect(registration.values["plain"] == nil)
        #expect(registration.values["tags"] == nil)  // a list group is not an editable type
        let hidden = try load(Self.everything, hidden: ["accountGroup"]).registrationDictionary()
        #expect(hidden.values["notes"] == nil)
        #expect(hidden.values["sync"] == nil)
        #expect(hidden.values["reminder"] != nil)
    }

    // MARK: Values

    @Test func datesAreFormattedAndParsedForTheirMode() throws {
        let utc = SettingsTimeZone(try #require(TimeZone(identifier: "UTC")))
        let date = Date(timeIntervalSince1970: 1_795_512_600)  // 2026-11-24 09:30 UTC
        #expect(
            Specifier.DatePicker(mode: .dateAndTime).displayText(for: .date(date), timeZone: utc) == "2026-11-24 09:30")
        #expect(Specifier.DatePicker(mode: .date).displayText(for: .date(date), timeZone: utc) == "2026-11-24")
        #expect(Specifier.DatePicker(mode: .time).displayText(for: .date(date), timeZone: utc) == "09:30")
        let picker = Specifier.DatePicker(mode: .dateAndTime, minuteInterval: 15)
        #expect(picker.parse("2026-11-24 09:30", timeZone: utc) == date)
        #expect(picker.parse("2026-11-24T09:30:00Z", timeZone: utc) == date)
        #expect(picker.parse("2026-11-24 09:31", timeZone: utc) == nil)
        #expect(picker.parse("2026-02-30 09:30", timeZone: utc) == nil)
        #expect(picker.parse("soon", timeZone: utc) == nil)
        #expect(
            Specifier.DatePicker(mode: .date).parse("2026-11-24", timeZone: utc)
                == Date(timeIntervalSince1970: 1_795_478_400))
        let now = Date(timeIntervalSince1970: 1_795_478_400)
        #expect(Specifier.DatePicker(mode: .time).parse("09:30", timeZone: utc, now: now) == date)
    }

    @Test func setValidatesInAppRows() throws {
        let bundle = try load(Self.everything)
        #expect(try row(bundle, "notes").parseInput("two\nlines") == "two\nlines")
        #expect(throws: ValueInputError.self) { try row(bundle, "notes").parseInput("é") }  // AsciiCapable
        #expect(throws: ValueInputError.self) { try row(bundle, "reminder").parseInput("tomorrow") }
        #expect(try row(bundle, "tags").parseInput("(one, \"two words\")") == ["one", "two words"])
        #expect(throws: ValueInputError.self) { try row(bundle, "tags").parseInput("one") }
        #expect(throws: ValueInputError.self) { try row(bundle, "banner").parseInput("x") }
        #expect(throws: ValueInputError.self) { try row(bundle, "loginTitle").parseInput("x") }
    }
}
