/// The symbols the editor draws (its switches, sliders, marks and rules), in a Unicode set and a
/// plain ASCII set for terminals without UTF-8 (the backend's `TerminalBackend.isUnicode` tells
/// which; the pump, ``EditorLoop/run(on:)``, picks). The editor's, not the frame layer's: a frame
/// holds cells, and what a switch looks like is the editor's business. Measure them with
/// `TextLayout.displayWidth`: the ASCII forms can be wider.
public struct Glyphs: Hashable, Sendable {
    /// Before the back label: `‹` / `<`.
    public var back: String
    /// After a row that opens a page: `›` / `>`.
    public var disclosure: String
    /// Between the parts of a breadcrumb path: `›` / `>`.
    public var pathSeparator: String
    /// The chosen value in a list: `✓` / `x` (never `*`, which marks a value that differs from its
    /// default).
    public var checkmark: String
    /// A switch that is on: `●` / `[x]`.
    public var toggleOn: String
    /// A switch that is off: `○` / `[ ]`.
    public var toggleOff: String
    /// Cut text: `…` / `...`.
    public var ellipsis: String
    /// One masked character of a secure value: `•` / `*`.
    public var secureBullet: String
    /// A filled slider segment: `■` / `#`.
    public var sliderFilled: String
    /// An empty slider segment: `□` / `-`.
    public var sliderEmpty: String
    /// A horizontal rule segment: `─` / `-`.
    public var rule: String
    /// Between the ends of a range: `–` / `..`.
    public var rangeDash: String

    /// Creates a glyph set.
    public init(
        back: String, disclosure: String, pathSeparator: String, checkmark: String, toggleOn: String,
        toggleOff: String, ellipsis: String, secureBullet: String, sliderFilled: String,
        sliderEmpty: String, rule: String, rangeDash: String
    ) {
        self.back = back
        self.disclosure = disclosure
        self.pathSeparator = pathSeparator
        self.checkmark = checkmark
        self.toggleOn = toggleOn
        self.toggleOff = toggleOff
        self.ellipsis = ellipsis
        self.secureBullet = secureBullet
        self.sliderFilled = sliderFilled
        self.sliderEmpty = sliderEmpty
        self.rule = rule
        self.rangeDash = rangeDash
    }

    /// For UTF-8 terminals.
    public static let unicode = Glyphs(
        back: "‹", disclosure: "›", pathSeparator: "›", checkmark: "✓", toggleOn: "●", toggleOff: "○",
        ellipsis: "…", secureBullet: "•", sliderFilled: "■", sliderEmpty: "□", rule: "─",
        rangeDash: "–")

    /// For terminals that can only show ASCII.
    public static let ascii = Glyphs(
        back: "<", disclosure: ">", pathSeparator: ">", checkmark: "x", toggleOn: "[x]", toggleOff: "[ ]",
        ellipsis: "...", secureBullet: "*", sliderFilled: "#", sliderEmpty: "-", rule: "-",
        rangeDash: "..")
}
