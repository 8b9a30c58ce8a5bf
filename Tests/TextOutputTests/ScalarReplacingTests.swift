import Foundation
import Testing

@testable import TextOutput

/// `replacingScalars(of:with:)` stands in for Foundation's `replacingOccurrences(of:with:)` in
/// modules built without Foundation (issue 32): Foundation itself is the oracle, on the targets the
/// tools replace and on seeded random texts around them.
@Suite struct ScalarReplacingTests {
    static let targets = [
        "\n", "app group", "container:", "USAGE: settings edit ", "[<options>] [<paths> ...]", "/tmp/a b/", "aa",
        "ab", "\r",
    ]
    static let pieces = [
        "a", "b", " ", "\n", "\r", "\r\n", "\u{301}", "é", "e\u{301}", "😀", "\u{200D}", "app", " group", "container",
        ":", "USAGE: settings edit ", "[<options>]", " [<paths> ...]", "/tmp/a b/", "x",
    ]

    @Test func agreesWithFoundation() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var differences: [String] = []
        for _ in 0..<4000 {
            let text = (0..<next(12)).map { _ in Self.pieces[next(Self.pieces.count)] }.joined()
            let target = Self.targets[next(Self.targets.count)]
            let replacement = ["", "-", "\n      ", " \\n ", "app-group suite"][next(5)]
            let ours = text.replacingScalars(of: target, with: replacement)
            let foundation = text.replacingOccurrences(of: target, with: replacement)
            if ours != foundation { differences.append("\(text.debugDescription) \(target.debugDescription)") }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func replacesScalarsNotCharacters() {
        #expect("a\r\nb".replacingScalars(of: "\n", with: " ") == "a\r b")
        #expect("aaa".replacingScalars(of: "aa", with: "b") == "ba")
        #expect("abc".replacingScalars(of: "", with: "x") == "abc")
        #expect(Substring("x:y").replacingScalars(of: ":", with: "") == "xy")
        // A match is not cut from the combining marks after it; a composed target finds composed text.
        #expect("a\n\u{301}b\n".replacingScalars(of: "\n", with: "-") == "a\n\u{301}b-")
        #expect("/tmp/\u{E9}/x".replacingScalars(of: "/tmp/\u{E9}", with: "~") == "~/x")
    }
}

/// `padded(toCharacters:)`, the table padding of `defaults which` and `settings dump`.
@Suite struct CharacterPaddingTests {
    @Test func padsToCharactersAndNeverCuts() {
        #expect("ab".padded(toCharacters: 4) == "ab  ")
        #expect("e\u{301}😀".padded(toCharacters: 3) == "e\u{301}😀 ")
        #expect("abcdef".padded(toCharacters: 3) == "abcdef")
        #expect("".padded(toCharacters: 0) == "")
    }
}
