import Testing
import TextOutput

@testable import SettingsComparison

/// Issue 28: a key's code span is fenced by one backtick more than its longest run, counted on
/// Unicode scalars: a backtick followed by a combining mark is one `Character` but a backtick to
/// a Markdown parser, and would close a fence counted on `Character`s.
@Suite struct CodeSpanTests {
    @Test func backticksFollowedByCombiningMarksCount() {
        #expect(MarkdownText.code("plain") == "`plain`")
        #expect(MarkdownText.code("a``\u{301}b") == "``` a``\u{301}b ```")
        #expect(MarkdownText.code("a`\u{301}`\u{301}b") == "`` a`\u{301}`\u{301}b ``")
        #expect(MarkdownText.code("a`b") == "`` a`b ``")
        // Issue 31: a reader drops one space from each end of " a " in `` ` a ` ``: padded, it keeps them.
        #expect(MarkdownText.code(" a ") == "`  a  `")
        #expect(MarkdownText.code("  ") == "`  `")  // all spaces: nothing is dropped
        #expect(MarkdownText.code(" a") == "` a`")
    }
}
