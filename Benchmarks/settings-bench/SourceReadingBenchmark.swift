import AppSources
import BenchmarkSupport
import Foundation
import SettingsBundle
import SourceLint
import XcodeProject

/// Row 10: lint across the source grows linearly with hostile source (issue 28 finding 3). Each input
/// is timed beside the same input 8 times larger; the larger must cost at most 10 times the smaller.
/// What is timed is `AppSourceLint` alone: read, scan on its own thread, compare.
enum SourceReadingBenchmark {
    /// A generated app: one source file of `count` units.
    struct Input: Sendable {
        var label: String
        var fileName: String
        var make: @Sendable (Int) -> String
    }

    static let inputs: [Input] = [
        Input(label: "long qualified name (parts)", fileName: "Long.swift") { count in
            let name = Array(repeating: "A", count: count).joined(separator: ".")
            return "extension \(name) {\n    static let key = \"volume\"\n}\n"
        },
        Input(label: "many Swift reads in one file", fileName: "Reads.swift") { count in
            var text = "let d = UserDefaults.standard\nfunc f() {\n"
            for index in 0..<count { text += "    _ = d.integer(forKey: \"key_\(index)\")\n" }
            return text + "}\n"
        },
        Input(label: "many Objective-C reads in one file", fileName: "Reads.m") { count in
            var text = "void f(void) {\n    NSUserDefaults *d = [NSUserDefaults standardUserDefaults];\n"
            for index in 0..<count { text += "    [d integerForKey:@\"key_\(index)\"];\n" }
            return text + "}\n"
        },
        Input(label: "many constants, each read", fileName: "Keys.swift") { count in
            var text = "enum Keys {\n"
            for index in 0..<count { text += "    static let k\(index) = \"key_\(index)\"\n" }
            text += "}\nfunc f() {\n"
            for index in 0..<count { text += "    _ = UserDefaults.standard.bool(forKey: Keys.k\(index))\n" }
            return text + "}\n"
        },
    ]

    /// A bundle of 50 toggles, one of which (`key_3`) every input reads.
    static func writeApp(in folder: URL) throws -> URL {
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        var rows = ""
        for index in 0..<50 {
            rows += """
                <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>T\(index)</string>\
                <key>Key</key><string>key_\(index)</string><key>DefaultValue</key><true/></dict>

                """
        }
        let root = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            \(rows)</array></dict></plist>
            """
        try Data(root.utf8).write(to: bundle.appendingPathComponent("Root.plist"))
        return bundle
    }

    /// The lint across the source of `text`, written as `fileName` into an app in `folder`; throws
    /// when the source was not read.
    static func lint(_ text: String, fileName: String, folder: URL) throws -> () throws -> Void {
        _ = try writeApp(in: folder)
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: sources.appendingPathComponent(fileName))
        let location = try BundleLocator.locate(folder.appendingPathComponent("Settings.bundle").path)
        guard let first = location.first else { throw BenchError("no bundle in \(folder.path)") }
        return {
            let result = try AppSourceLint(
                location: first, resolver: ProjectDomainResolver(), searchRoot: folder, folders: [sources])
            guard result.scan.files.count == 1 else { throw BenchError("the source of \(fileName) was not read") }
        }
    }

    /// The rows' inputs (measured by ``ScalingSampler``). The large inputs stay inside what the
    /// scan reads: 16,000 reads through constants hold about 80,000 of the characters that deepen a
    /// syntax tree (`SourceScanner.maximumSwiftDepthCharacters` is 100,000); 28,000 held 140,000,
    /// so the file was skipped and the row failed.
    static func inputs(quick: Bool) -> [ScalingInput] {
        let small = quick ? 1_000 : 2_000
        let large = small * Int(ScalingRow.factor)
        return inputs.map { input in
            ScalingInput(reader: "Source lint", input: input.label, small: "\(small)", large: "\(large)") {
                isLarge, folder in
                let count = isLarge ? large : small
                return try lint(
                    input.make(count), fileName: input.fileName, folder: folder.appendingPathComponent("\(count)"))
            }
        }
    }

    static func run(directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        try ScalingSampler.rows(.source, directory: directory, quick: quick)
    }
}
