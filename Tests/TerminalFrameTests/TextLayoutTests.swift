import TerminalFrame
import Testing

@Suite struct TextLayoutTests {
    @Test func displayWidthCountsColumns() {
        #expect(TextLayout.displayWidth("") == 0)
        #expect(TextLayout.displayWidth("Réglages ✓ 設定") == 15)
        #expect(TextLayout.displayWidth("e\u{301}\u{200B}") == 1)
        #expect(TextLayout.displayWidth("\u{1B}[") == 3)  // as drawn: "^[["
    }

    @Test func truncationByDisplayWidth() {
        #expect(TextLayout.truncated("Hello", toWidth: 5) == "Hello")
        #expect(TextLayout.truncated("Hello world", toWidth: 8) == "Hello w…")
        #expect(TextLayout.truncated("設定設定", toWidth: 6) == "設定…")
        #expect(TextLayout.truncated("設定設定", toWidth: 5) == "設定…")
        #expect(TextLayout.truncated("設定設定", toWidth: 4) == "設…")
        #expect(TextLayout.truncated("Hello", toWidth: 4, ellipsis: "...") == "H...")
        #expect(TextLayout.truncated("Hello", toWidth: 2, ellipsis: "...") == "He")
        #expect(TextLayout.truncated("Hello", toWidth: 0) == "")
        #expect(TextLayout.truncated("a\u{1B}bcdef", toWidth: 4) == "a^[…")
        for width in 0...12 {
            #expect(TextLayout.displayWidth(TextLayout.truncated("Réglages 設定です", toWidth: width)) <= width)
        }
    }

    @Test func prefixNeverSplitsAWideCharacter() {
        #expect(TextLayout.prefix(of: "a設b", width: 2) == "a")
        #expect(TextLayout.prefix(of: "a設b", width: 3) == "a設")
    }

    @Test func wrapsWordsToWidth() {
        let footer = "Turn this on to sync your settings with every device signed in to the same account."
        let lines = TextLayout.wrapped(footer, width: 30)
        #expect(
            lines == [
                "Turn this on to sync your",
                "settings with every device",
                "signed in to the same account.",
            ])
        #expect(lines.allSatisfy { TextLayout.displayWidth($0) <= 30 })
    }

    @Test func wrapKeepsParagraphsAndCollapsesSpaces() {
        #expect(
            TextLayout.wrapped("one  two\tthree\n\nfour\r\nfive", width: 20) == ["one two three", "", "four", "five"])
        #expect(TextLayout.wrapped("", width: 5) == [""])
        #expect(TextLayout.wrapped("anything", width: 0) == [])
    }

    @Test func breaksLongWordsBetweenGraphemes() {
        #expect(TextLayout.wrapped("abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])
        #expect(TextLayout.wrapped("設定設定です", width: 5) == ["設定", "設定", "です"])
        #expect(TextLayout.wrapped("設", width: 1) == ["設"])  // alone on its line; put() clips it
    }

    @Test func wrappedLinesAreSanitized() {
        #expect(TextLayout.wrapped("bad\u{1B}[31m title", width: 40) == ["bad^[[31m title"])
    }
}
