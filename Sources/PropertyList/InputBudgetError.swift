/// Input that goes past an ``InputBudget``: which limit, where, and (once a caller knows it) the file.
public struct InputBudgetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The limit that was reached.
    public enum Limit: String, Sendable, Hashable {
        case bytes, values, depth, expansion
    }

    /// The limit that was reached.
    public var limit: Limit
    /// Its value.
    public var maximum: Int
    /// Where in the input (an object number, a line), or empty.
    public var location: String
    /// The file, when the reader's caller knows it.
    public var file: String?

    /// An excess of `limit` at `location`.
    public init(_ limit: Limit, maximum: Int, at location: String = "", file: String? = nil) {
        self.limit = limit
        self.maximum = maximum
        self.location = location
        self.file = file
    }

    /// The same error, naming `path`.
    public func inFile(_ path: String) -> InputBudgetError {
        var copy = self
        copy.file = path
        return copy
    }

    public var description: String {
        let what =
            switch limit {
            case .bytes: "it is larger than \(maximum) bytes"
            case .values: "it holds more than \(maximum) values (shared references counted each time they are used)"
            case .depth: "it nests more than \(maximum) levels deep"
            case .expansion: "its references expand past \(maximum)"
            }
        let subject = file.map { "\($0): " } ?? ""
        let place = location.isEmpty ? "" : " (at \(location))"
        return "\(subject)\(what)\(place), \(Self.refusal)"
    }

    /// The words every budget error ends with, so a message quoting one can be recognised.
    public static let refusal =
        "more than this tool reads from one file; it is refused as damaged or hostile: check where it came from"
}
