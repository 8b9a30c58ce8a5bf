import BenchmarkSupport
import Foundation
import PropertyList
import SettingsBundle
import SettingsTool
import XcodeProject

/// Row 11: every reader of untrusted data runs in linear time (issue 28). Each row times one input
/// and the same input 8 times larger (more keys, or deeper nesting up to the ``InputBudget``); the
/// larger may cost at most 10 times the smaller. ``ScalingSampler`` says how.
enum DataReaderScalingBenchmark {
    /// One reader and how to make its input of size `n`.
    struct Subject {
        var name: String
        /// What grows, in words.
        var shape: String
        var small: Int
        /// Builds an input of size `n`, then returns the read to time (it must throw on failure).
        var make: (Int, URL) throws -> () throws -> Void
    }

    /// A binary property list whose root array refers `references` times to one dictionary of
    /// eight keys (objects: the array, the dictionary, eight keys, eight integers).
    static func sharedDictionaryPlist(references: Int) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        // The root array: a count as a 4-byte integer object, then one-byte references to object 1.
        offsets.append(bytes.count)
        bytes += [0xAF, 0x12] + withUnsafeBytes(of: UInt32(references).bigEndian, Array.init)
        bytes += [UInt8](repeating: 1, count: references)
        offsets.append(bytes.count)
        bytes += [0xD8] + (2...9).map(UInt8.init) + (10...17).map(UInt8.init)
        for index in 0..<8 {
            offsets.append(bytes.count)
            bytes += [0x55] + Array("key_\(index)".utf8)
        }
        for index in 0..<8 {
            offsets.append(bytes.count)
            bytes += [0x10, UInt8(index)]
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        // Trailer: 6 unused bytes, offset size 4, reference size 1, object count, root, table offset.
        bytes += [0, 0, 0, 0, 0, 0, 4, 1]
        for field in [offsets.count, 0, tableOffset] {
            bytes += withUnsafeBytes(of: UInt64(field).bigEndian, Array.init)
        }
        return Data(bytes)
    }

    static func subjects() -> [Subject] {
        func keys(_ n: Int) -> PlistValue {
            .dictionary(
                Dictionary(uniqueKeysWithValues: (0..<n).map { (PlistKey("key_\($0)"), PlistValue.integer(Int64($0))) })
            )
        }
        func nested(_ depth: Int) -> PlistValue {
            (0..<depth).reduce(PlistValue.integer(1)) { inner, _ in .array([inner, "x"]) }
        }
        func decoding(_ data: Data) -> () throws -> Void { { _ = try PropertyListCoder.decode(data) } }
        return [
            Subject(name: "binary plist", shape: "keys", small: 5_000) { n, _ in
                decoding(try PropertyListCoder.encodeBinary(keys(n)))
            },
            // Built by hand: our writer (as CoreFoundation's) uniques scalars, not collections, so
            // encoding `Array(repeating: dictionary, count: n)` writes n equal dictionaries, which
            // measured how fast n dictionaries are built, not how shared references are read.
            Subject(name: "binary plist", shape: "references to one shared dictionary", small: 20_000) { n, _ in
                let data = sharedDictionaryPlist(references: n)
                guard try PropertyListCoder.decode(data).value == .array(Array(repeating: keys(8), count: n)) else {
                    throw BenchError("the shared-dictionary list does not read as \(n) references")
                }
                return decoding(data)
            },
            Subject(name: "binary plist", shape: "nesting depth (budget 512)", small: 60) { n, _ in
                decoding(try PropertyListCoder.encodeBinary(nested(n)))
            },
            Subject(name: "XML plist", shape: "keys", small: 5_000) { n, _ in
                decoding(try PropertyListCoder.encodeXML(keys(n)))
            },
            // Written without indentation: the printers indent each level, which makes the bytes
            // grow with the square of the depth.
            Subject(name: "XML plist", shape: "nesting depth (budget 512)", small: 60) { n, _ in
                let body =
                    String(repeating: "<array>", count: n) + "<integer>1</integer>"
                    + String(repeating: "<string>x</string></array>", count: n)
                return decoding(Data("<?xml version=\"1.0\"?><plist version=\"1.0\">\(body)</plist>".utf8))
            },
            Subject(name: "OpenStep plist", shape: "keys", small: 5_000) { n, _ in
                decoding(Data(OpenStepPrinter.string(for: keys(n)).utf8))
            },
            Subject(name: "OpenStep plist", shape: "nesting depth (budget 512)", small: 60) { n, _ in
                decoding(Data((String(repeating: "(", count: n) + "1" + String(repeating: ", x)", count: n)).utf8))
            },
            Subject(name: ".strings", shape: "keys", small: 5_000) { n, _ in
                let text = (0..<n).map { "\"key_\($0)\" = \"Value \($0)\";\n" }.joined()
                return { _ = try StringsFile.parse(Data(text.utf8)) }
            },
            Subject(name: "lint configuration YAML", shape: "excluded patterns", small: 1_000) { n, folder in
                let text = "excluded:\n" + (0..<n).map { "  - \"Pods/Module\($0)/**\"\n" }.joined()
                return { _ = try LintConfigurationFile.parse(text, file: "bench.yml", folder: folder) }
            },
            Subject(name: "pbxproj", shape: "targets", small: 200) { n, folder in
                let project = folder.appendingPathComponent("Scaling\(n).xcodeproj")
                try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
                try Data(pbxproj(targets: n).utf8).write(to: project.appendingPathComponent("project.pbxproj"))
                return { _ = try XcodeProject(bundle: project) }
            },
            Subject(name: "xcconfig", shape: "settings", small: 2_000) { n, folder in
                let file = folder.appendingPathComponent("Scaling\(n).xcconfig")
                let text = (0..<n).map { "SETTING_\($0) = $(SETTING_\($0 == 0 ? 0 : $0 - 1)) value\n" }.joined()
                try Data(text.utf8).write(to: file)
                return {
                    let config = XCConfigFile(url: file)
                    guard config.assignments.count == n else {
                        throw BenchError("xcconfig read \(config.assignments.count) of \(n)")
                    }
                }
            },
        ]
    }

    /// A project of `targets` native targets, each with its build configuration list.
    static func pbxproj(targets: Int) -> String {
        var objects = ""
        var targetIDs: [String] = []
        for index in 0..<targets {
            let target = String(format: "T%023d", index)
            let list = String(format: "L%023d", index)
            let configuration = String(format: "C%023d", index)
            targetIDs.append(target)
            objects += """
                \(target) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (); \
                name = "Target\(index)"; productType = "com.apple.product-type.application"; };
                \(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration)); };
                \(configuration) = {isa = XCBuildConfiguration; name = Debug; buildSettings = \
                {PRODUCT_BUNDLE_IDENTIFIER = "com.example.target\(index)"; }; };

                """
        }
        return """
            // !$*UTF8*$!
            {archiveVersion = 1; objectVersion = 56; rootObject = ROOT;
            objects = {
            ROOT = {isa = PBXProject; buildConfigurationList = PL; targets = (\(targetIDs.joined(separator: ", "))); };
            PL = {isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
            \(objects)};
            }
            """
    }

    /// The rows' inputs, each of `small` and of 8 times that (measured by ``ScalingSampler``).
    static func inputs() -> [ScalingInput] {
        subjects().map { subject in
            let large = subject.small * Int(ScalingRow.factor)
            return ScalingInput(
                reader: subject.name, input: subject.shape, small: "\(subject.small)", large: "\(large)"
            ) { isLarge, folder in try subject.make(isLarge ? large : subject.small, folder) }
        }
    }

    static func run(directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        try ScalingSampler.rows(.data, directory: directory, quick: quick)
    }
}
