import BundleTestSupport
import Foundation
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// Lint, InAppSettingsKit-aware: its types known in the in-app view and in `*.inApp.plist` files,
/// and rules for its keys.
@Suite struct InAppLintTests {
    func lint(_ view: BundleView) throws -> LintReport {
        let reports = try Linter.lint(path: BundleFixtures.fixture("InApp/Everything.app").path, view: view)
        return try #require(reports.first)
    }

    func rules(_ report: LintReport) -> [Rule] { report.diagnostics.map(\.rule) }

    @Test func theInAppViewReportsNoInAppTypeAsUnknown() throws {
        let report = try lint(.inApp)
        #expect(!report.diagnostics.contains { $0.rule == .unknownType })
    }

    @Test(arguments: [BundleView.inApp, .settingsApp]) func rulesForInAppKeys(view: BundleView) throws {
        let report = try lint(view)
        let inAppFindings = report.diagnostics.filter { $0.relativeFile == "Root.inApp.plist" }
        func finding(_ rule: Rule, key: String? = nil) -> Diagnostic? {
            inAppFindings.first { $0.rule == rule && (key == nil || $0.key == key) }
        }
        #expect(finding(.inAppDatePicker, key: "weekly")?.message.contains("DatePickerMode") == true)
        #expect(inAppFindings.filter { $0.rule == .inAppDatePicker }.count == 2)  // mode and style
        #expect(finding(.inAppListItemType, key: "refused")?.severity == .error)
        #expect(finding(.inAppOpenURLFile)?.specifierIndex == 15)
        #expect(finding(.inAppMailSpelling)?.message.contains("IASKMailComposeToRecipents") == true)
        #expect(finding(.inAppSelector)?.specifierIndex == 21)
        #expect(!inAppFindings.contains { $0.rule == .unknownType })
        #expect(finding(.inAppListItemType, key: "tags") == nil)
    }

    @Test func inAppPagesAreNotUnreachable() throws {
        for view in BundleView.allCases {
            let unreachable = try lint(view).diagnostics.filter { $0.rule == .unreachablePage }.map(\.relativeFile)
            #expect(!unreachable.contains("Root.inApp.plist"))
            // Opened per list item by an ItemSpecifier/AddSpecifier child pane.
            #expect(!unreachable.contains("Account.plist"))
        }
        // The Settings view still reports an IASK type in Root.plist as inert.
        let settings = try lint(.settingsApp)
        #expect(settings.diagnostics.contains { $0.rule == .unknownType && $0.relativeFile == "Root.plist" })
    }

    @Test func aStrayInAppPageIsCheckedAsInAppSettingsKitReadsIt() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(bundle, "Root.plist", [["Type": "PSGroupSpecifier", "Title": "Hi"]])
        try BundleFixtures.writePage(
            bundle, "Stray.inApp.plist",
            [["Type": "IASKOpenURLSpecifier", "Title": "Web"], ["Type": "IASKButtonSpecifier", "Title": "Go"]])
        let report = try #require(try Linter.lint(path: bundle.path).first)
        #expect(report.diagnostics.contains { $0.rule == .unreachablePage && $0.relativeFile == "Stray.inApp.plist" })
        #expect(report.diagnostics.contains { $0.rule == .inAppOpenURLFile })
        #expect(!report.diagnostics.contains { $0.rule == .unknownType })
    }
}
