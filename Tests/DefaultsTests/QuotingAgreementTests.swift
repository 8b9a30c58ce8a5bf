import PropertyList
import Testing

@testable import Defaults

/// Launch arguments and the old-style printer quote strings with one implementation: they agree
/// on everything but printable characters outside ASCII, which a launch argument keeps as typed.
@Suite struct QuotingAgreementTests {
    @Test func theTwoQuotersDifferOnlyInPrintableNonASCII() {
        for text in ["", "plain", "a \"b\" \\ c", "tab\there\nnew\r\u{07}\u{08}\u{0C}\u{0B}", "\u{1B}[2J", "\u{7F}"] {
            #expect(LaunchArgumentEncoder.quoted(text) == OpenStepPrinter.quoted(text), "\(text)")
        }
        #expect(LaunchArgumentEncoder.quoted("café 日本") == "\"café 日本\"")
        #expect(OpenStepPrinter.quoted("café 日本") == #""caf\U00e9 \U65e5\U672c""#)
        // Invisible characters are escaped by both.
        for invisible in ["\u{85}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202E}"] {
            #expect(LaunchArgumentEncoder.quoted(invisible) == OpenStepPrinter.quoted(invisible), "\(invisible)")
        }
    }
}
