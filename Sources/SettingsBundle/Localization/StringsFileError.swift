import PropertyList

/// Why a `.strings` file could not be read.
public enum StringsFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are neither UTF-8 nor UTF-16 text.
    case undecodable
    /// An old-style strings file with a syntax error (1-based line).
    case syntax(line: Int, message: String)
    /// A property-list strings file that is not a dictionary of strings, or not a valid plist.
    case invalidPropertyList(String)
    /// The file goes past its ``InputBudget`` (larger, or nested deeper, than a strings file may be).
    case overBudget(InputBudgetError)

    public var description: String {
        switch self {
        case .undecodable: "it is not UTF-8 or UTF-16 text"
        case .syntax(let line, let message): "line \(line): \(message)"
        case .invalidPropertyList(let reason): "it is not a valid property-list strings file (\(reason))"
        case .overBudget(let excess): excess.description
        }
    }
}
