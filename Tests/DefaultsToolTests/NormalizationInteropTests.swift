import Foundation
import PropertyList
import TestSupport
import Testing

/// Keys and values that differ only in Unicode normalization, between Foundation's `UserDefaults`
/// (the `foundation-probe` executable) and the `defaults` command: CoreFoundation keeps them apart,
/// and so must every read, merge and write here (issue 14, part 1).
@Suite(.serialized) struct NormalizationInteropTests {
    /// Spellings that Swift's `String ==` finds equal (or, for the compatibility forms, that NFKC
    /// folds together) but whose scalars differ: each a distinct key for CoreFoundation.
    static let eComposed = "k\u{E9}"  // NFC
    static let eDecomposed = "ke\u{301}"  // NFD
    static let hangulComposed = "\u{D55C}"  // NFC
    static let hangulDecomposed = "\u{1112}\u{1161}\u{11AB}"  // NFD
    static let ligature = "\u{FB01}le"  // NFKC folds it to "file"
    static let plain = "file"
    static let angstromTriple = ["\u{C5}", "\u{212B}", "A\u{30A}"]

    static var everyForm: [String] {
        [eComposed, eDecomposed, hangulComposed, hangulDecomposed, ligature, plain] + angstromTriple
    }

    /// Equal scalar by scalar (the test must not use `String ==`, which is the bug).
    static func same(_ a: String, _ b: String) -> Bool { Array(a.utf8) == Array(b.utf8) }

    static func hex(_ text: String) -> String { text.utf8.map { String(format: "%02x", $0) }.joined() }

    /// The value stored for a key: the key's own spelling, so a swapped or merged value shows.
    static func value(for key: String) -> String { "v-" + key }

    @Test func foundationsKeysInEveryFormSurviveAnUnrelatedWrite() throws {
        let sandbox = Sandbox()
        let domain = "com.example.normalization"
        for key in Self.everyForm {
            let result = try sandbox.probe("write", domain, key, "string", Self.value(for: key))
            #expect(result.status == 0, "\(result.error)")
        }
        let file = sandbox.file(domain)
        let before = try #require(try sandbox.read(file))
        // CoreFoundation keeps the composed and decomposed spellings apart (it loses one of U+00C5
        // and U+212B on Linux, which is its own affair): the test is about what it did write.
        for key in [Self.eComposed, Self.eDecomposed, Self.hangulComposed, Self.hangulDecomposed, Self.ligature] {
            #expect(before[key] == .string(Self.value(for: key)), "Foundation stored \(Self.hex(key))")
        }
        #expect(before.count >= 8)
        let keyLines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("<key>") || $0.contains("<string>") }

        let write = try sandbox.defaults("write", domain, "unrelated", "-int", "7")
        #expect(write.status == 0, "\(write.error)")

        let after = try #require(try sandbox.read(file))
        #expect(after.count == before.count + 1)
        for (key, value) in before {
            #expect(after[key] == value, "key \(Self.hex(key.string)) lost or changed")
        }
        #expect(after["unrelated"] == 7)
        // Byte for byte: every key and value line Foundation wrote is still in the file.
        let afterLines = Set(
            try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map { Array($0.utf8) })
        for line in keyLines { #expect(afterLines.contains(Array(line.utf8)), "lost line \(Self.hex(String(line)))") }
        // And Foundation reads every one of them back with its exact scalars.
        for (key, value) in before {
            let read = try sandbox.probe("read", domain, key.string)
            #expect(Self.same(read.output, value.stringValue!.debugDescription + "\n"), "\(Self.hex(key.string))")
        }
    }

    @Test func theToolKeepsEveryFormAndFoundationReadsEach() throws {
        let sandbox = Sandbox()
        let domain = "com.example.normalization.tool"
        for key in Self.everyForm {
            let result = try sandbox.defaults("write", domain, key, "-string", Self.value(for: key))
            #expect(result.status == 0, "\(result.error)")
        }
        let stored = try #require(try sandbox.read(sandbox.file(domain)))
        #expect(stored.count == Self.everyForm.count)
        for key in Self.everyForm {
            #expect(stored[key] == .string(Self.value(for: key)), "\(Self.hex(key))")
            let read = try sandbox.probe("read", domain, key)
            #expect(Self.same(read.output, Self.value(for: key).debugDescription + "\n"), "\(Self.hex(key))")
            let ours = try sandbox.defaults("read", domain, key)
            #expect(Self.same(ours.output, Self.value(for: key) + "\n"), "\(Self.hex(key))")
        }
        // `defaults read` of the domain shows every key (parsed back, whatever the quoting).
        let listing = try sandbox.defaults("read", domain)
        let shown = try #require(try OpenStepParser.parse(listing.output).dictionaryValue)
        #expect(shown.count == Self.everyForm.count)
        for key in Self.everyForm { #expect(shown[key] == .string(Self.value(for: key)), "\(Self.hex(key))") }
        // In a deterministic order: the same listing twice.
        #expect(Self.same(try sandbox.defaults("read", domain).output, listing.output))
    }

    @Test func writingTheComposedSpellingOverTheDecomposedOneReallyWrites() throws {
        let sandbox = Sandbox()
        let domain = "com.example.normalization.overwrite"
        let valueDecomposed = "caf" + "e\u{301}"
        let valueComposed = "caf\u{E9}"
        #expect(try sandbox.probe("write", domain, Self.eDecomposed, "string", valueDecomposed).status == 0)

        // The same key, the value in the other spelling: a real change.
        #expect(try sandbox.defaults("write", domain, Self.eDecomposed, "-string", valueComposed).status == 0)
        let read = try sandbox.probe("read", domain, Self.eDecomposed)
        #expect(Self.same(read.output, valueComposed.debugDescription + "\n"))

        // The other spelling of the key: a second key, the first one untouched.
        #expect(try sandbox.defaults("write", domain, Self.eComposed, "-string", "second").status == 0)
        let stored = try #require(try sandbox.read(sandbox.file(domain)))
        #expect(stored.count == 2)
        #expect(stored[Self.eDecomposed] == .string(valueComposed))
        #expect(stored[Self.eComposed] == "second")
        #expect(Self.same(try sandbox.probe("read", domain, Self.eComposed).output, "\"second\"\n"))
    }

    @Test func renameDeleteAndDictAddTellTheSpellingsApart() throws {
        let sandbox = Sandbox()
        let domain = "com.example.normalization.edit"
        #expect(try sandbox.defaults("write", domain, Self.eDecomposed, "-string", "moved").status == 0)
        // Renaming to the other spelling is a real rename, not "same key, nothing to do".
        #expect(try sandbox.defaults("rename", domain, Self.eDecomposed, Self.eComposed).status == 0)
        var stored = try #require(try sandbox.read(sandbox.file(domain)))
        #expect(stored.count == 1)
        #expect(stored[Self.eComposed] == "moved")
        #expect(stored[Self.eDecomposed] == nil)

        // Deleting the spelling that is not stored finds nothing and keeps the other.
        let missing = try sandbox.defaults("delete", domain, Self.eDecomposed)
        #expect(missing.status != 0)
        stored = try #require(try sandbox.read(sandbox.file(domain)))
        #expect(stored[Self.eComposed] == "moved")

        // -dict-add with both spellings inside the dictionary keeps both.
        #expect(
            try sandbox.defaults("write", domain, "d", "-dict", Self.angstromTriple[0], "-string", "a0").status == 0)
        let add = try sandbox.defaults(
            "write", domain, "d", "-dict-add", Self.angstromTriple[1], "-string", "a1", Self.angstromTriple[2],
            "-string", "a2")
        #expect(add.status == 0, "\(add.error)")
        stored = try #require(try sandbox.read(sandbox.file(domain)))
        let dictionary = try #require(stored["d"]?.dictionaryValue)
        #expect(dictionary.count == 3)
        for (index, key) in Self.angstromTriple.enumerated() { #expect(dictionary[key] == .string("a\(index)")) }
    }
}
