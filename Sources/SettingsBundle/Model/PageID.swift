/// A stable name for a page: the `File` that reaches it, without `.plist` and without a device
/// suffix (`"Root"`, `"Advanced"`, `"Licenses/Acknowledgements"`).
///
/// The same page has the same id whichever idiom chose its file, so an editor can keep its
/// navigation stack across a reload.
public struct PageID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The root page.
    public static let root = PageID("Root")

    public var description: String { rawValue }

    public static func < (lhs: PageID, rhs: PageID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
