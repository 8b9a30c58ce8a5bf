import Testing

@testable import SettingsBundle

@Suite struct TerminalTextTests {
    @Test func controlsBecomeVisibleOrVanish() {
        let evil = "A\u{1B}[2JB\u{9B}31mC\u{07}\u{7F}D"
        #expect(TerminalText.sanitized(evil) == "A␛[2JB\u{FFFD}31mC␇␡D")
        #expect(TerminalText.sanitized(evil, style: .strip) == "A[2JB31mCD")
        #expect(
            !TerminalText.sanitized(evil).unicodeScalars.contains {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            })
        #expect(TerminalText.needsSanitizing(evil))
        #expect(!TerminalText.needsSanitizing("Plain Ünïcödé 日本"))
        #expect(TerminalText.sanitized("Plain") == "Plain")
    }

    @Test func lineBreaksAndTabs() {
        #expect(TerminalText.sanitized("a\r\nb\tc\rd") == "a b c d")
        #expect(TerminalText.sanitized("a\r\nb\u{2028}c", keepNewlines: true) == "a\nb\nc")
        #expect(!TerminalText.containsDangerousControls("line\nbreak\ttab"))
        #expect(TerminalText.containsDangerousControls("esc\u{1B}"))
    }
}
