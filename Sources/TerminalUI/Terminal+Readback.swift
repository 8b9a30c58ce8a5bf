import CNcursesw
import TerminalFrame

/// Reading back what a session drew, for tests of the real backend (usually headless).
extension Terminal {
    /// What one screen cell holds.
    public struct ScreenCell: Hashable, Sendable {
        /// The grapheme drawn there (empty for the second column of a wide character).
        public var text: String
        /// Its attributes and colour.
        public var style: CellStyle
    }

    /// Row `y` of the screen as text (a wide character once), trailing spaces removed.
    public func screenLine(_ y: Int) -> String {
        var buffer = [wchar_t](repeating: 0, count: size.width * 2 + 1)
        let count = mvwinnwstr(cursesWindow, Int32(y), 0, &buffer, Int32(size.width))
        guard count > 0 else { return "" }
        var text = String(
            String.UnicodeScalarView(buffer.prefix(Int(count)).compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The grapheme and style of the cell at column `x`, row `y`.
    public func screenCell(x: Int, y: Int) -> ScreenCell {
        var cell = cchar_t()
        mvwin_wch(cursesWindow, Int32(y), Int32(x), &cell)
        var text = [wchar_t](repeating: 0, count: Int(cn_CCHARW_MAX()) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&cell, &text, &attributes, &pair, nil)
        var style = CellStyle()
        if attributes & cn_A_BOLD() != 0 { style.attributes.insert(.bold) }
        if attributes & cn_A_DIM() != 0 { style.attributes.insert(.dim) }
        if attributes & cn_A_REVERSE() != 0 { style.attributes.insert(.reverse) }
        if attributes & cn_A_UNDERLINE() != 0 { style.attributes.insert(.underline) }
        style.foreground = CellStyle.Color(rawValue: pair)
        let scalars = text.prefix(while: { $0 != 0 }).compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return ScreenCell(text: String(String.UnicodeScalarView(scalars)), style: style)
    }
}
