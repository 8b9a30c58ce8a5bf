import Foundation
import PropertyList
import PropertyListFoundation
import Testing

@_spi(Testing) @testable import Defaults

/// Issue 32: a commit to a binary store edits the document the previous commit kept
/// (``BinaryDictionaryEncoding``) instead of encoding the whole domain again, and still writes
/// exactly the bytes of a whole encoding, which Foundation reads back.
@Suite struct BinaryStoreCommitTests {
    private func store(_ home: TemporaryDirectory) -> PersistentDomainFile {
        PersistentDomainFile(
            url: URL(fileURLWithPath: home.file("Library/Preferences/com.example.app.plist")), style: .apple)
    }

    private func foundationRead(_ bytes: Data) throws -> PlistValue? {
        PlistValue(foundationObject: try PropertyListSerialization.propertyList(from: bytes, options: [], format: nil))
    }

    @Test func repeatedCommitsEditTheKeptDocumentAndWriteWhatAWholeEncodingWrites() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = store(home)
        var expected: [PlistKey: PlistValue] = [:]
        for index in 0..<40 { expected[PlistKey("key\(index)")] = .string("value \(index % 7)") }
        try file.replace(with: expected)
        for step in 0..<60 {
            // Replacements, removals and new keys (key40...key49), values shared with other keys or new.
            let pick = (step * 37 + 11) % 97
            let key = PlistKey("key\(pick % 50)")
            let value: PlistValue? =
                switch step % 5 {
                case 0: nil
                case 1: .integer(Int64(pick) * 13 - 300)
                case 2: .array([.string("value \(pick % 7)"), .bool(pick % 2 == 0)])
                case 3: .dictionary(["nested": .string("value \(pick % 9)"), "n": .real(0.5)])
                default: .string("value \(pick % 11)")
                }
            try file.commit([key: value])
            expected[key] = value
            #expect(file.keptDocumentFormatForTesting == .binary, "step \(step)")
            let bytes = try #require(home.read("Library/Preferences/com.example.app.plist"))
            #expect(bytes == (try PropertyListCoder.encodeBinary(.dictionary(expected))), "step \(step)")
            if step % 10 == 0 { #expect(try foundationRead(bytes) == .dictionary(expected), "step \(step)") }
        }
        #expect(try store(home).contents() == expected)
    }

    /// Keys canonically equivalent to stored ones stay two keys after incremental commits, as in a
    /// whole encoding and as CoreFoundation keeps them (issue 28), and the kept document goes on.
    @Test func equivalentKeysStayApartAcrossIncrementalCommits() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = store(home)
        try file.commit(["caf\u{E9}": 1, "K": 2])
        try file.commit(["other": 3])
        #expect(file.keptDocumentFormatForTesting == .binary)
        try file.commit(["cafe\u{301}": 4])
        try file.commit(["\u{212A}": 5])
        try file.commit(["other": 6])
        #expect(file.keptDocumentFormatForTesting == .binary)
        let expected: [PlistKey: PlistValue] = ["caf\u{E9}": 1, "K": 2, "cafe\u{301}": 4, "\u{212A}": 5, "other": 6]
        let bytes = try #require(home.read("Library/Preferences/com.example.app.plist"))
        #expect(bytes == (try PropertyListCoder.encodeBinary(.dictionary(expected))))
        #expect(try store(home).contents() == expected)
    }
}
