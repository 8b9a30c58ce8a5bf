import Foundation
import Testing

@testable import TextOutput

/// `trimmingSpaces()` and `trimmingSpacesAndNewlines()` stand in for Foundation's
/// `trimmingCharacters(in: .whitespaces / .whitespacesAndNewlines)` in modules built without
/// Foundation: Foundation itself is the oracle, on every Unicode scalar.
@Suite struct WhitespaceTrimmingTests {
    @Test func agreesWithFoundationOnEveryScalar() {
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(scalar)\(scalar)x\u{301} y\(scalar)"
            if text.trimmingSpaces() != text.trimmingCharacters(in: .whitespaces)
                || text.trimmingSpacesAndNewlines() != text.trimmingCharacters(in: .whitespacesAndNewlines)
                || text.trimmingNewlines() != text.trimmingCharacters(in: .newlines)
            {
                differences.append(String(value, radix: 16))
            }
        }
        #expect(differences.isEmpty, "U+\(differences.prefix(20).joined(separator: ", U+"))")
    }

    /// NSString trims UTF-16 units, not characters: a combining mark after a space stays, and text
    /// of nothing but spaces becomes empty.
    @Test func trimsScalarsNotCharacters() {
        #expect(" \u{301}a ".trimmingSpaces() == "\u{301}a")
        #expect(" \u{301}a ".trimmingSpaces() == " \u{301}a ".trimmingCharacters(in: .whitespaces))
        #expect(" \t\u{3000}".trimmingSpaces() == "")
        #expect("\n a\n".trimmingSpaces() == "\n a\n")
        #expect("\n a\r\n".trimmingSpacesAndNewlines() == "a")
        #expect(Substring("  b ").trimmingSpaces() == "b")
    }
}
