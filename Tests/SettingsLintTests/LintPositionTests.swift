import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// Every finding in an XML page or a `.strings` file says where it is, and the place is right.
@Suite struct LintPositionTests {
    static let fixture = BundleFixtures.fixture("LintRules/Settings.bundle")

    static func lines(_ file: String) throws -> [String] {
        let text = try String(contentsOf: fixture.appendingPathComponent(file), encoding: .utf8)
        return text.components(separatedBy: "\n")
    }

    @Test func everyXMLFindingPointsAtItsSpecifierAndKey() throws {
        let checked = try Self.checkPlaces(of: BundleFixtures.lint(Self.fixture), in: Self.fixture)
        #expect(checked >= 25)
    }

    /// The rules of InAppSettingsKit's keys (its fixture, linted in the in-app view) are placed too.
    @Test func inAppFindingsPointAtTheirSpecifierAndKey() throws {
        let bundle = BundleFixtures.fixture("InApp/Everything.app").appendingPathComponent("Settings.bundle")
        let report = try #require(
            try Linter.lint(path: BundleFixtures.fixture("InApp/Everything.app").path, view: .inApp).first)
        let inAppRules: Set<Rule> = [
            .inAppDatePicker, .inAppListItemType, .inAppOpenURLFile, .inAppMailSpelling, .inAppSelector,
        ]
        #expect(Set(report.diagnostics.map(\.rule)).isSuperset(of: inAppRules))
        let checked = try Self.checkPlaces(of: report, in: bundle)
        #expect(checked >= inAppRules.count)
    }

    /// Checks every finding of an XML page: its line and column point at a tag, at the offending
    /// key's line when the rule has one, and its specifier's `<dict>` holds its Key. Returns how many
    /// findings about a specifier were checked.
    static func checkPlaces(of report: LintReport, in fixture: URL) throws -> Int {
        func lines(_ file: String) throws -> [String] {
            try String(contentsOf: fixture.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
        }
        var checked = 0
        for finding in report.diagnostics where finding.relativeFile.hasSuffix(".plist") {
            let data = try Data(contentsOf: fixture.appendingPathComponent(finding.relativeFile))
            guard (try? PropertyListCoder.decode(data))?.format == .xml else { continue }
            let lines = try lines(finding.relativeFile)
            let line = try #require(finding.line, "\(finding.relativeDescription)")
            let column = try #require(finding.column)
            let text = lines[line - 1]
            let at = text.utf8.dropFirst(column - 1)
            #expect(at.first == UInt8(ascii: "<"), "\(finding.relativeDescription)")
            if let key = finding.rule.offendingKey, finding.specifierIndex != nil {
                #expect(text.contains("<key>\(key)</key>"), "\(finding.relativeDescription)")
            }
            if let index = finding.specifierIndex {
                let start = try #require(finding.specifierLine)
                // The specifier's own dictionary (up to its closing tag at the same indent) holds its Key.
                let indent = lines[start - 1].prefix { $0 == "\t" || $0 == " " }
                let body = lines[(start - 1)...].prefix { $0 != indent + "</dict>" }.joined(separator: "\n")
                if let key = finding.key {
                    #expect(body.contains("<string>\(key)</string>"), "\(finding.relativeDescription)")
                }
                #expect(finding.specifierColumn != nil)
                #expect(index >= 0)
                checked += 1
            }
        }
        return checked
    }

    @Test func specifierLinesMatchTheItemCount() throws {
        // Root.plist's item 8 (the backwards slider) starts at line 113's <dict> and its
        // MinimumValue key is two lines further down.
        let report = try BundleFixtures.lint(Self.fixture)
        let slider = try #require(report.diagnostics.first { $0.rule == .sliderRange })
        let lines = try Self.lines("Root.plist")
        let start = try #require(slider.specifierLine)
        #expect(lines[start - 1].trimmingCharacters(in: .whitespaces) == "<dict>")
        #expect(lines[try #require(slider.line) - 1].contains("<key>MinimumValue</key>"))
        #expect(slider.relativeDescription.hasPrefix("Root.plist:115:4: error: Item 8"))
        // Page-level findings point at the key they are about.
        let group = try #require(report.diagnostics.first { $0.rule == .invalidAppGroup })
        #expect(
            try Self.lines("Table.plist")[try #require(group.line) - 1].contains("ApplicationGroupContainerIdentifier"))
    }

    @Test func stringsFindingsPointAtTheLineInTheStringsFile() throws {
        let report = try BundleFixtures.lint(Self.fixture)
        let finding = try #require(report.diagnostics.first { $0.rule == .unreadableStrings })
        #expect(finding.line == 2)
        #expect(finding.relativeDescription.hasPrefix("es.lproj/Root.strings:2: warning: "))
    }

    @Test func binaryPagesSaySoInsteadOfALine() throws {
        let report = try BundleFixtures.lint(Self.fixture)
        let finding = try #require(report.diagnostics.first { $0.relativeFile == "Evil.plist" })
        #expect(finding.line == nil)
        #expect(finding.placeNote == "binary page: no line numbers")
        #expect(finding.relativeDescription.hasPrefix("Evil.plist: warning: "))
        #expect(finding.relativeDescription.hasSuffix("(binary page: no line numbers) [control-characters]"))
    }
}
