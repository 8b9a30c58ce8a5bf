import Foundation
import PropertyList
import TestSupport
import Testing

/// Issue 30 item 6: the review page (`--format html`) marks a reorder on both pictures, shows keys
/// as code rather than Markdown backticks, draws the pane a row left, and titles the old root pane
/// with the app's name as the new one is titled.
@Suite(.serialized) struct CompareReviewPageTests {
    static func write(_ root: String, _ pages: [String: [PlistValue]]) throws {
        for (name, rows) in pages {
            let url = URL(fileURLWithPath: root + "/Settings.bundle/\(name).plist")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PropertyListCoder.encodeXML(["PreferenceSpecifiers": .array(rows)]).write(to: url)
        }
    }

    /// The `<figure>`s of the pane section whose heading starts with `heading`.
    static func section(_ html: String, _ heading: String) -> String {
        guard let start = html.range(of: "<h2>\(heading)") else { return "" }
        let rest = html[start.lowerBound...]
        return String(rest[..<(rest.range(of: "</section>")?.lowerBound ?? rest.endIndex)])
    }

    @Test func reorderMovedRowsAndTitlesOnBothPictures() throws {
        let sandbox = Sandbox()
        let group: PlistValue = ["Type": "PSGroupSpecifier", "Title": "General"]
        let sync: PlistValue = ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync"]
        let speed: PlistValue = ["Type": "PSTextFieldSpecifier", "Title": "Speed", "Key": "speed"]
        let nick: PlistValue = ["Type": "PSTextFieldSpecifier", "Title": "Nickname", "Key": "nick"]
        let more: PlistValue = ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"]
        let extra: PlistValue = ["Type": "PSToggleSwitchSpecifier", "Title": "Extra", "Key": "extra"]
        // The old version sits in a folder of another name, as a --git snapshot does.
        let old = sandbox.home + "/snapshot-1234"
        let new = sandbox.home + "/Shop"
        try Self.write(old, ["Root": [group, sync, speed, nick, more], "More": [extra]])
        try Self.write(new, ["Root": [group, speed, sync, more], "More": [extra, nick]])
        let result = try sandbox.run(
            "settings", ["compare", "--format", "html", old + "/Settings.bundle", new + "/Settings.bundle"])
        let html = result.output
        let root = Self.section(html, "Shop (Root)")
        // The reorder: marked moved on the before and the after picture.
        let before = CompareReviewTests.marks(root, side: "before")
        let after = CompareReviewTests.marks(root, side: "after")
        #expect(before.filter { $0 == "moved" }.count >= 2, "\(before)")
        #expect(after.filter { $0 == "moved" }.count >= 2, "\(after)")
        // Keys are code, not Markdown backticks, in the list.
        #expect(html.contains("(<code>sync</code>)"))
        #expect(!html.contains("`sync`") && !html.contains("`nick`"))
        // The pane Nickname left (the root) lists the move and marks it on its old picture.
        #expect(root.contains("data-kind=\"rowMoved\""), "\(root.prefix(400))")
        // Both root pictures are titled with the app's name.
        #expect(!html.contains(">snapshot-1234<"), "the old root pane titled with the snapshot's folder")
        #expect(root.components(separatedBy: ">Shop</text>").count == 3, "\(root.prefix(2000))")
    }

    /// Groups that changed places are marked moved on both pictures too.
    @Test func reorderedGroupsAreMarkedOnBothPictures() throws {
        let sandbox = Sandbox()
        let general: PlistValue = ["Type": "PSGroupSpecifier", "Title": "General"]
        let other: PlistValue = ["Type": "PSGroupSpecifier", "Title": "Other"]
        let sync: PlistValue = ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync"]
        let speed: PlistValue = ["Type": "PSTextFieldSpecifier", "Title": "Speed", "Key": "speed"]
        try Self.write(sandbox.home + "/old/App", ["Root": [general, sync, other, speed]])
        try Self.write(sandbox.home + "/new/App", ["Root": [other, speed, general, sync]])
        let result = try sandbox.run(
            "settings",
            [
                "compare", "--format", "html", sandbox.home + "/old/App/Settings.bundle",
                sandbox.home + "/new/App/Settings.bundle",
            ])
        #expect(result.output.contains("data-kind=\"groupsReordered\""))
        #expect(CompareReviewTests.marks(result.output, side: "before").contains("moved"))
        #expect(CompareReviewTests.marks(result.output, side: "after").contains("moved"))
    }
}
