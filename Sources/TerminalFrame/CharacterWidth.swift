/// How many terminal columns text occupies, from our own table (the one glibc's `wcwidth` has in a
/// UTF-8 locale, which is what ncursesw lays out with), so layout never depends on the process
/// locale: East Asian wide and fullwidth characters take 2 columns, combining marks and other
/// zero-width characters 0, and control characters cannot be drawn at all.
public enum CharacterWidth {
    /// The width of one scalar: 0, 1 or 2, or nil for a control character (C0, DEL, C1), a line or
    /// paragraph separator, none of which may reach the terminal.
    public static func of(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
            return nil
        }
        if value < 0x300 { return 1 }  // Latin-1 and Latin Extended: all one column (U+00AD too)
        if CharacterWidthTable.zero.contains(value) { return 0 }
        if CharacterWidthTable.wide.contains(value) { return 2 }
        return 1
    }

    /// The width of one grapheme: the widest of its scalars (so a base letter with combining marks
    /// takes the base's width and a prepended mark does not hide the base), or nil when any scalar is
    /// a control character. A grapheme of width 0 has nothing to draw on its own.
    public static func of(_ character: Character) -> Int? {
        var width = 0
        for scalar in character.unicodeScalars {
            guard let scalarWidth = of(scalar) else { return nil }
            width = max(width, scalarWidth)
        }
        return width
    }
}
