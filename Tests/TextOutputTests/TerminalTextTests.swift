import Testing

@testable import TextOutput

@Suite struct TerminalTextTests {
    @Test func controlsBecomeVisibleOrVanish() {
        let evil = "A\u{1B}[2JB\u{9B}31mC\u{07}\u{7F}D"
        // One notation for every output (the editor's caret notation): ESC `^[`, C1 `<U+009B>`.
        #expect(TerminalText.sanitized(evil) == "A^[[2JB<U+009B>31mC^G^?D")
        #expect(TerminalText.sanitized(evil, style: .strip) == "A[2JB31mCD")
        #expect(
            !TerminalText.sanitized(evil).unicodeScalars.contains {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            })
        #expect(TerminalText.needsSanitizing(evil))
        #expect(!TerminalText.needsSanitizing("Plain Ünïcödé 日本"))
        #expect(TerminalText.sanitized("Plain") == "Plain")
    }

    @Test func excerptIsOneVisibleLineOfAtMostTheLimit() {
        #expect(TerminalText.excerpt("a\u{1B}[31m\nb\tc") == "a^[[31m^Jb^Ic")
        #expect(TerminalText.excerpt("\u{202E}abc\u{2028}") == "<U+202E>abc<U+2028>")
        #expect(TerminalText.excerpt(String(repeating: "é", count: 50)) == String(repeating: "é", count: 40))
        #expect(TerminalText.excerpt("abcdef", limit: 3) == "abc")
    }

    @Test func lineBreaksAndTabs() {
        #expect(TerminalText.sanitized("a\r\nb\tc\rd") == "a b c d")
        #expect(TerminalText.sanitized("a\r\nb\u{2028}c", keepNewlines: true) == "a\nb\nc")
        #expect(!TerminalText.containsDangerousControls("line\nbreak\ttab"))
        #expect(TerminalText.containsDangerousControls("esc\u{1B}"))
    }

    /// A right-to-left override can make a title or value read as something it is not ("Trojan
    /// source"); the commands show it instead of obeying it, as the editor does.
    @Test func bidirectionalControlsAreShownNotObeyed() {
        let spoof = "allow\u{202E}txt.exe\u{2066}x\u{2069}"
        #expect(TerminalText.sanitized(spoof) == "allow<U+202E>txt.exe<U+2066>x<U+2069>")
        #expect(TerminalText.sanitized(spoof, style: .strip) == "allowtxt.exex")
        #expect(TerminalText.needsSanitizing(spoof))
        #expect(TerminalText.containsDangerousControls(spoof))
        #expect(!TerminalText.containsDangerousControls("a\u{2028}b"))
        for value: UInt32 in [0x1B, 0x9B, 0x2028, 0x202A, 0x202E, 0x2066, 0x2069] {
            #expect(TerminalText.isUnsafe(Unicode.Scalar(value)!))
        }
        #expect(!TerminalText.isUnsafe("\u{200F}"))  // a right-to-left mark only marks; it overrides nothing
    }

    /// A file name that is not UTF-8 shows each bad byte as `\xFF`; a backslash is doubled only then,
    /// so a valid name cannot pose as one with bad bytes.
    @Test func bytesThatAreNotUTF8AreShownAsHex() {
        #expect(TerminalText.sanitized(bytes: Array("Café".utf8)) == "Café")
        #expect(TerminalText.sanitized(bytes: [0x41, 0xFF, 0x42, 0x1B, 0x5C]) == "A\\xFFB^[\\\\")
        #expect(TerminalText.sanitized(bytes: [0xE2, 0x82]) == "\\xE2\\x82")  // a cut sequence
        #expect(TerminalText.sanitized(bytes: [0xC3, 0xA9, 0xC0, 0xAF]) == "é\\xC0\\xAF")  // overlong
    }
}
