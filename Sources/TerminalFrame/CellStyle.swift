/// How a cell looks on the terminal: attributes plus an optional foreground colour on the
/// terminal's own background.
public struct CellStyle: Hashable, Sendable, CustomStringConvertible {
    /// Text attributes every terminal has.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        // Computed, so a backend in another module inlines them per cell (a stored `static let` is
        // read through its accessor at every use).
        public static var bold: Attributes { Attributes(rawValue: 1 << 0) }
        public static var dim: Attributes { Attributes(rawValue: 1 << 1) }
        public static var reverse: Attributes { Attributes(rawValue: 1 << 2) }
        public static var underline: Attributes { Attributes(rawValue: 1 << 3) }
    }

    /// The foreground colours used; each has its own colour pair (its raw value) on the default
    /// background.
    public enum Color: Int16, CaseIterable, Hashable, Sendable {
        case red = 1
        case green, yellow, blue, magenta, cyan
    }

    /// The attributes.
    public var attributes: Attributes
    /// The foreground colour, nil for the terminal's default.
    public var foreground: Color?

    /// Creates a style.
    public init(_ attributes: Attributes = [], foreground: Color? = nil) {
        self.attributes = attributes
        self.foreground = foreground
    }

    public var description: String {
        var parts: [String] = []
        if attributes.contains(.bold) { parts.append("bold") }
        if attributes.contains(.dim) { parts.append("dim") }
        if attributes.contains(.reverse) { parts.append("reverse") }
        if attributes.contains(.underline) { parts.append("underline") }
        if let foreground { parts.append("\(foreground)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: "+")
    }
}
