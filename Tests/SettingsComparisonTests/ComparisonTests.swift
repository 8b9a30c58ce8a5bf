import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsComparison

/// `BundleComparison`: each kind of change a user would notice, on pairs of bundles written here.
struct ComparisonTests {
    typealias T = BundleFixtures

    static let group = T.specifier("PSGroupSpecifier", ["Title": "General", "FooterText": "About these."])
    static let speed = T.specifier(
        "PSMultiValueSpecifier",
        [
            "Title": "Speed", "Key": "speed", "DefaultValue": "m", "Values": ["s", "m", "f"],
            "Titles": ["Slow", "Medium", "Fast"],
        ])
    static let sync = T.specifier("PSToggleSwitchSpecifier", ["Title": "Sync", "Key": "sync", "DefaultValue": true])
    static let volume = T.specifier(
        "PSSliderSpecifier",
        [
            "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1,
        ])
    static let more = T.specifier("PSChildPaneSpecifier", ["Title": "More", "File": "More"])
    static let nickname = T.specifier("PSTextFieldSpecifier", ["Title": "Nickname", "Key": "nick"])

    /// `specifier` with `key` set to `value`.
    static func with(_ specifier: PlistValue, _ key: PlistKey, _ value: PlistValue) -> PlistValue {
        var dictionary = specifier.dictionaryValue ?? [:]
        dictionary[key] = value
        return .dictionary(dictionary)
    }

    /// Compares a bundle of `old` root rows with one of `new` root rows (and optional More pages).
    func compare(
        _ old: [PlistValue], _ new: [PlistValue], oldMore: [PlistValue]? = nil, newMore: [PlistValue]? = nil,
        oldExtra: [PlistKey: PlistValue] = [:], newExtra: [PlistKey: PlistValue] = [:]
    ) throws -> [SettingsChange] {
        let folder = try T.temporaryDirectory()
        defer { T.remove(folder) }
        try T.writePage(folder, "Old/Settings.bundle/Root.plist", old, extra: oldExtra)
        try T.writePage(folder, "New/Settings.bundle/Root.plist", new, extra: newExtra)
        if let oldMore { try T.writePage(folder, "Old/Settings.bundle/More.plist", oldMore) }
        if let newMore { try T.writePage(folder, "New/Settings.bundle/More.plist", newMore) }
        return BundleComparison.compare(
            try T.load(folder.appendingPathComponent("Old/Settings.bundle")),
            try T.load(folder.appendingPathComponent("New/Settings.bundle")))
    }

    @Test func identicalBundlesHaveNoChanges() throws {
        #expect(try compare([Self.group, Self.speed, Self.sync], [Self.group, Self.speed, Self.sync]).isEmpty)
    }

    @Test func addedAndRemovedRowsSayWhereAndTheDefault() throws {
        // In screen order: the removed row was after Speed, the added one is after Speed too.
        let changes = try compare([Self.group, Self.speed, Self.nickname], [Self.group, Self.speed, Self.sync])
        #expect(changes.map(\.kind) == [.rowRemoved, .rowAdded])
        #expect(
            changes[1].summary
                == "Toggle switch \"Sync\" (`sync`) added in group \"General\" after \"Speed\" (`speed`), default ON")
        #expect(changes[1].key == "sync")
        #expect(changes[0].summary.hasPrefix("Text field \"Nickname\" (`nick`) removed from group \"General\""))
    }

    @Test func changedDefaultSaysItsEffectWithChoiceTitles() throws {
        var faster = Self.speed
        faster = Self.with(faster, "DefaultValue", "f")
        let changes = try compare([Self.speed], [faster])
        #expect(changes.map(\.kind) == [.defaultChanged])
        #expect(
            changes[0].summary
                == "`speed` default \"Medium\" → \"Fast\": every user who never changed it sees \"Fast\" after the update;"
                + " users who chose a value keep it")
        #expect(changes[0].old == "\"Medium\"" && changes[0].new == "\"Fast\"")
    }

    @Test func toggleAndSliderDefaultsAreShownAsTheRowShowsThem() throws {
        var off = Self.sync
        off = Self.with(off, "DefaultValue", false)
        var louder = Self.volume
        louder = Self.with(louder, "DefaultValue", 0.75)
        let changes = try compare([Self.sync, Self.volume], [off, louder])
        #expect(changes.map(\.kind) == [.defaultChanged, .defaultChanged])
        #expect(changes[0].old == "ON" && changes[0].new == "OFF")
        #expect(changes[1].summary.hasPrefix("`volume` default 0.5 → 0.75: every user"))
    }

    @Test func typeChangeSaysWhetherStoredValuesStillShow() throws {
        let asText = T.specifier("PSTextFieldSpecifier", ["Title": "Sync", "Key": "sync"])
        let changes = try compare([Self.sync], [asText])
        #expect(changes.contains { $0.kind == .typeChanged })
        let typed = try #require(changes.first { $0.kind == .typeChanged })
        #expect(
            typed.summary
                == "`sync` changed from a toggle switch to a text field: a value users stored (a Boolean) is one the new row cannot show"
        )
        // Same kind, values of another type: still a type change.
        var numbers = Self.speed
        numbers = Self.with(numbers, "Values", [1, 2, 3])
        numbers = Self.with(numbers, "DefaultValue", 2)
        let retyped = try compare([Self.speed], [numbers])
        #expect(
            retyped.contains { $0.kind == .typeChanged && $0.summary.contains("stores a number instead of a string") })
        // A multi-value row of strings that becomes a text field keeps showing what was stored.
        let speedText = T.specifier("PSTextFieldSpecifier", ["Title": "Speed", "Key": "speed", "DefaultValue": "m"])
        let kept = try compare([Self.speed], [speedText])
        #expect(
            kept.first { $0.kind == .typeChanged }?.summary.hasSuffix("values users stored (a string) still show")
                == true)
    }

    /// Issue 33: a slider shows a stored Boolean (as 0 or 1), and whole and fractional numbers are
    /// one stored type.
    @Test func aSwitchBecomingASliderAndChoicesOfMixedNumbersKeepShowing() throws {
        let slider = Self.with(Self.with(Self.volume, "Key", "sync"), "DefaultValue", 1)
        let toSlider = try #require(try compare([Self.sync], [slider]).first { $0.kind == .typeChanged })
        #expect(toSlider.summary.hasSuffix("still show"), "\(toSlider.summary)")
        let mixed = Self.with(Self.with(Self.speed, "Values", [1, 2.5, 4]), "DefaultValue", 1)
        let whole = Self.with(mixed, "Values", [1, 3, 4])
        #expect(try !compare([mixed], [whole]).contains { $0.kind == .typeChanged })
    }

    @Test func choicesEmptiedOrFilledInAreNotATypeChange() throws {
        let empty = Self.with(Self.with(Self.speed, "Values", []), "Titles", [])
        #expect(try compare([Self.speed], [empty]).map(\.kind) == [.choicesRemoved, .defaultChanged])
        #expect(try compare([empty], [Self.speed]).map(\.kind) == [.choicesAdded])
        // Another kind of row is still a type change, said without an empty type name.
        let field = T.specifier("PSTextFieldSpecifier", ["Title": "Speed", "Key": "speed"])
        let changes = try compare([empty], [field])
        let typed = try #require(changes.first { $0.kind == .typeChanged })
        #expect(typed.old == "multi-value row (no choices)" && typed.new == "text field (a string)")
    }

    @Test func choicesAddedAndRemovedAreNamedByTitle() throws {
        var changed = Self.speed
        changed = Self.with(changed, "Values", ["m", "f", "x"])
        changed = Self.with(changed, "Titles", ["Medium", "Fast", "Ludicrous"])
        let changes = try compare([Self.speed], [changed])
        #expect(changes.map(\.kind) == [.choicesAdded, .choicesRemoved])
        #expect(changes[0].new == "Ludicrous")
        #expect(changes[1].old == "Slow")
        #expect(changes[1].summary.contains("users who chose it see a blank value"))
    }

    @Test func titlesAndFootersChanged() throws {
        var renamed = Self.sync
        renamed = Self.with(renamed, "Title", "Sync with iCloud")
        var footer = Self.group
        footer = Self.with(footer, "FooterText", "New footer.")
        let changes = try compare([Self.group, Self.sync], [footer, renamed])
        #expect(changes.map(\.kind) == [.footerChanged, .titleChanged])
        #expect(changes[0].old == "About these." && changes[0].new == "New footer.")
        #expect(changes[1].summary == "Title of `sync`: \"Sync\" → \"Sync with iCloud\"")
    }

    /// Issue 31: a quoted title or footer stays one piece on one line (the copies of the quoter
    /// left `"` raw, so a title could forge the arrow, and a CR or CRLF raw or as `\r⏎`); a key that
    /// starts and ends with a space keeps them in its code span.
    @Test func hostileTitlesFootersAndKeysStayOnePiece() throws {
        let forged = Self.with(Self.sync, "Title", "A\" → \"B")
        let crlf = Self.with(Self.group, "FooterText", "About\r\nthese\u{2028}now.")
        let changes = try compare([Self.group, Self.sync], [crlf, forged])
        #expect(changes[0].summary.contains("\"About⏎these⏎now.\""), "\(changes[0].summary)")
        #expect(changes[1].summary == #"Title of `sync`: "Sync" → "A\" → \"B""#)
        let spaced = Self.with(Self.sync, "Key", " sync ")
        let renamed = try compare([spaced], [Self.with(spaced, "Title", "Sync now")])
        #expect(renamed.first?.summary == "Title of `  sync  `: \"Sync\" → \"Sync now\"")
        #expect(renamed.first?.codeSpans == [" sync "])
    }

    @Test func titlesAreComparedInTheLoadedLanguage() throws {
        let folder = try T.temporaryDirectory()
        defer { T.remove(folder) }
        for side in ["Old", "New"] {
            try T.writePage(
                folder, "\(side)/Settings.bundle/Root.plist", [Self.sync], extra: ["StringsTable": "Root"])
        }
        // English is there too: a bundle whose only folder is fr shows French to everyone (CFBundle's backstop).
        for side in ["Old", "New"] { try T.write(folder, "\(side)/Settings.bundle/en.lproj/Root.strings", text: "\n") }
        try T.write(folder, "Old/Settings.bundle/fr.lproj/Root.strings", text: "\"Sync\" = \"Synchro\";\n")
        try T.write(folder, "New/Settings.bundle/fr.lproj/Root.strings", text: "\"Sync\" = \"Synchroniser\";\n")
        let old = folder.appendingPathComponent("Old/Settings.bundle")
        let new = folder.appendingPathComponent("New/Settings.bundle")
        #expect(BundleComparison.compare(try T.load(old), try T.load(new)).isEmpty)
        let french = BundleComparison.compare(
            try T.load(old, languages: ["fr"]), try T.load(new, languages: ["fr"]))
        #expect(french.map(\.kind) == [.titleChanged])
        #expect(french.first?.new == "Synchroniser")
    }

    @Test func rowsMovedBetweenGroupsAndPanes() throws {
        let other = T.specifier("PSGroupSpecifier", ["Title": "Other"])
        let changes = try compare(
            [Self.group, Self.sync, other, Self.speed, Self.more], [Self.group, other, Self.sync, Self.more],
            oldMore: [Self.volume], newMore: [Self.volume, Self.speed])
        #expect(changes.map(\.kind) == [.rowMoved, .rowMoved])
        #expect(
            changes[0].summary
                == "\"Sync\" (`sync`) moved from the root pane, group \"General\" to the root pane, group \"Other\"")
        #expect(changes[1].new == "pane \"More\"")
    }

    @Test func groupsAndPanesAddedAndRemoved() throws {
        let other = T.specifier("PSGroupSpecifier", ["Title": "Other"])
        let added = try compare(
            [Self.group, Self.sync], [Self.group, Self.sync, other, Self.more], newMore: [Self.volume])
        #expect(added.map(\.kind) == [.groupAdded, .paneAdded, .rowAdded])
        #expect(added[1].summary == "Pane \"More\" (More) added under the root pane")
        let removed = try compare(
            [Self.group, Self.sync, other, Self.more], [Self.group, Self.sync], oldMore: [Self.volume])
        #expect(removed.map(\.kind) == [.groupRemoved, .paneRemoved, .rowRemoved])
        #expect(removed[2].key == "volume")
    }

    @Test func appGroupSuiteChange() throws {
        let changes = try compare(
            [Self.sync], [Self.sync], newExtra: ["ApplicationGroupContainerIdentifier": "group.com.example"])
        #expect(changes.map(\.kind) == [.appGroupChanged])
        #expect(changes[0].new == "group.com.example")
        #expect(changes[0].summary.contains("values users stored before are not shown"))
    }

    @Test func keysMatchExactlyNotByNormalization() throws {
        let composed = T.specifier("PSTextFieldSpecifier", ["Title": "Café", "Key": "caf\u{E9}"])
        let decomposed = T.specifier("PSTextFieldSpecifier", ["Title": "Café", "Key": "cafe\u{301}"])
        // "é" precomposed and decomposed are different keys: the same row stored under another key.
        let changes = try compare([composed], [decomposed])
        #expect(changes.map(\.kind) == [.rowRekeyed])
        // The two keys print alike: the summary says why they differ.
        #expect(
            changes.first?.summary.contains("(was `café`, the same letters with other Unicode code points)") == true)
        // Retitled too, and however short the key, it is still the same row under another key, not
        // one removed and one added.
        let short = T.specifier("PSTextFieldSpecifier", ["Title": "Coffee", "Key": "\u{E9}"])
        let retitled = T.specifier("PSTextFieldSpecifier", ["Title": "Café", "Key": "e\u{301}"])
        #expect(try compare([short], [retitled]).map(\.kind) == [.rowRekeyed, .titleChanged])
    }

    @Test func failOnCategories() {
        let change = SettingsChange(kind: .rowRemoved, page: "Root", pageTitle: "App", summary: "x")
        #expect(ChangeCategory.removed.contains(change))
        #expect(!ChangeCategory.default.contains(change))
        #expect(!ChangeCategory.type.contains(change))
        #expect(ChangeCategory.any.contains(change))
    }

    // MARK: Groups without a title, screen order, reorders

    static func footerGroup(_ footer: String) -> PlistValue {
        T.specifier("PSGroupSpecifier", ["FooterText": .string(footer)])
    }

    @Test func footerOnlyGroupsAreMatchedInOrder() throws {
        let changes = try compare(
            [Self.footerGroup("One."), Self.sync, Self.footerGroup("Two."), Self.footerGroup("Three.")],
            [Self.footerGroup("One, revised."), Self.sync, Self.footerGroup("Two.")])
        #expect(changes.map(\.kind) == [.footerChanged, .groupRemoved])
        #expect(changes[0].summary == "Footer of untitled group 1: \"One.\" → \"One, revised.\"")
        #expect(changes[1].summary == "Untitled group 3 (footer \"Three.\") removed")
        #expect(changes[1].old == "Three.")
    }

    @Test func untitledGroupsAreMatchedByTheirRowsBeforeTheirPlace() throws {
        // The untitled group holding Sync moved below the one holding Speed: matched by keys, each
        // footer compared with its own.
        let changes = try compare(
            [Self.footerGroup("About sync."), Self.sync, Self.footerGroup("About speed."), Self.speed],
            [Self.footerGroup("About speed."), Self.speed, Self.footerGroup("About syncing."), Self.sync])
        #expect(changes.map(\.kind) == [.groupsReordered, .footerChanged])
        #expect(
            changes[0].summary
                == "Order of the groups changed: untitled group 2 (was untitled group 1) now after untitled group 1")
        #expect(changes[1].summary == "Footer of untitled group 2: \"About sync.\" → \"About syncing.\"")
        #expect(changes[1].key == nil)
        let other = T.specifier("PSGroupSpecifier", ["Title": "Other"])
        let titled = try compare(
            [Self.group, Self.sync, other, Self.speed], [other, Self.speed, Self.group, Self.sync])
        #expect(titled.map(\.summary) == ["Order of the groups changed: group \"General\" now after group \"Other\""])
    }

    @Test func aGroupTitledOrRenamedKeepsItsRows() throws {
        let renamed = Self.with(Self.group, "Title", "Sharing")
        let changes = try compare([Self.group, Self.sync, Self.speed], [renamed, Self.sync, Self.speed])
        #expect(changes.map(\.kind) == [.groupTitleChanged])
        #expect(changes[0].summary == "Group title \"General\" → \"Sharing\"")
    }

    @Test func untitledGroupsAddedWithAFooterOnly() throws {
        let added = try compare([Self.sync], [Self.sync, Self.footerGroup("Read me."), Self.speed])
        #expect(added.map(\.kind) == [.groupAdded, .rowAdded])
        #expect(added[0].summary == "Untitled group 2 (footer \"Read me.\") added")
        // A group with neither title nor footer is only a gap: not a change of its own.
        let gap = try compare([Self.sync], [Self.sync, T.specifier("PSGroupSpecifier", [:]), Self.speed])
        #expect(gap.map(\.kind) == [.rowAdded])
    }

    @Test func removedRowsAreListedWhereTheyWere() throws {
        let other = T.specifier("PSGroupSpecifier", ["Title": "Other"])
        let changes = try compare(
            [Self.group, Self.sync, Self.nickname, other, Self.speed, Self.volume],
            [Self.group, Self.sync, other, Self.speed])
        #expect(changes.map(\.kind) == [.rowRemoved, .rowRemoved])
        #expect(changes.map(\.key) == ["nick", "volume"])
        // Removed before the first surviving row: listed first; a removed group before its lost rows.
        let first = try compare([Self.nickname, Self.group, Self.sync, other, Self.speed], [Self.group, Self.sync])
        #expect(first.map(\.kind) == [.rowRemoved, .groupRemoved, .rowRemoved])
        #expect(first.map(\.key) == ["nick", nil, "speed"])
    }

    @Test func rowsReorderedInAGroupNameTheFewestMoves() throws {
        let changes = try compare(
            [Self.group, Self.sync, Self.speed, Self.nickname, Self.volume],
            [Self.group, Self.speed, Self.nickname, Self.sync, Self.volume])
        #expect(changes.map(\.kind) == [.rowsReordered])
        #expect(
            changes[0].summary
                == "Order of group \"General\" changed: \"Sync\" (`sync`) now after \"Nickname\" (`nick`)")
        #expect(changes[0].old == "sync, speed, nick, volume" && changes[0].new == "speed, nick, sync, volume")
        let first = try compare([Self.group, Self.speed, Self.sync], [Self.group, Self.sync, Self.speed])
        #expect(
            first.map(\.summary) == [
                "Order of group \"General\" changed: \"Speed\" (`speed`) now after \"Sync\" (`sync`)"
            ])
        // Many moves: how many, and the new order's start, not every move.
        let toggles = (0..<12).map {
            T.specifier("PSToggleSwitchSpecifier", ["Key": .string("k\($0)"), "Title": .string("T\($0)")])
        }
        let shuffled = try compare([Self.group] + toggles, [Self.group] + toggles.reversed())
        #expect(shuffled.map(\.kind) == [.rowsReordered])
        #expect(
            shuffled.first?.summary.hasPrefix(
                "Order of group \"General\" changed: 11 of 12 rows moved; now \"T11\" (`k11`), \"T10\" (`k10`),")
                == true, "\(shuffled.first?.summary ?? "")")
        #expect(shuffled.first?.summary.hasSuffix(", …") == true)
        // An added row between two rows is not a reorder.
        let inserted = try compare(
            [Self.group, Self.sync, Self.speed], [Self.group, Self.sync, Self.volume, Self.speed])
        #expect(inserted.map(\.kind) == [.rowAdded])
    }

    @Test func choicesReorderedAndRenamed() throws {
        var changed = Self.with(Self.speed, "Values", ["f", "m", "s"])
        changed = Self.with(changed, "Titles", ["Fast", "Normal", "Slow"])
        let changes = try compare([Self.speed], [changed])
        #expect(changes.map(\.kind) == [.choiceTitleChanged, .choicesReordered])
        #expect(changes[0].summary == "\"Speed\" (`speed`): choice \"Medium\" → \"Normal\"")
        #expect(changes[1].old == "Slow, Medium, Fast" && changes[1].new == "Fast, Normal, Slow")
        #expect(changes[1].summary == "\"Speed\" (`speed`): choices reordered: now in reverse order")
        var moved = Self.with(Self.speed, "Values", ["s", "f", "m"])
        moved = Self.with(moved, "Titles", ["Slow", "Fast", "Medium"])
        #expect(
            try compare([Self.speed], [moved]).map(\.summary) == [
                "\"Speed\" (`speed`): choices reordered: \"Medium\" now after \"Fast\""
            ])
    }

    @Test func aChildPaneWhoseFileMovedIsTheSamePane() throws {
        let folder = try T.temporaryDirectory()
        defer { T.remove(folder) }
        try T.writePage(folder, "Old/Settings.bundle/Root.plist", [Self.more])
        try T.writePage(folder, "Old/Settings.bundle/More.plist", [Self.footerGroup("Old footer."), Self.volume])
        try T.writePage(
            folder, "New/Settings.bundle/Root.plist",
            [T.specifier("PSChildPaneSpecifier", ["Title": "More", "File": "Panes/More"])])
        try T.writePage(folder, "New/Settings.bundle/Panes/More.plist", [Self.footerGroup("New footer."), Self.volume])
        let changes = BundleComparison.compare(
            try T.load(folder.appendingPathComponent("Old/Settings.bundle")),
            try T.load(folder.appendingPathComponent("New/Settings.bundle")))
        #expect(changes.map(\.kind) == [.paneFileChanged, .footerChanged])
        #expect(
            changes[0].summary
                == "Pane \"More\" is now read from Panes/More.plist (was More.plist); it is compared with the old one")
        #expect(changes.allSatisfy { $0.page == "Panes/More" })
    }

    @Test func longTextChangesShowTheChangedWords() {
        let old = String(repeating: "Lorem ipsum dolor sit amet. ", count: 4) + "The app keeps your data."
        let new = String(repeating: "Lorem ipsum dolor sit amet. ", count: 4) + "The app never keeps your data."
        #expect(TextDelta(old, new).description == "text added: …\"never\"…")
        let replaced = old.replacingOccurrences(of: "keeps", with: "shares")
        #expect(TextDelta(old, replaced).description == "…\"keeps\"… → …\"shares\"…")
        #expect(TextDelta("Short.", "Also short.").description == "\"Short.\" → \"Also short.\"")
        let added =
            "Cami ONLY uses your calendar.\nCami DOES NOT store any data of its users, anywhere, ever, at all, period."
        let base = "Cami DOES NOT store any data of its users, anywhere, ever, at all, period."
        #expect(TextDelta(base, added).description == "text added: \"Cami ONLY uses your calendar.\"…")
        #expect(TextDelta(added, base).description == "text removed: \"Cami ONLY uses your calendar.\"…")
    }

    @Test func choicesThatStoreAnotherValueUnderTheSameTitle() throws {
        var renamed = Self.with(Self.speed, "Values", ["slow", "medium", "fast"])
        renamed = Self.with(renamed, "DefaultValue", "m")
        let changes = try compare([Self.speed], [renamed])
        #expect(changes.map(\.kind) == [.choiceValuesChanged, .defaultChanged])
        #expect(
            changes[0].summary
                == "\"Speed\" (`speed`): 3 choices store another value under the same title (\"Slow\": \"s\" → \"slow\","
                + " \"Medium\": \"m\" → \"medium\", \"Fast\": \"f\" → \"fast\"); users who chose one see a blank value")
        #expect(
            changes[1].summary
                == "`speed` default \"m\" matches none of the choices now (it showed \"Medium\"): every user who never"
                + " changed it sees a blank value after the update")
        #expect(ChangeCategory.type.contains(changes[0]) && ChangeCategory.default.contains(changes[1]))
    }

    @Test func removedRowsThatStoreNothingSaySo() throws {
        let button = T.specifier("IASKButtonSpecifier", ["Title": "Unlink", "Key": "unlink"])
        let folder = try T.temporaryDirectory()
        defer { T.remove(folder) }
        try T.writePage(folder, "Old/Settings.bundle/Root.inApp.plist", [Self.group, button, Self.sync])
        try T.writePage(folder, "New/Settings.bundle/Root.inApp.plist", [Self.group, Self.sync])
        func load(_ side: String) throws -> LoadedBundle {
            let location = BundleLocation(
                settingsBundle: folder.appendingPathComponent("\(side)/Settings.bundle"), name: "Test",
                domain: .explicit("com.example.test"))
            return try BundleLoader.load(location, options: LoadOptions(languages: ["en"], view: .inApp))
        }
        let changes = BundleComparison.compare(try load("Old"), try load("New"))
        #expect(changes.map(\.summary) == ["Button \"Unlink\" (`unlink`) removed from group \"General\""])
    }

    @Test func aRowUnderAnotherKeyAtTheSamePlace() throws {
        let renamed = T.specifier(
            "PSToggleSwitchSpecifier", ["Title": "Sync", "Key": "syncEnabled", "DefaultValue": false])
        let changes = try compare([Self.group, Self.speed, Self.sync], [Self.group, Self.speed, renamed])
        #expect(changes.map(\.kind) == [.rowRekeyed, .defaultChanged])
        #expect(
            changes[0].summary
                == "\"Sync\" (`syncEnabled`) is stored under a new key (was `sync`): what users stored under `sync`"
                + " is not shown; they see the default OFF")
        #expect(changes[0].old == "sync" && changes[0].new == "syncEnabled")
        #expect(ChangeCategory.type.contains(changes[0]))
        // Another kind, or an unrelated title and key, at the same place: removed and added.
        let other = T.specifier("PSTextFieldSpecifier", ["Title": "Name", "Key": "name"])
        #expect(try compare([Self.sync], [other]).map(\.kind) == [.rowRemoved, .rowAdded])
        let unrelated = T.specifier("PSToggleSwitchSpecifier", ["Title": "Wi-Fi only", "Key": "wifi"])
        #expect(try compare([Self.sync], [unrelated]).map(\.kind) == [.rowRemoved, .rowAdded])
    }
}
