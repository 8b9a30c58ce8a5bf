import Foundation
import Testing

@testable import AppSources

/// A SwiftyUserDefaults key is read where it is mentioned besides its declaration; the mentions are
/// counted when asked (issue 29: not a dictionary update for every token of every file), and equal
/// what a count of every token gave.
@Suite struct SwiftMentionsTests {
    static let keys = """
        import SwiftyUserDefaults
        extension DefaultsKeys {
            static let volume = DefaultsKey<Double>("volume", defaultValue: 0.5)
            static let unused = DefaultsKey<Bool>("unused_flag", defaultValue: true)
        }
        """

    @Test func aKeyMentionedInAnotherFileIsReadAndOneMentionedNowhereElseIsNot() {
        let scan = ScanHelper().scan([
            "Keys.swift": Self.keys,
            "Use.swift": "func f() -> Double { Defaults[key: DefaultsKeys.volume] }\n// unused_flag\n",
        ])
        #expect(scan.keyedUses.compactMap(\.key) == ["volume"])
    }

    @Test func aNameIsCountedInEveryFileThatHoldsItAndOnlyAsATokenOrEquivalentText() {
        // `\u{212A}` (KELVIN SIGN) is canonically `K`: Swift names compare equal, though the bytes differ.
        let files = [
            SwiftSourceText(path: "A.swift", text: "let Key = 1\nlet `Key` = Key + 1 // Key\n"),
            SwiftSourceText(path: "B.swift", text: "let x = \u{212A}ey\nlet y = \"Key\"\n"),
            SwiftSourceText(path: "C.swift", text: "let z = $Key\n"),
            SwiftSourceText(path: "D.swift", text: "let caf\u{E9} = 1\nlet w = cafe\u{301}\n"),
        ]
        let mentions = SwiftMentions(files)
        #expect(mentions.count("Key") == 4)
        #expect(mentions.count("$Key") == 1)
        #expect(mentions.count("caf\u{E9}") == 2)
        #expect(mentions.count("absent") == 0)
    }

    @Test func aFileIsPassedOverOnlyWhenItCannotHoldTheName() {
        #expect(SwiftMentions.mayMention("Key", in: "let a = Key"))
        #expect(SwiftMentions.mayMention("Key", in: "let a = \u{212A}ey"))
        #expect(SwiftMentions.mayMention("semi", in: "let a = 1\u{037E}"))
        #expect(!SwiftMentions.mayMention("Key", in: "let a = key"))
        #expect(!SwiftMentions.mayMention("Key", in: "let a = K ey // \u{E9}"))
        // A name beyond ASCII may be spelled by other bytes: every file may hold it.
        #expect(SwiftMentions.mayMention("caf\u{E9}", in: "let a = 1"))
        #expect(ByteSearch.bytes(of: "abcabd", contain: "abd") && !ByteSearch.bytes(of: "ab", contain: "abc"))
    }
}

/// The byte search stays linear in hostile input: a helper named `aaa…ab`, looked for in files of
/// `aaa…a`, compared every byte of the name at every start. Counted, never timed.
@Suite struct ByteSearchTests {
    static func search(_ needle: [UInt8], in haystack: [UInt8]) -> (found: Bool, steps: Int) {
        var steps = 0
        let found = needle.withUnsafeBufferPointer { needle in
            haystack.withUnsafeBufferPointer { ByteSearch.occurs(needle, in: $0, steps: &steps) }
        }
        return (found, steps)
    }

    @Test func aLongNeedleOfRepeatsCostsLinearSteps() {
        let haystack = [UInt8](repeating: UInt8(ascii: "a"), count: 200_000)
        let needle = [UInt8](repeating: UInt8(ascii: "a"), count: 50_000) + [UInt8(ascii: "b")]
        let (found, steps) = Self.search(needle, in: haystack)
        #expect(!found)
        #expect(steps <= 2 * (haystack.count + needle.count))
        #expect(Self.search(needle, in: haystack + [UInt8(ascii: "b")]).found)
    }

    @Test func bothSearchesFindWhatFirstRangeFinds() {
        // Every needle of up to 20 bytes over a two-letter alphabet, against a mixed text: the plain
        // search (up to `plainSearchLimit` bytes) and Knuth–Morris–Pratt agree with `firstRange(of:)`.
        var generator = SystemRandomNumberGenerator()
        let text = (0..<3_000).map { _ in Bool.random(using: &generator) ? UInt8(ascii: "a") : UInt8(ascii: "b") }
        for length in 1...20 {
            for _ in 0..<40 {
                let needle = (0..<length).map { _ in
                    Bool.random(using: &generator) ? UInt8(ascii: "a") : UInt8(ascii: "b")
                }
                #expect(Self.search(needle, in: text).found == (text.firstRange(of: needle) != nil), "\(needle)")
            }
        }
    }
}
