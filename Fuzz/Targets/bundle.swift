// libFuzzer target: the Settings.bundle loader and linter. The input becomes Root.plist of a bundle in
// a temporary folder (created once per process, removed at exit) that also holds a child page and a
// strings table, so child panes and localization are reached too.
import Foundation
import SettingsBundle

private let bundleURL: URL = {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fuzz-bundle-\(ProcessInfo.processInfo.processIdentifier)")
    let bundle = base.appendingPathComponent("Settings.bundle")
    let strings = bundle.appendingPathComponent("en.lproj")
    try? FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    let child = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>t</string>
        <key>Title</key><string>T</string><key>DefaultValue</key><true/></dict>
        <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>File</key><string>Root</string>
        <key>Title</key><string>Back</string></dict></array></dict></plist>
        """
    try? Data(child.utf8).write(to: bundle.appendingPathComponent("Child.plist"))
    try? Data("\"T\" = \"Toggle\";\n\"Root\" = \"\\u001b[31mred\";\n".utf8)
        .write(to: strings.appendingPathComponent("Root.strings"))
    atexit {
        _ = try? FileManager.default.removeItem(
            atPath: FileManager.default.temporaryDirectory.path
                + "/fuzz-bundle-\(ProcessInfo.processInfo.processIdentifier)")
    }
    return bundle
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard (try? data.write(to: bundleURL.appendingPathComponent("Root.plist"))) != nil else { return 0 }
    let location = BundleLocation(settingsBundle: bundleURL, name: "Fuzz", domain: .explicit("com.example.fuzz"))
    if let bundle = try? BundleLoader.load(location) {
        for page in bundle.orderedPages {
            for specifier in page.specifiers { _ = specifier.kind }
        }
        _ = bundle.registrationDictionary()
    }
    if let report = try? Linter.lint(location) { _ = report.text }
    return 0
}
