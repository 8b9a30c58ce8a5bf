import AppSources
import BenchmarkSupport
import Foundation
import SettingsBundle
import SourceLint
import XcodeProject

/// Row 9: lint across the source grows linearly with hostile source (issue 28 finding 3). Each input
/// is timed beside the same input 8 times larger; the larger must cost at most 10 times the smaller.
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

    /// CPU milliseconds of one lint across the source of `text`.
    static func lint(_ text: String, fileName: String, folder: URL) throws -> Double {
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: sources.appendingPathComponent(fileName))
        let location = try BundleLocator.locate(folder.appendingPathComponent("Settings.bundle").path)
        guard let first = location.first else { throw BenchError("no bundle in \(folder.path)") }
        let start = BenchClock.processCPU()
        let result = try AppSourceLint(
            location: first, resolver: ProjectDomainResolver(), searchRoot: folder, folders: [sources])
        let elapsed = Double(BenchClock.processCPU() - start) / 1e6
        guard result.scan.files.count == 1 else { throw BenchError("the source of \(fileName) was not read") }
        return elapsed
    }

    static func run(directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        // The large inputs stay inside what the scan reads: 16,000 reads through constants hold about
        // 80,000 of the characters that deepen a syntax tree (`SourceScanner.maximumSwiftDepthCharacters`
        // is 100,000); 28,000 held 140,000, so the file was skipped and the row failed.
        let small = quick ? 1_000 : 2_000
        let large = small * Int(ScalingRow.factor)
        let rounds = quick ? 3 : 5
        for (number, input) in inputs.enumerated() {
            var samples: [[Double]] = [[], []]
            for (slot, count) in [small, large].enumerated() {
                let folder = directory.appendingPathComponent("source-\(number)-\(count)")
                _ = try writeApp(in: folder)
                let text = input.make(count)
                for _ in 0..<rounds { samples[slot].append(try lint(text, fileName: input.fileName, folder: folder)) }
            }
            rows.append(
                ScalingRow.row(
                    reader: "Source lint", input: input.label,
                    small: ("\(small)", BenchClock.median(samples[0]) * 1000),
                    large: ("\(large)", BenchClock.median(samples[1]) * 1000),
                    method:
                        "process CPU of AppSourceLint (read, scan on its own thread, compare), median of \(rounds) runs each"
                ))
        }
        return rows
    }
}
