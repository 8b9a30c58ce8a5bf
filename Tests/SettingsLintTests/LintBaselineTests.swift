import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// `LintBaseline`: identities without positions, multiset matching, and file errors.
@Suite struct LintBaselineTests {
    /// A bundle whose Root.plist has two text fields that look like passwords (two findings, one rule).
    func writeBundle(_ folder: URL, leadingRows: Int = 0, passwords: [String] = ["password", "pin_password"]) throws
        -> URL
    {
        let bundle = folder.appendingPathComponent("App/Settings.bundle")
        var specifiers: [PlistValue] = (0..<leadingRows).map {
            ["Type": "PSGroupSpecifier", "Title": .string("G\($0)")]
        }
        for key in passwords {
            specifiers.append(["Type": "PSTextFieldSpecifier", "Title": "Password", "Key": .string(key)])
        }
        try BundleFixtures.writePage(bundle, "Root.plist", specifiers)
        return bundle
    }

    func lint(_ bundle: URL) throws -> LintReport {
        try Linter.lint(BundleLocation(settingsBundle: bundle, name: "App", domain: .explicit("com.example.app")))
    }

    @Test func detailDropsOnlyTheItemPrefix() {
        let keyed = Diagnostic(
            bundlePath: "/b", relativeFile: "Root.plist", severity: .error, rule: .sliderRange, message: "bad range",
            specifierIndex: 3, key: "volume")
        #expect(keyed.message == "Item 3 (Key \"volume\"): bad range")
        #expect(keyed.detail == "bad range")
        let unkeyed = Diagnostic(
            bundlePath: "/b", relativeFile: "Root.plist", severity: .error, rule: .sliderRange, message: "x",
            specifierIndex: 0)
        #expect(unkeyed.detail == "x")
        let page = Diagnostic(
            bundlePath: "/b", relativeFile: "Root.plist", severity: .error, rule: .missingRoot, message: "Item 2: y")
        #expect(page.detail == "Item 2: y")
        #expect(
            LintBaseline.Entry.positionFree("also appears at Root.plist item 12 with DefaultValue 3")
                == "also appears at Root.plist item # with DefaultValue 3")
    }

    @Test func aBaselineOfEveryFindingLeavesNoneAndSurvivesRowsInsertedAbove() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let report = try lint(try writeBundle(folder))
        #expect(report.diagnostics.filter { $0.rule == .insecurePasswordField }.count == 2)
        let baseline = LintBaseline(reports: [report], folder: folder)
        #expect(baseline.findings.allSatisfy { $0.file == "App/Settings.bundle/Root.plist" })

        let url = folder.appendingPathComponent("baseline.json")
        try baseline.write(to: url)
        let read = try LintBaseline.read(from: url)
        #expect(read == baseline)
        #expect(read.filter([report], folder: folder).baselined == report.diagnostics.count)
        #expect(read.filter([report], folder: folder).reports[0].diagnostics.isEmpty)

        // Two groups inserted above: every line and item index moves, nothing comes back.
        let moved = try lint(try writeBundle(folder, leadingRows: 2))
        #expect(moved.diagnostics.map(\.line) != report.diagnostics.map(\.line))
        #expect(read.filter([moved], folder: folder).reports[0].diagnostics.isEmpty)

        // A third password field is new: only it is reported.
        let more = try lint(try writeBundle(folder, passwords: ["password", "pin_password", "new_password"]))
        let (kept, baselined) = read.filter([more], folder: folder)
        #expect(kept[0].diagnostics.map(\.key) == ["new_password"])
        #expect(baselined == report.diagnostics.count)
    }

    @Test func identicalFindingsAreMatchedAsAMultiset() {
        func finding(_ index: Int) -> Diagnostic {
            Diagnostic(
                bundlePath: "/p/App/Settings.bundle", relativeFile: "Root.plist", severity: .warning,
                rule: .insecurePasswordField, message: "same", page: PageID("Root"), specifierIndex: index,
                key: "password")
        }
        let folder = URL(fileURLWithPath: "/p")
        let twice = LintReport(bundle: "/p/App/Settings.bundle", diagnostics: [finding(1), finding(4)])
        let baseline = LintBaseline(reports: [twice], folder: folder)
        #expect(baseline.findings.count == 2)
        #expect(Set(baseline.findings).count == 1)
        let thrice = LintReport(bundle: twice.bundle, diagnostics: [finding(0), finding(2), finding(7)])
        let (kept, baselined) = baseline.filter([thrice], folder: folder)
        #expect(baselined == 2)
        #expect(kept[0].diagnostics.count == 1)
        let once = LintBaseline(reports: [LintReport(bundle: twice.bundle, diagnostics: [finding(1)])], folder: folder)
        #expect(once.filter([twice], folder: folder).reports[0].diagnostics.count == 1)
    }

    @Test func aMissingOrCorruptBaselineIsAClearError() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let missing = folder.appendingPathComponent("none.json")
        #expect(throws: LintBaselineError.missing(path: missing.path)) { try LintBaseline.read(from: missing) }

        let corrupt = folder.appendingPathComponent("corrupt.json")
        for (text, reason) in [
            ("[", "it is not JSON"),
            (#"{"version": 1}"#, #"the top level has no "findings""#),
            (#"{"version": 1, "findings": [{"rule": "x"}]}"#, #".findings[0] has no "file""#),
            (#"{"version": 2, "findings": []}"#, "it is version 2"),
        ] {
            try Data(text.utf8).write(to: corrupt)
            do {
                _ = try LintBaseline.read(from: corrupt)
                Issue.record("\(text) was read")
            } catch {
                guard case .corrupt(let path, let why) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(path == corrupt.path)
                #expect(why.hasPrefix(reason), "\(why)")
                #expect(error.description.contains("--write-baseline"))
                #expect(error.description.components(separatedBy: "--write-baseline").count == 2, "said once")
            }
        }

        // A folder where the file should be, or a file in a folder that does not exist, says so.
        #expect(
            throws: LintBaselineError.unreadable(path: folder.path, reason: "it is a folder; name the baseline file")
        ) {
            try LintBaseline.read(from: folder)
        }
        let nowhere = folder.appendingPathComponent("gone/baseline.json")
        let unwritable = LintBaselineError.unwritable(
            path: nowhere.path, reason: "the folder \(folder.path)/gone does not exist")
        #expect(throws: unwritable) { try LintBaseline(findings: []).write(to: nowhere) }
        #expect(
            throws: LintBaselineError.unwritable(path: folder.path, reason: "it is a folder; name the baseline file")
        ) {
            try LintBaseline(findings: []).write(to: folder)
        }
    }
}
