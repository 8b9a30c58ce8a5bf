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
        #expect(SwiftMentions.bytes(of: "abcabd", contain: "abd") && !SwiftMentions.bytes(of: "ab", contain: "abc"))
    }
}
