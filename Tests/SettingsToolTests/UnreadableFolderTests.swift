import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

/// A bundle under a folder whose name is not UTF-8 (a real one, made from raw bytes) is never left
/// out unsaid: lint fails on it and names it, with each bad byte shown as `\xFF`; the other
/// commands say they skipped it.
@Suite(.serialized) struct UnreadableFolderTests {
    let sandbox = Sandbox()
    /// The sandbox's home as the commands print it (standardized).
    var home: String { URL(fileURLWithPath: sandbox.home).standardizedFileURL.path }

    /// `bytes` made a folder (and its parents) with mkdir(2): Foundation cannot name it.
    func makeFolder(_ bytes: [UInt8]) throws {
        var path: [UInt8] = []
        for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            path += component
            if !path.isEmpty {
                var failure: Errno?
                do throws(Errno) { try FileSystem.createDirectory(bytes: path, permissions: 0o755) } catch {
                    failure = error
                }
                #expect(failure == nil || failure == .fileExists)
            }
            path.append(UInt8(ascii: "/"))
        }
    }

    func writeRoot(_ folder: [UInt8]) throws {
        let choice: PlistValue = [
            "Type": "PSMultiValueSpecifier", "Key": "k", "Title": "T", "Titles": ["a"], "Values": ["a"],
            "DefaultValue": "zz",
        ]
        let data = try PropertyListCoder.encodeXML(["PreferenceSpecifiers": [choice]])
        let descriptor = try #require(
            try? FileDescriptor.open(
                bytes: folder + Array("/Root.plist".utf8), .writeOnly, options: [.create, .truncate],
                permissions: 0o644))
        defer { descriptor.close() }
        #expect(throws: Never.self) { try descriptor.writeAll(data) }
    }

    @Test func aBundleUnderANonUTF8FolderIsReportedNotSkipped() throws {
        let work = Array((home + "/work").utf8)
        let good = work + Array("/good/Settings.bundle".utf8)
        let bad = work + [UInt8(ascii: "/"), 0xFF, 0xFE] + Array("bad/App.app/Settings.bundle".utf8)
        try makeFolder(good)
        try makeFolder(bad)
        try writeRoot(good)
        try writeRoot(bad)
        let shown = home + "/work/\\xFF\\xFEbad/App.app/Settings.bundle"

        let lint = try sandbox.run("settings", ["lint", home + "/work"])
        #expect(lint.status == 1, "\(lint.output)")
        #expect(lint.output.contains("\(shown)/Root.plist: error: the bundle cannot be opened: its path is not UTF-8"))
        #expect(lint.output.contains("good/Settings.bundle/Root.plist:"))
        #expect(lint.output.hasSuffix("2 bundles: 1 error, 1 warning, 0 notes\n"), "\(lint.output)")
        #expect(String(validating: lint.outputData, as: UTF8.self) != nil)

        let json = try sandbox.run("settings", ["lint", home + "/work", "--format", "json"])
        let reports = try JSONSerialization.jsonObject(with: json.outputData) as? [[String: Any]]
        #expect(reports?.compactMap { $0["bundle"] as? String }.contains(shown) == true)

        // Alone, it is an error that names it.
        let solo = Array((home + "/solo/").utf8) + [0xC0, 0xAF] + Array("/Settings.bundle".utf8)
        try makeFolder(solo)
        try writeRoot(solo)
        let alone = try sandbox.run("settings", ["lint", home + "/solo"])
        #expect(alone.status == 1)
        #expect(
            alone.error.contains(
                "settings: \(home)/solo/\\xC0\\xAF/Settings.bundle cannot be read: its path is not UTF-8"))

        let only = try sandbox.run("settings", ["dump", home + "/work"])
        #expect(only.status == 0)
        #expect(
            only.error.contains("settings: skipped: \(shown) cannot be read: its path is not UTF-8"), "\(only.error)")
        #expect(only.output.contains("preview.good.Settings"))
    }
}
