import Testing

@testable import TextOutput

/// Edges of the escapers found by the mutation audit (issue 33): each expectation fails when one
/// case of an escaper is dropped.
@Suite struct OutputEscaperEdgeTests {
    /// Both noncharacters of the BMP's last two code points are not XML characters: a document
    /// holding either is not well-formed, so each becomes U+FFFD.
    @Test func bothXMLNoncharactersAreReplaced() {
        for text in ["\u{FFFE}", "\u{FFFF}"] {
            #expect(XMLText.content("a\(text)b") == "a\u{FFFD}b")
            #expect(XMLText.attribute("a\(text)b") == "a\u{FFFD}b")
        }
    }

    /// A quote beside a control character stays quoted: the control character goes through
    /// `"$(printf '\ooo')"`, the quote through `'\''`, so no word of a printed command ends early.
    @Test func aQuoteBesideAControlCharacterStaysQuoted() {
        #expect(ShellText.quoted("it's\u{1B}") == #"'it'\''s'"$(printf '\033')""#)
        #expect(ShellText.quoted("'\n'") == #"\'"$(printf '\012\047')""#)
    }
}
