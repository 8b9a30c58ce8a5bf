import TerminalFrame
import Testing

@testable import SettingsEditor

/// The editor's symbols: both sets fill every slot, and the ASCII set is ASCII.
@Suite struct GlyphsTests {
    @Test func glyphSetsHaveTheSameSlotsAndASCIIIsASCII() {
        let ascii = Glyphs.ascii
        for glyph in [
            ascii.back, ascii.disclosure, ascii.checkmark, ascii.toggleOn, ascii.toggleOff, ascii.ellipsis,
            ascii.secureBullet, ascii.sliderFilled, ascii.sliderEmpty, ascii.rule, ascii.pathSeparator,
        ] {
            #expect(!glyph.isEmpty && glyph.unicodeScalars.allSatisfy { $0.isASCII })
        }
        #expect(TextLayout.displayWidth(Glyphs.unicode.checkmark) == 1)
    }
}
