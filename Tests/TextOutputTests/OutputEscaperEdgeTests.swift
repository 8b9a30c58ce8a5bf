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

    /// Inside `$'…'` a quote must be escaped, or it ends the quoting and the rest of a printed
    /// command is read as other words.
    @Test func aQuoteInsideDollarQuotesStaysQuoted() {
        #expect(ShellText.quoted("it's\u{1B}") == "$'it\\'s\\x1b'")
        #expect(ShellText.quoted("'\n'") == "$'\\'\\n\\''")
    }
}
