/// The colours of one appearance, as iOS defines its system colours (hex `#RRGGBB`).
public struct RenderPalette: Sendable, Hashable {
    /// `systemGroupedBackground`: behind the cards.
    public var background: String
    /// `secondarySystemGroupedBackground`: the section cards.
    public var cell: String
    /// `separator` (opaque): the hairlines between rows.
    public var separator: String
    /// `label`: titles and text field values.
    public var label: String
    /// `secondaryLabel`: headers, footers, values on the right.
    public var secondaryLabel: String
    /// `tertiaryLabel`: chevrons and placeholders.
    public var tertiaryLabel: String
    /// `systemGreen`: a switch that is on.
    public var green: String
    /// `systemBlue`: checkmarks, the slider's filled track, the back button.
    public var blue: String
    /// The track of a switch that is off.
    public var switchOff: String
    /// The unfilled part of a slider's track.
    public var sliderTrack: String
    /// The navigation bar.
    public var bar: String
    /// Whether this is the dark appearance.
    public var isDark: Bool

    /// The light appearance.
    public static let light = RenderPalette(
        background: "#F2F2F7", cell: "#FFFFFF", separator: "#C6C6C8", label: "#000000", secondaryLabel: "#8A8A8E",
        tertiaryLabel: "#C4C4C7", green: "#34C759", blue: "#007AFF", switchOff: "#E9E9EA", sliderTrack: "#E5E5EA",
        bar: "#F9F9F9", isDark: false)

    /// The dark appearance.
    public static let dark = RenderPalette(
        background: "#000000", cell: "#1C1C1E", separator: "#38383A", label: "#FFFFFF", secondaryLabel: "#8D8D93",
        tertiaryLabel: "#5A5A5E", green: "#30D158", blue: "#0A84FF", switchOff: "#39393D", sliderTrack: "#3A3A3C",
        bar: "#161616", isDark: true)
}
