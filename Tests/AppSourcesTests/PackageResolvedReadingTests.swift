import Foundation
import Testing

@testable import AppSources

/// `Package.resolved` is decoded with `JSONDecoder` into `LibraryPins.LockFileJSON`; it reads what
/// `JSONSerialization` and casts read before (issue 32). The old reading is the oracle: real lock
/// files, every way a pin can be malformed, and every one-byte damage of a real file.
@Suite struct PackageResolvedReadingTests {
    /// The reading before: `JSONSerialization` and casts.
    static func oracle(_ data: Data) -> [String] {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [] }
        let pins = (root["pins"] ?? (root["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
        var result: [String] = []
        for pin in pins.prefix(10_000) {
            guard let address = (pin["location"] ?? pin["repositoryURL"]) as? String,
                let library = LibraryPins.Library(repository: address),
                let text = (pin["state"] as? [String: Any])?["version"] as? String,
                let version = LibraryPins.version(text)
            else { continue }
            result.append("\(library) \(version)")
        }
        return result
    }

    static func decoded(_ data: Data) -> [String] {
        LibraryPins.packageResolved(data).map { "\($0.0) \($0.1)" }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SourceLintTests/Fixtures/RealApps").standardizedFileURL

    /// AmpFin's (format 2, sindresorhus/Defaults 8.2.0) and ShelfPlayer's lock files.
    static func realFiles() throws -> [Data] {
        try ["AmpFin/AmpFin", "ShelfPlayer/ShelfPlayer"].map {
            try Data(
                contentsOf: fixtures.appendingPathComponent(
                    $0 + ".xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
        }
    }

    @Test func readsRealLockFilesAsBefore() throws {
        let files = try Self.realFiles()
        #expect(Self.decoded(files[0]) == ["defaults [8, 2, 0]"])
        for file in files { #expect(Self.decoded(file) == Self.oracle(file)) }
    }

    /// A pin of each format, and the shapes a damaged or hand-edited file takes.
    static let documents: [String] = {
        let defaults = #""location": "https://github.com/sindresorhus/Defaults.git""#
        let foil = #""repositoryURL": "https://github.com/jessesquires/Foil""#
        let state = #""state": {"revision": "abc", "version": "7.1.0"}"#
        return [
            #"{"pins": [{\#(defaults), \#(state)}], "version": 2}"#,
            #"{"object": {"pins": [{"package": "Foil", \#(foil), \#(state)}]}, "version": 1}"#,
            #"{"pins": [{\#(defaults), \#(state)}, {\#(foil), \#(state)}], "version": 3}"#,
            // `pins` at the top wins over `object`, whatever it holds.
            #"{"pins": null, "object": {"pins": [{\#(foil), \#(state)}]}}"#,
            #"{"pins": "none", "object": {"pins": [{\#(foil), \#(state)}]}}"#,
            #"{"object": {"pins": [{\#(foil), \#(state)}]}, "pins": {}}"#,
            #"{"object": [], "version": 1}"#, #"{"object": {"pins": 3}}"#,
            // An entry that is not an object drops the whole list; a bad field drops its pin.
            #"{"pins": [{\#(defaults), \#(state)}, 7]}"#, #"{"pins": [{\#(defaults), \#(state)}, null]}"#,
            #"{"pins": [{"location": 5, \#(foil), \#(state)}, {\#(defaults), \#(state)}]}"#,
            #"{"pins": [{"location": null, \#(foil), \#(state)}]}"#,
            #"{"pins": [{\#(foil), \#(state)}]}"#, #"{"pins": [{\#(defaults), "state": "7.1.0"}]}"#,
            #"{"pins": [{\#(defaults), "state": {"version": 7.1}}]}"#,
            #"{"pins": [{\#(defaults), "state": {"version": null, "branch": "main"}}]}"#,
            #"{"pins": [{\#(defaults), "state": {"version": "main"}}]}"#,
            // Escapes, a byte-order mark, no object at the top, numbers.
            #"{"pins": [{"location": "https:\/\/github.com\/sindresorhus\/\u0044efaults", \#(state)}]}"#,
            "\u{FEFF}" + #"{"pins": [{\#(defaults), \#(state)}]}"#, #"[{\#(defaults), \#(state)}]"#, "", "null",
            #"{"pins": [{\#(defaults), \#(state)}]} trailing"#, #"{"pins": [{\#(defaults), \#(state)}],}"#,
            #"{"pins": [{\#(defaults), \#(state)}]"#,
            #"{"pins": [{\#(defaults), "state": {"version": "1.0.0\ud800"}}]}"#,
            #"{"pins": [{\#(defaults), \#(state), "n": 1e400}]}"#,
            #"{"pins": [{\#(defaults), \#(state), "n": -0.5E-3}]}"#,
            #"{"pins": [{\#(defaults), \#(state), "n": 01}]}"#,
            #"{"pins": [{\#(defaults), \#(state), "n": 18446744073709551616}]}"#,
            #"{"pins": [{\#(defaults), \#(state), "n": [true, false, null, {}, [[]]]}]}"#,
            #"{"pins": [{\#(defaults), \#(state), "identity": "a\u0000b"}]}"#,
            #"{"pins": [{\#(defaults), \#(state), "identity": "tab\#t"}]}"#,
        ]
    }()

    @Test func readsMalformedPinsAsBefore() {
        for document in Self.documents {
            let data = Data(document.utf8)
            #expect(Self.decoded(data) == Self.oracle(data), "\(document)")
        }
        // A key given twice: the first value here, the last with JSONSerialization (SwiftPM writes none).
        let twice = Data(
            #"{"pins": [{"location": "https://github.com/sindresorhus/Defaults", "state": {"version": "1.0.0", "version": "2.0.0"}}]}"#
                .utf8)
        #expect(Self.decoded(twice) == ["defaults [1, 0, 0]"] && Self.oracle(twice) == ["defaults [2, 0, 0]"])
        // UTF-16, which both detect.
        let utf16 = Data(Self.documents[0].utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(Self.decoded(utf16) == Self.oracle(utf16))
    }

    /// Every byte of a real lock file dropped or replaced by a quote, a brace, a NUL or a byte that is
    /// not UTF-8.
    @Test func readsEveryOneByteDamageAsBefore() throws {
        let file = try Self.realFiles()[0]
        var differences: [String] = []
        for index in file.indices {
            var variants = [file[..<index] + file[(index + 1)...]]
            for byte in [UInt8(ascii: "\""), UInt8(ascii: "{"), 0x00, 0xFF] {
                var replaced = file
                replaced[index] = byte
                variants.append(replaced)
            }
            for variant in variants where Self.decoded(Data(variant)) != Self.oracle(Data(variant)) {
                differences.append("byte \(index): \(String(decoding: variant, as: UTF8.self).prefix(80))")
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }
}
