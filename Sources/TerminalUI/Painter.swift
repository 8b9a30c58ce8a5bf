import CNcursesw
import Glibc
import TerminalFrame

/// Draws a `Frame` onto an ncurses window: each glyph cell with its style's attributes and colour
/// pair (or its monochrome attributes when colours are off), wide characters as one `cchar_t` spanning two columns.
///
/// The frame was laid out with our width table; ncurses lays out with libc's `wcwidth`. Where the
/// two disagree (or the locale cannot show a character, or the session is ASCII only) the cell gets
/// `?` padded to the frame's width, so the screen never shifts.
struct Painter {
    let window: UnsafeMutablePointer<WINDOW>
    let usesColor: Bool
    let isUnicode: Bool

    /// Colour pair numbers for `CellStyle.Color`s, created by `Terminal` when colours are on.
    static func initializeColorPairs() {
        let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
        let colors: [CellStyle.Color: Int32] = [
            .red: COLOR_RED, .green: COLOR_GREEN, .yellow: COLOR_YELLOW, .blue: COLOR_BLUE,
            .magenta: COLOR_MAGENTA, .cyan: COLOR_CYAN,
        ]
        for (color, curses) in colors { init_pair(color.rawValue, Int16(curses), background) }
    }

    /// ncurses attributes and colour pair for `style`, with the highlight overlay.
    func attributes(for style: Style, highlighted: Bool) -> (attr_t, Int16) {
        let style = style.cellStyle(color: usesColor)
        var attributes = cn_A_NORMAL()
        if style.attributes.contains(.bold) { attributes |= cn_A_BOLD() }
        if style.attributes.contains(.dim) { attributes |= cn_A_DIM() }
        if style.attributes.contains(.underline) { attributes |= cn_A_UNDERLINE() }
        if style.attributes.contains(.reverse) || highlighted { attributes |= cn_A_REVERSE() }
        return (attributes, usesColor ? (style.foreground?.rawValue ?? 0) : 0)
    }

    /// Replaces the window's contents with `frame` (clipped to the window).
    ///
    /// With `previous`, the frame this painter last drew on the window when the window has not
    /// changed since, only the rows that differ from it are painted: a key press changes a few rows,
    /// and painting a row costs far more than comparing it. ncurses still sends only the changes.
    func draw(_ frame: Frame, over previous: Frame? = nil) {
        let incremental = previous.map { $0.width == frame.width && $0.height == frame.height } ?? false
        if !incremental { werase(window) }
        let rows = min(frame.height, Int(getmaxy(window)))
        let columns = min(frame.width, Int(getmaxx(window)))
        for y in 0..<rows {
            if incremental, let previous, previous.rowEquals(y, in: frame) { continue }
            for x in 0..<columns {
                let cell = frame[x: x, y: y]
                guard let character = cell.character else { continue }
                let (attributes, pair) = attributes(for: cell.style, highlighted: cell.isHighlighted)
                let utf8 = character.utf8
                if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
                    // Printable ASCII (most cells): one column whatever the locale, no arrays.
                    put(UInt32(byte), y: y, x: x, attributes: attributes, pair: pair)
                    continue
                }
                let width = CharacterWidth.of(character) ?? 1
                if width == 2 && x + 1 >= columns {
                    put([0x20], y: y, x: x, attributes: attributes, pair: pair)  // cut by the window edge
                } else if let scalars = drawable(character, width: width) {
                    put(scalars, y: y, x: x, attributes: attributes, pair: pair)
                } else {
                    put([0x3F], y: y, x: x, attributes: attributes, pair: pair)
                    if width == 2 { put([0x20], y: y, x: x + 1, attributes: attributes, pair: pair) }
                }
            }
        }
    }

    /// The scalars to hand to `setcchar`: the spacing base first, then up to `CCHARW_MAX - 1`
    /// zero-width marks. nil when libc disagrees with `width` or the session is ASCII only.
    private func drawable(_ character: Character, width: Int) -> [UInt32]? {
        let scalars = character.unicodeScalars.map(\.value)
        if !isUnicode {
            guard let first = scalars.first, first < 0x80 else { return nil }
            return [first]  // an accented Latin letter keeps its base letter
        }
        guard let base = scalars.first(where: { cn_wcwidth(Int32(bitPattern: $0)) > 0 }),
            cn_wcwidth(Int32(bitPattern: base)) == width
        else { return nil }
        let marks = scalars.filter { cn_wcwidth(Int32(bitPattern: $0)) == 0 }
        return [base] + marks.prefix(Int(cn_CCHARW_MAX()) - 1)
    }

    private func put(_ scalar: UInt32, y: Int, x: Int, attributes: attr_t, pair: Int16) {
        var text: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar), 0)
        var cell = cchar_t()
        _ = withUnsafeBytes(of: &text) {
            setcchar(&cell, $0.assumingMemoryBound(to: wchar_t.self).baseAddress, attributes, pair, nil)
        }
        mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    private func put(_ scalars: [UInt32], y: Int, x: Int, attributes: attr_t, pair: Int16) {
        var text = scalars.map { wchar_t(bitPattern: $0) } + [0]
        var cell = cchar_t()
        setcchar(&cell, &text, attributes, pair, nil)
        mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }
}
