import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

@Suite struct LoaderTests {
    static let formats = BundleFixtures.fixture("Formats/Settings.bundle")

    @Test func binaryAndOpenStepPagesLoad() throws {
        let bundle = try BundleFixtures.load(Self.formats)
        #expect(bundle.page("Binary")?.format == .binary)
        #expect(bundle.page("OpenStep")?.format == .openStep)
        #expect(bundle.rootPage.format == .xml)
        let openStep = try #require(bundle.page("OpenStep"))
        #expect(openStep.specifiers.map(\.key) == ["openstep_text", "openstep_choice"])
        guard case .multiValue(let multi) = openStep.specifiers[1].kind else {
            Issue.record("expected a multi-value")
            return
        }
        #expect(multi.rowTitle(for: openStep.specifiers[1].defaultValue)?.text == "B")
    }

    @Test func deviceVariantIsChosenByIdiom() throws {
        let phone = try BundleFixtures.load(Self.formats, idiom: .phone)
        let pad = try BundleFixtures.load(Self.formats, idiom: .pad)
        #expect(phone.rootPage.file == "Root.plist")
        #expect(pad.rootPage.file == "Root~ipad.plist")
        #expect(pad.rootPage.id == .root)
        #expect(pad.rootPage.specifiers.contains { $0.key == "ipad_toggle" })
        #expect(!phone.rootPage.specifiers.contains { $0.key == "ipad_toggle" })
        // The iPad root reaches fewer pages.
        #expect(Set(pad.pageOrder) == [.root, "Binary"])
        #expect(phone.pageOrder == [.root, "Binary", "OpenStep", "AppGroup", "Deeper"])
    }

    @Test func iphoneVariantWinsOnPhone() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePage(
            folder, "Root.plist", [BundleFixtures.specifier("PSGroupSpecifier", ["Title": "plain"])])
        try BundleFixtures.writePage(
            folder, "Root~iphone.plist", [BundleFixtures.specifier("PSGroupSpecifier", ["Title": "phone"])])
        #expect(try BundleFixtures.load(folder, idiom: .phone).rootPage.specifiers.first?.title?.text == "phone")
        #expect(try BundleFixtures.load(folder, idiom: .pad).rootPage.specifiers.first?.title?.text == "plain")
    }

    @Test func idiomFilteringKeepsItemsOfAHiddenGroup() throws {
        let phone = try #require(try BundleFixtures.load(Self.formats, idiom: .phone).page("Binary"))
        let pad = try #require(try BundleFixtures.load(Self.formats, idiom: .pad).page("Binary"))
        // On the phone the Pad-only group loses header and footer but still starts a section.
        let phoneGroup = phone.specifiers[0]
        #expect(phoneGroup.isHiddenByIdiom && phoneGroup.isShown)
        #expect(phoneGroup.header == nil && phoneGroup.footer == nil)
        #expect(phoneGroup.title?.text == "Pad group")
        #expect(phone.shownSpecifiers.compactMap(\.key) == ["phone_only", "everywhere", "dated"])
        #expect(pad.shownSpecifiers.compactMap(\.key) == ["pad_only", "everywhere", "dated"])
        #expect(pad.specifiers[0].header?.text == "Pad group")
        #expect(pad.specifiers[0].footer?.text == "Pad footer")
        #expect(phone.sections.count == 1)
        #expect(phone.sections[0].rows.compactMap(\.key) == ["phone_only", "everywhere", "dated"])
        #expect(phone.specifiers[1].supportedIdioms == [.phone])
    }

    @Test func appGroupIsPerPage() throws {
        let bundle = try BundleFixtures.load(Self.formats)
        #expect(bundle.page("AppGroup")?.appGroup == "group.com.example.shared")
        #expect(bundle.rootPage.appGroup == nil)
        #expect(bundle.page("Deeper")?.appGroup == nil)
    }

    @Test func sectionsFollowSettingsRules() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePage(
            folder, "Root.plist",
            [
                BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Title": "Before", "Key": "a"]),
                BundleFixtures.specifier(
                    "PSRadioGroupSpecifier",
                    [
                        "Title": "Pick", "Key": "r", "Values": [1, 2], "Titles": ["One", "Two"],
                        "FooterText": "After all",
                    ]),
                BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Title": "Flush", "Key": "b"]),
                BundleFixtures.specifier("PSGroupSpecifier", ["Title": ""]),
                BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Title": "Last", "Key": "c"]),
            ])
        let sections = try BundleFixtures.load(folder).rootPage.sections
        #expect(sections.count == 3)
        #expect(sections[0].group == nil && sections[0].rows.compactMap(\.key) == ["a"])
        #expect(sections[1].header?.text == "Pick" && sections[1].footer?.text == "After all")
        #expect(sections[1].rows.compactMap(\.key) == ["b"])
        #expect(sections[2].header == nil && sections[2].rows.compactMap(\.key) == ["c"])
    }

    @Test func childFileMayNameASubFolder() throws {
        let bundle = try BundleFixtures.load(
            BundleFixtures.packageRoot.appendingPathComponent("Examples/Showcase/Settings.bundle"))
        let diagnostics = try #require(bundle.page("Pages/Diagnostics"))
        #expect(diagnostics.parent == "Advanced")
        #expect(diagnostics.file == "Pages/Diagnostics.plist")
    }

    @Test func cyclesAreNotFollowedButDiamondsAre() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        func pane(_ file: String) -> PlistValue {
            BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": .string(file), "File": .string(file)])
        }
        try BundleFixtures.writePage(folder, "Root.plist", [pane("A"), pane("B")])
        try BundleFixtures.writePage(folder, "A.plist", [pane("C"), pane("A")])
        try BundleFixtures.writePage(folder, "B.plist", [pane("C")])
        try BundleFixtures.writePage(folder, "C.plist", [pane("B")])
        let bundle = try BundleFixtures.load(folder)
        #expect(bundle.pageOrder == [.root, "A", "C", "B"])
        func problem(_ page: PageID, _ index: Int) -> ChildPaneProblem? {
            guard case .childPane(let p) = bundle.page(page)?.specifiers[index].kind else { return nil }
            return p.problem
        }
        // A → A is a self-cycle; C → B → C closes a cycle (B was opened from C).
        #expect(problem("A", 1) == .cycle(chain: [.root, "A", "A"]))
        #expect(problem("B", 0) == .cycle(chain: [.root, "A", "C", "B", "C"]))
        // Root → B is a second way to reach B: followed, not a cycle.
        #expect(problem(.root, 1) == nil)
        let rootToB = try #require(
            { () -> Specifier.ChildPane? in
                if case .childPane(let pane) = bundle.rootPage.specifiers[1].kind { return pane }
                return nil
            }(), "Root's second row is not a child pane")
        #expect(rootToB.page == "B")
    }

    @Test func symlinkEscapesAreNeverRead() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            folder, "Secret.plist",
            [BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Title": "secret", "Key": "s"])])
        try BundleFixtures.writePage(folder, "Secrets/Inner.plist", [])
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [
                BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "Link", "File": "Link"]),
                BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "Dir", "File": "Dir/Inner"]),
                BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "Inside", "File": "Inside"]),
            ])
        try BundleFixtures.writePage(bundle, "Real.plist", [])
        let fm = FileManager.default
        try fm.createSymbolicLink(
            atPath: bundle.appendingPathComponent("Link.plist").path, withDestinationPath: "../Secret.plist")
        try fm.createSymbolicLink(
            atPath: bundle.appendingPathComponent("Dir").path,
            withDestinationPath: folder.appendingPathComponent("Secrets").path)
        try fm.createSymbolicLink(
            atPath: bundle.appendingPathComponent("Inside.plist").path, withDestinationPath: "Real.plist")
        let loaded = try BundleFixtures.load(bundle)
        #expect(loaded.page("Link") == nil)
        #expect(loaded.page("Dir/Inner") == nil)
        #expect(loaded.page("Inside") != nil)
        let problems: [ChildPaneProblem?] = loaded.rootPage.specifiers.map {
            if case .childPane(let p) = $0.kind { return p.problem }
            return nil
        }
        guard case .escapesBundle? = problems[0], case .escapesBundle? = problems[1] else {
            Issue.record("expected escapes, got \(problems)")
            return
        }
        #expect(problems[2] == nil)
        #expect(loaded.registrationDictionary()["s"] == nil)
        let report = try BundleFixtures.lint(bundle)
        #expect(report.diagnostics.filter { $0.rule == .childEscapesBundle }.count == 2)
        // Root.plist itself may not be a symlink out of the bundle either.
        try fm.removeItem(at: bundle.appendingPathComponent("Root.plist"))
        try fm.createSymbolicLink(
            atPath: bundle.appendingPathComponent("Root.plist").path, withDestinationPath: "../Secret.plist")
        let escaped = try BundleFixtures.load(bundle)
        #expect(escaped.rootPage.specifiers.isEmpty)
        #expect(escaped.diagnostics.contains { $0.rule == .missingRoot })
    }

    /// Folders' real paths are cached per load (BundleFileSystem). The cache must never let a read
    /// escape: a folder swapped for a symlink to outside the bundle after it was cached is refused
    /// by the same file system value (it checks what it opened), and by the next load.
    @Test func aFolderSwappedForAnOutsideSymlinkIsNeverRead() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "Child", "File": "Pages/Child"])])
        try BundleFixtures.writePage(
            bundle, "Pages/Child.plist", [BundleFixtures.specifier("PSGroupSpecifier", ["Title": "in"])])
        try BundleFixtures.writePage(
            folder, "Outside/Child.plist",
            [BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Title": "secret", "Key": "s"])])
        let first = try BundleFixtures.load(bundle)
        #expect(first.page("Pages/Child")?.specifiers.count == 1)

        let fileSystem = try BundleFileSystem(root: bundle)
        #expect(fileSystem.lookup("Pages/Child.plist") == .found("Pages/Child.plist"))
        #expect(fileSystem.realFolder("Pages") == fileSystem.realRoot + "/Pages")
        let fm = FileManager.default
        try fm.removeItem(at: bundle.appendingPathComponent("Pages"))
        try fm.createSymbolicLink(
            atPath: bundle.appendingPathComponent("Pages").path,
            withDestinationPath: folder.appendingPathComponent("Outside").path)
        // The cached folder path still names the bundle's Pages, which now leads outside.
        #expect(throws: BundleError.self) { try fileSystem.read("Pages/Child.plist") }

        let second = try BundleFixtures.load(bundle)
        #expect(second.page("Pages/Child") == nil)
        guard case .childPane(let pane) = second.rootPage.specifiers[0].kind, case .escapesBundle? = pane.problem else {
            Issue.record("expected the swapped folder to be refused")
            return
        }
        #expect(second.registrationDictionary()["s"] == nil)
    }

    /// Reading refuses what is not a regular file (without blocking on a FIFO) and reads files of
    /// every size up to the limit exactly.
    @Test func readsRegularFilesOnly() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(bundle, "Root.plist", [])
        #expect(mkfifo(bundle.appendingPathComponent("Pipe.plist").path, 0o600) == 0)
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("Folder.plist"), withIntermediateDirectories: true)
        let big = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try big.write(to: bundle.appendingPathComponent("big.bin"))
        let fileSystem = try BundleFileSystem(root: bundle)
        #expect(throws: BundleError.self) { try fileSystem.read("Pipe.plist") }
        #expect(throws: BundleError.self) { try fileSystem.read("Folder.plist") }
        #expect(throws: BundleError.self) { try fileSystem.read("Missing.plist") }
        #expect(try fileSystem.read("big.bin") == big)
        #expect(
            try fileSystem.read("Root.plist") == (try Data(contentsOf: bundle.appendingPathComponent("Root.plist"))))
    }

    /// A deep chain of child panes: the default depth limit stops it with an error row, and with
    /// the limit lifted the explicit-stack walk loads every page without recursion. CI uses a
    /// 10,000-deep chain (a recursive walk would overflow a test thread's stack well before);
    /// `CHAIN_DEPTH=100000` runs the 100,000-deep case (about 7 minutes on a slow disk).
    @Test func deepChainDoesNotOverflow() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let depth = Int(ProcessInfo.processInfo.environment["CHAIN_DEPTH"] ?? "") ?? 10_000
        // Write the chain as tiny OpenStep files (fast to write and parse).
        for i in 0..<depth {
            let name = i == 0 ? "Root" : "P\(i)"
            let text =
                "{PreferenceSpecifiers=({Type=PSChildPaneSpecifier;Title=T;File=P\(i + 1);},{Type=PSToggleSwitchSpecifier;Key=k\(i);Title=K;DefaultValue=1;});}"
            try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".plist"))
        }
        // The default limit stops the walk with an error row and a finding.
        let bundle = try BundleFixtures.load(folder)
        #expect(bundle.pages.count == LoadOptions().maximumDepth + 1)
        let last = try #require(bundle.page(bundle.pageOrder.last!))
        guard case .childPane(let pane) = last.specifiers[0].kind, case .limitReached? = pane.problem else {
            Issue.record("expected the deepest pane to hit the limit")
            return
        }
        #expect(bundle.diagnostics.contains { $0.rule == .childLimit })
        // With the limit lifted, the iterative walk goes all the way without recursion.
        let location = BundleLocation(settingsBundle: folder, name: "Deep", domain: .explicit("com.example.deep"))
        let all = try BundleLoader.load(
            location, options: LoadOptions(maximumDepth: depth + 1, maximumPages: depth + 1))
        #expect(all.pages.count == depth)
        #expect(all.registrationDictionary().entries.count == depth)
        guard case .childPane(let end) = all.page(PageID("P\(depth - 1)"))!.specifiers[0].kind,
            case .missing? = end.problem
        else {
            Issue.record("expected the last pane to be missing")
            return
        }
    }

    @Test func pageWithoutPreferenceSpecifiersIsEmptyAndExtraKeysAreIgnored() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePlist(
            folder, "Root.plist",
            [
                "Title": "Leftover", "Icon": "gear.png", "Custom": ["when": .date(Date(timeIntervalSince1970: 0))],
            ])
        let bundle = try BundleFixtures.load(folder)
        #expect(bundle.rootPage.specifiers.isEmpty)
        #expect(bundle.rootPage.title.text == "Test")
        #expect(bundle.diagnostics.map(\.rule) == [.missingPreferenceSpecifiers])
    }

    @Test func wrongTypesDegradeGracefully() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePage(
            folder, "Root.plist",
            [
                ["Type": 5, "Key": "a"],
                BundleFixtures.specifier(
                    "PSToggleSwitchSpecifier", ["Title": 12, "Key": "b", "TrueValue": ["x"], "DefaultValue": true]),
                BundleFixtures.specifier("PSSliderSpecifier", ["Key": "c", "MinimumValue": "0", "MaximumValue": "x"]),
                BundleFixtures.specifier("PSTextFieldSpecifier", ["Key": "d", "IsSecure": "YES", "KeyboardType": 3]),
                BundleFixtures.specifier(
                    "PSMultiValueSpecifier", ["Key": "e", "Values": [1], "Titles": [["nested": 1]]]),
                BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "F", "File": 7]),
                BundleFixtures.specifier("PSGroupSpecifier", ["Title": "G", "SupportedUserInterfaceIdioms": "Pad"]),
            ], extra: ["StringsTable": 3, "ApplicationGroupContainerIdentifier": ["x"]])
        let page = try BundleFixtures.load(folder).rootPage
        #expect(page.specifiers.count == 7)
        guard case .unsupported = page.specifiers[0].kind else {
            Issue.record("Type 5")
            return
        }
        guard case .toggle(let toggle) = page.specifiers[1].kind else {
            Issue.record("toggle")
            return
        }
        #expect(page.specifiers[1].title?.text == "12")
        #expect(toggle.trueValue == .bool(true))
        guard case .unsupported = page.specifiers[2].kind else {
            Issue.record("slider")
            return
        }
        guard case .textField(let field) = page.specifiers[3].kind else {
            Issue.record("field")
            return
        }
        #expect(field.isSecure && field.keyboardType == .alphabet)
        guard case .multiValue(let multi) = page.specifiers[4].kind else {
            Issue.record("multi")
            return
        }
        #expect(multi.choices.count == 1)
        guard case .unsupported = page.specifiers[5].kind else {
            Issue.record("pane")
            return
        }
        #expect(page.specifiers[6].supportedIdioms == nil)
        #expect(page.stringsTable == nil && page.appGroup == nil)
        #expect(page.specifiers.allSatisfy { $0.index >= 0 })
        #expect(!page.specifiers[1].notes.isEmpty)
    }

    @Test func unreadableAndNonDictionaryPagesAreEmpty() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePlist(
            folder, "Root.plist",
            [
                "PreferenceSpecifiers": [
                    BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "Array", "File": "Array"]),
                    BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "Garbage", "File": "Garbage"]),
                    BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": "Empty", "File": "Empty"]),
                ]
            ])
        try BundleFixtures.writePlist(folder, "Array.plist", [1, 2])
        try BundleFixtures.write(folder, "Garbage.plist", Data([0x00, 0xFF, 0x13, 0x37]))
        try BundleFixtures.write(folder, "Empty.plist", Data())
        let bundle = try BundleFixtures.load(folder)
        for id: PageID in ["Array", "Garbage", "Empty"] {
            #expect(bundle.page(id)?.specifiers.isEmpty == true)
        }
        #expect(bundle.diagnostics.filter { $0.rule == .unreadablePlist }.count == 3)
    }

    @Test func missingBundleFolderThrows() {
        #expect(throws: BundleError.self) {
            try BundleFixtures.load(URL(fileURLWithPath: "/nonexistent/Settings.bundle"))
        }
    }
}
