import Foundation
import TestSupport
import Testing

/// `settings-generate`, the build plugin's tool: a page it cannot read is left out of the accessors.
/// It says so on standard error, as a build log shows a warning, escaped, and still writes what it could.
@Suite struct SettingsGenerateWarningsTests {
    let sandbox = Sandbox()

    static func plist(_ specifiers: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>\(specifiers)</array></dict></plist>
        """
    }

    /// A bundle whose Root has one toggle and a child pane `child`.plist holding `integer`: `12x` is
    /// malformed for every reader; `0x10`, a hexadecimal integer, is read (once only Foundation's
    /// reader read it, and this tool links no Foundation).
    func writeBundle(child: String, integer: String = "12x") throws -> String {
        let bundle = sandbox.home + "/Settings.bundle"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let root = Self.plist(
            """
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string>\
            <key>Key</key><string>sound_enabled</string><key>DefaultValue</key><true/></dict>\
            <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>\
            <key>File</key><string>\(child)</string></dict>
            """)
        let page = Self.plist(
            """
            <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Count</string>\
            <key>Key</key><string>child_count</string><key>DefaultValue</key><integer>\(integer)</integer></dict>
            """)
        try Data(root.utf8).write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        try Data(page.utf8).write(to: URL(fileURLWithPath: bundle + "/\(child).plist"))
        return bundle
    }

    @Test func warnsAboutThePageItCouldNotReadAndGeneratesTheRest() throws {
        // A right-to-left override in the page's name: shown as <U+202E>, never raw.
        let bundle = try writeBundle(child: "More\u{202E}txt")
        let output = sandbox.home + "/Accessors.swift"
        let run = try sandbox.run("settings-generate", [bundle, output])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.error.split(separator: "\n").map(String.init)
        // The page's path (the bundle's, as the loader resolved it), then the warning.
        let warning = lines.first {
            $0.hasPrefix("/") && $0.contains("/Settings.bundle/More<U+202E>txt.plist: warning: ")
        }
        #expect(warning != nil, "\(run.error)")
        #expect(warning?.hasSuffix("[unreadable-plist]") == true, "\(run.error)")
        #expect(
            warning?.contains("line 2, column ") == true && warning?.contains("\"x\" in <integer>") == true,
            "\(run.error)")
        #expect(!run.error.unicodeScalars.contains("\u{202E}"))
        #expect(!run.error.contains(": error: "))
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        #expect(generated.contains("sound_enabled"))
        #expect(!generated.contains("child_count"))
    }

    /// A hexadecimal integer, a form only Foundation's reader once read, is read by this tool too.
    @Test func readsAPageWithAHexadecimalInteger() throws {
        let bundle = try writeBundle(child: "More", integer: "0x10")
        let output = sandbox.home + "/Accessors.swift"
        let run = try sandbox.run("settings-generate", [bundle, output])
        #expect(run.status == 0 && run.error.isEmpty, "\(run.error)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("child_count"))
    }

    /// A bundle the loader reads whole gives no warning at all.
    @Test func saysNothingAboutABundleItReadsWhole() throws {
        let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
        let run = try sandbox.run("settings-generate", [showcase, sandbox.home + "/Showcase.swift"])
        #expect(run.status == 0)
        #expect(!run.error.contains("warning:"), "\(run.error)")
    }
}
