import Testing
import TextOutput

/// The prose and old-style property-list quoters (issue 31: every quoter in `TextOutput`).
@Suite struct QuoterTests {
    /// Launch arguments and the old-style printer quote with one quoter: they differ only in
    /// printable characters outside ASCII, which a launch argument keeps as typed.
    @Test func oldStyleQuotingKeepsOnlyPrintableNonASCIIForLaunchArguments() {
        for text in ["", "plain", "a \"b\" \\ c", "tab\there\nnew\r\u{07}\u{08}\u{0C}\u{0B}", "\u{1B}[2J", "\u{7F}"] {
            #expect(OpenStepText.quoted(text, keepingPrintableNonASCII: true) == OpenStepText.quoted(text), "\(text)")
        }
        #expect(OpenStepText.quoted("café 日本", keepingPrintableNonASCII: true) == "\"café 日本\"")
        #expect(OpenStepText.quoted("café 日本") == #""caf\U00e9 \U65e5\U672c""#)
        #expect(OpenStepText.quoted("a\"\\\n\t\u{7F}") == #""a\"\\\n\t\U007f""#)
        // Invisible characters are escaped either way.
        for invisible in ["\u{85}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202E}"] {
            #expect(
                OpenStepText.quoted(invisible, keepingPrintableNonASCII: true) == OpenStepText.quoted(invisible),
                "\(invisible)")
        }
    }

    @Test func proseQuotingKeepsAPieceWholeOnOneLine() {
        #expect(ProseText.quoted("Sync") == "\"Sync\"")
        // A list quotes only the names a reader could misread (a scheme named `A", B` stays one name).
        #expect(ProseText.list(["Awful Arguments", "Awful"]) == #""Awful Arguments", Awful"#)
        #expect(ProseText.list(["A\", B", "x,y", "n\nl", "", "é"]) == #""A\", B", "x,y", "n⏎l", "", é"#)
        #expect(ProseText.quoted("A\" → \"B") == #""A\" → \"B""#)
        #expect(ProseText.quoted("C:\\dir") == #""C:\\dir""#)
        #expect(ProseText.quoted("a\nb\r\nc\rd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i") == "\"a⏎b⏎c⏎d⏎e⏎f⏎g⏎h⏎i\"")
        // On scalars: a quote followed by a combining mark is one Character, still escaped.
        #expect(ProseText.quoted("\"\u{301}") == "\"\\\"\u{301}\"")
        // Everything else is the output escaper's: a tab and ESC stay for it.
        #expect(ProseText.quoted("\t\u{1B}") == "\"\t\u{1B}\"")
    }
}
