/// The terminal's size in columns and rows.
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The smallest size the editor draws pages at; below it the screen says "terminal too small".
    public static let minimum = ScreenSize(width: 20, height: 6)

    /// Whether this size is at least ``minimum`` in both directions.
    public var isUsable: Bool { width >= Self.minimum.width && height >= Self.minimum.height }

    public var description: String { "\(width)x\(height)" }
}
