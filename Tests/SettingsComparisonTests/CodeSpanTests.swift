import Testing

@testable import SettingsComparison

/// Issue 28: a key's code span is fenced by one backtick more than its longest run, counted on
/// Unicode scalars: a backtick followed by a combining mark is one `Character` but a backtick to
/// a Markdown parser, and would close a fence counted on `Character`s.
@Suite struct CodeSpanTests {
    @Test func backticksFollowedByCombiningMarksCount() {
        #expect(BundleComparison.code("plain") == "`plain`")
        #expect(BundleComparison.code("a``\u{301}b") == "``` a``\u{301}b ```")
        #expect(BundleComparison.code("a`\u{301}`\u{301}b") == "`` a`\u{301}`\u{301}b ``")
        #expect(BundleComparison.code("a`b") == "`` a`b ``")
    }
}
