import TerminalFrame
import Testing

@Suite struct CharacterWidthTests {
    @Test func asciiAndLatinAreOneColumn() {
        for scalar in "Aa~ é ß ñ Ω Ж".unicodeScalars { #expect(CharacterWidth.of(scalar) == 1) }
        #expect(CharacterWidth.of("\u{AD}" as Unicode.Scalar) == 1)  // soft hyphen, as glibc
    }

    @Test func eastAsianWideAndFullwidthAreTwo() {
        for character in ["設", "定", "か", "カ", "한", "Ａ", "。", "😀", "🎉", "⌚"] as [Character] {
            #expect(CharacterWidth.of(character) == 2, "\(character)")
        }
        #expect(CharacterWidth.of("\u{20000}" as Unicode.Scalar) == 2)  // CJK extension B
        #expect(CharacterWidth.of("✓" as Character) == 1)
        #expect(CharacterWidth.of("ｱ" as Character) == 1)  // halfwidth katakana
    }

    @Test func combiningAndZeroWidthScalarsAreZero() {
        for value: UInt32 in [0x0301, 0x20DD, 0x200B, 0x200D, 0xFE0F, 0x1160, 0x11A8] {
            #expect(CharacterWidth.of(Unicode.Scalar(value)!) == 0, "U+\(String(value, radix: 16))")
        }
    }

    @Test func graphemeTakesItsWidestScalar() {
        #expect(CharacterWidth.of("e\u{301}" as Character) == 1)
        #expect(CharacterWidth.of("\u{1100}\u{1161}\u{11A8}" as Character) == 2)  // Hangul jamo L V T
        #expect(CharacterWidth.of("👩‍💻" as Character) == 2)
        #expect(CharacterWidth.of("\u{200B}" as Character) == 0)
    }

    @Test func controlCharactersHaveNoWidth() {
        for value: UInt32 in [0x00, 0x07, 0x1B, 0x7F, 0x85, 0x9B, 0x2028, 0x2029] {
            #expect(CharacterWidth.of(Unicode.Scalar(value)!) == nil)
        }
        #expect(CharacterWidth.of("\r\n" as Character) == nil)
    }
}
