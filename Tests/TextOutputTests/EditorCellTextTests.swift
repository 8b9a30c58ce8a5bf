import Testing
import TextOutput

/// The editor's form of the terminal escaper: tab and line breaks shown too, as a cell cannot hold them.
@Suite struct EditorCellTextTests {
    @Test func safeTextIsUnchanged() {
        let text = "Réglages ✓ 設定 e\u{301} 👩‍💻"
        #expect(TerminalText.sanitized(text, lineBreaks: .visible) == text)
        #expect(TerminalText.sanitized(text, lineBreaks: .visible, style: .strip) == text)
    }

    @Test func escapeSequencesAreShownNotObeyed() {
        let hostile = "Title\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{7F}\u{0}"
        let visible = TerminalText.sanitized(hostile, lineBreaks: .visible)
        #expect(visible == "Title^[]0;pwned^G^[[2J<U+009B>31m^?^@")
        #expect(!visible.unicodeScalars.contains(where: TerminalText.isUnsafe))
        #expect(TerminalText.sanitized(hostile, lineBreaks: .visible, style: .strip) == "Title]0;pwned[2J31m")
    }

    @Test func lineBreaksTabsAndBidiOverridesAreUnsafe() {
        #expect(TerminalText.sanitized("a\tb\nc\r", lineBreaks: .visible) == "a^Ib^Jc^M")
        #expect(
            TerminalText.sanitized("a\u{2028}b\u{202E}c\u{2066}", lineBreaks: .visible) == "a<U+2028>b<U+202E>c<U+2066>"
        )
        for value: UInt32 in Array(0...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029, 0x202A, 0x202E, 0x2069] {
            #expect(TerminalText.isUnsafe(Unicode.Scalar(value)!))
        }
        for value: UInt32 in [0x20, 0x7E, 0xA0, 0x200B, 0x200D, 0x3000] {
            #expect(!TerminalText.isUnsafe(Unicode.Scalar(value)!))
        }
    }

    @Test func everyVisibleFormIsPrintableASCII() {
        for value: UInt32 in Array(0...0x1F) + Array(0x7F...0x9F) {
            let form = TerminalText.visibleForm(of: Unicode.Scalar(value)!)
            #expect(form.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }, "\(form)")
        }
    }
}
