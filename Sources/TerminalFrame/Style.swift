/// How a cell looks: its attributes and foreground colour on a terminal with colours, its
/// attributes alone without them (`NO_COLOR`, `--no-color`, a terminal without colours), and the
/// letter a text snapshot shows for it (``Frame/styleLines``).
///
/// A frame knows looks, not meanings: a program names its own styles (what a title, an error or a
/// value of its own looks like) and the backend draws whichever the cell holds. Two styles that
/// look alike but have different snapshot codes are different styles, so a snapshot tells apart
/// what the program tells apart.
public struct Style: Hashable, Sendable {
    /// The look on a terminal with colours.
    public let colored: CellStyle
    /// The attributes on a terminal without colours.
    public let monochrome: CellStyle.Attributes
    /// The code in ``Frame/styleLines``: a lowercase ASCII letter (a highlighted cell shows it
    /// uppercase), or `.` for plain text (`#` when highlighted).
    public let snapshotCode: Unicode.Scalar

    /// Creates a style that looks like `colored` with colours and has the attributes `monochrome`
    /// without them.
    public init(_ colored: CellStyle = CellStyle(), monochrome: CellStyle.Attributes = [], snapshotCode: Unicode.Scalar)
    {
        self.colored = colored
        self.monochrome = monochrome
        self.snapshotCode = snapshotCode
    }

    /// Plain text: no attribute, the terminal's colours, `.` in a snapshot.
    public static let plain = Style(snapshotCode: ".")

    /// The look to draw: `colored` when the terminal shows colours, else the monochrome attributes.
    public func cellStyle(color: Bool) -> CellStyle {
        color ? colored : CellStyle(monochrome)
    }

    /// The snapshot code of a cell in this style, uppercase when `highlighted` (`#` for plain text).
    public func snapshotCode(highlighted: Bool) -> Character {
        guard highlighted else { return Character(snapshotCode) }
        return snapshotCode == "." ? "#" : Character(Character(snapshotCode).uppercased())
    }
}
