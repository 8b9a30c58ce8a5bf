import Testing

@testable import TextOutput

/// One escaper per output kind, each checked against what its readers do with the result.
@Suite struct OutputEscaperTests {
    static let hostile = "a\u{1B}]0;x\u{07}\u{1B}[2J\r\n\u{85}\u{2028}\u{2029}\u{202E}\u{2066}\u{0}\u{9B}z"

    @Test func workflowCommandDataAndPropertiesCannotEndTheLine() {
        #expect(WorkflowCommandText.data("100% a\r\nb") == "100%25 a%0D%0Ab")
        #expect(WorkflowCommandText.property("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        #expect(!WorkflowCommandText.data(Self.hostile).contains { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    }

    /// The runner trims white space (NEL, U+2028, tabs included) before looking for `::`, and
    /// finds `##[` anywhere in a line.
    @Test func noLineCanStartAWorkflowCommand() {
        let text =
            "ok\n::error::x\n  \t::add-mask::secret\r::stop-commands::t\nsafe a::b\n\u{2028}::warning::w\n##[add-mask]s"
        #expect(
            LineStartGuard.guarded(text, as: .terminal)
                == "ok\n<U+003A>:error::x\n  \t<U+003A>:add-mask::secret\r<U+003A>:stop-commands::t\nsafe a::b\n"
                + "\u{2028}<U+003A>:warning::w\n##<U+005B>add-mask]s")
        #expect(LineStartGuard.guarded("::x", as: .xml) == "&#x003A;:x")
        #expect(LineStartGuard.guarded("::x", as: .markdown) == "&#x003A;:x")
        #expect(LineStartGuard.guarded("::x", as: .json) == "\\u003A:x")
        #expect(LineStartGuard.guarded("a: b\nc:d", as: .terminal) == "a: b\nc:d")
        #expect(LineStartGuard.guarded("x\n\u{85}\u{A0}::y # [z] #[", as: .xml) == "x\n\u{85}\u{A0}&#x003A;:y # [z] #[")
        #expect(LineStartGuard.guarded("a ## [b] #\n#[c]", as: .terminal) == "a ## [b] #\n#[c]")
        #expect(StandardStream.prepared("::error::x\n", as: .workflowCommands) == "::error::x\n")
        // Human text: controls made visible, line breaks kept, no command line.
        #expect(StandardStream.prepared("t\u{1B}[2J\n::error::x", as: .terminal) == "t^[[2J\n<U+003A>:error::x")
        #expect(StandardStream.prepared("a\u{2028}::add-mask::x", as: .terminal) == "a\n<U+003A>:add-mask::x")
    }

    @Test func xmlKeepsTheTextAndNeverARawControl() {
        #expect(XMLText.content("a & b < c > d \"e\" 'f'\n\tg") == "a &amp; b &lt; c &gt; d \"e\" 'f'\n\tg")
        #expect(XMLText.attribute("\"x\" 'y'\n\t\r") == "&quot;x&quot; &apos;y&apos;&#10;&#9;&#13;")
        #expect(XMLText.content("\u{0}\u{1B}\u{0B}\u{0C}\u{1F}") == "^@^[^K^L^_")
        #expect(XMLText.content("\r\u{7F}\u{9B}\u{FFFE}") == "&#13;&#x7F;&#x9B;\u{FFFD}")
        #expect(XMLText.content("naïve 設定 🎛") == "naïve 設定 🎛")
        #expect(XMLText.singleLine("a<b>&\"'\u{1}\n\u{202E}") == "a&lt;b&gt;&amp;&quot;&apos;^A &#x202E;")
        #expect(XMLText.content(Self.hostile) == "a^[]0;x^G^[[2J&#13;\n&#x85;&#x2028;&#x2029;&#x202E;&#x2066;^@&#x9B;z")
        #expect(
            XMLText.escapingControls(inDocument: "<a>\u{1B}\u{9B}</a>\n\t<b/>") == "<a>&#x1B;&#x9B;</a>\n\t<b/>")
    }

    /// U+2028, U+2029, CR, NEL and LF must not start a line of a pull-request comment, where it
    /// could begin a heading, a list item, a rule or a quote.
    @Test func markdownStaysInline() {
        let text = "Title\u{2028}# Heading\u{2029}- item\r***\u{85}> quote\n1. one\u{1B}[2J"
        let escaped = MarkdownText.escaped(text)
        #expect(escaped == "Title \\# Heading - item \\*\\*\\* &gt; quote 1. one^\\[\\[2J")
        #expect(!escaped.unicodeScalars.contains(where: TerminalText.isUnsafe))
        #expect(MarkdownText.escaped("- a") == "\\- a")
        #expect(MarkdownText.escaped("  12. a") == "  12\\. a")
        #expect(MarkdownText.escaped("= a") == "\\= a")
        #expect(MarkdownText.escaped("<b>&[x](y)|`z`") == "&lt;b&gt;&amp;\\[x\\](y)\\|\\`z\\`")
        #expect(MarkdownText.codeSpan("`a\u{2028}b\u{1B}`") == "`a b^[`")
    }

    /// Issue 28: Markdown punctuation followed by a combining mark is one `Character` but still
    /// starts emphasis, a link or code to a Markdown parser: escaped on scalars.
    @Test func markdownEscapesPunctuationFollowedByACombiningMark() {
        #expect(MarkdownText.escaped("*\u{301}a*\u{301}") == "\\*\u{301}a\\*\u{301}")
        #expect(MarkdownText.escaped("[\u{301}x](y)") == "\\[\u{301}x\\](y)")
        #expect(MarkdownText.escaped("<\u{301}b>&\u{301}`\u{301}") == "&lt;\u{301}b&gt;&amp;\u{301}\\`\u{301}")
        #expect(MarkdownText.escaped("-\u{301} a") == "\\-\u{301} a")
        #expect(MarkdownText.escaped("1\u{301}. a") == "1\u{301}. a")
        #expect(MarkdownText.escaped("12.\u{301} a") == "12\\.\u{301} a")
    }

    @Test func shellWordsReadBackAsThemselves() {
        #expect(ShellText.quoted("com.example.app") == "com.example.app")
        #expect(ShellText.quoted("it's") == "'it'\\''s'")
        #expect(ShellText.quoted("-n") == "'-n'")
        #expect(ShellText.quoted("") == "''")
        // Controls as `printf` octal bytes in a command substitution, which dash reads too.
        #expect(ShellText.quoted("a\u{1B}[2J") == #"'a'"$(printf '\033')"'[2J'"#)
        #expect(ShellText.quoted("x\u{9B}") == #"'x'"$(printf '\302\233')""#)
        #expect(ShellText.quoted("a\u{202E}b") == #"'a'"$(printf '\342\200\256')"'b'"#)
        // A line break takes the next scalar along (a substitution drops the newlines it ends
        // with); line breaks that end the word are written as themselves.
        #expect(ShellText.quoted("a\nb") == #"'a'"$(printf '\012\142')""#)
        #expect(ShellText.quoted("a\n\n") == "'a\n\n'")
        #expect(ShellText.quoted("\u{1B}\n") == #""$(printf '\033')"'"# + "\n'")
        #expect(ShellText.quoted("a\u{0}b") == "ab")
        #expect(ShellText.quoted("##[x") == "'##''[x'")
        // zsh expands a word starting with `=`; a line starting with `::` is a workflow command.
        #expect(ShellText.quoted("=ls") == "'=ls'")
        #expect(ShellText.quoted("::error::x") == "'::error::x'")
        #expect(ShellText.quoted("a=b:c") == "a=b:c")
    }

    /// Issue 28: an apostrophe followed by a combining mark is one `Character` but a quote to
    /// the shell; the quoter works on scalars.
    @Test func aQuoteFollowedByACombiningMarkIsStillAQuote() {
        #expect(ShellText.quoted("x'\u{301}; touch PWNED #") == "'x'\\''\u{301}; touch PWNED #'")
        #expect(ShellText.quoted("-\u{301}") == "'-\u{301}'")
    }

    @Test func jsonEscapesWhatEncodersLeaveRaw() {
        #expect(
            JSONText.escapingControls("{\n  \"k\": \"a\u{7F}\u{9B}\u{2028}\u{202E}\"\n}")
                == "{\n  \"k\": \"a\\u007f\\u009b\\u2028\\u202e\"\n}")
        #expect(JSONText.escapingControls("[\"plain 設定\"]") == "[\"plain 設定\"]")
    }

    /// Swift string literals: what the compiler reads back, nothing raw on a terminal.
    @Test func swiftStringLiterals() {
        #expect(SwiftText.stringLiteral("plain café") == "\"plain café\"")
        #expect(SwiftText.stringLiteral("say \"hi\" \\ ok") == #""say \"hi\" \\ ok""#)
        #expect(SwiftText.stringLiteral("a\nb\tc\rd") == #""a\nb\tc\rd""#)
        #expect(SwiftText.stringLiteral("\u{1B}[2J\u{202E}x\u{200B}") == #""\u{1b}[2J\u{202e}x\u{200b}""#)
        #expect(!SwiftText.stringLiteral("\u{1B}\u{9B}\u{2028}").unicodeScalars.contains(where: TerminalText.isUnsafe))
        // `##[` printed would be rewritten by the CI-log guard (another key in generated code and
        // `args --format swift`): its `[` is an escape, the same character to the compiler.
        #expect(SwiftText.stringLiteral("k##[x ##[") == ###""k##\u{5b}x ##\u{5b}""###)
        #expect(SwiftText.stringLiteral("#[ # [") == ##""#[ # [""##)
        let literal = SwiftText.stringLiteral("##[error]x")
        #expect(StandardStream.prepared(literal, as: .terminal) == literal)
    }
}
