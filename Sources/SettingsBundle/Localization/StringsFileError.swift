import PropertyList

/// Why a `.strings` file could not be read.
public enum StringsFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are neither UTF-8 nor UTF-16 text.
    case undecodable
    /// UTF-16 text behind U+FFFD replacement characters (bytes `EF BF BD`) where its byte-order mark
    /// was: a tool read the file as UTF-8 and saved the mark's two bytes as two replacement characters.
    case damagedByteOrderMark
    /// An old-style strings file with a syntax error (1-based line).
    case syntax(line: Int, message: String)
    /// A property-list strings file that is not a dictionary of strings, or not a valid plist.
    case invalidPropertyList(String)
    /// The file goes past its ``InputBudget`` (larger, or nested deeper, than a strings file may be).
    case overBudget(InputBudgetError)

    public var description: String {
        switch self {
        case .undecodable: "it is not UTF-8 or UTF-16 text"
        case .damagedByteOrderMark:
            "it starts with U+FFFD replacement characters (bytes EF BF BD), then UTF-16 text: its byte-order "
                + "mark was damaged by a tool that saved it as UTF-8"
        case .syntax(let line, let message): "line \(line): \(message)"
        case .invalidPropertyList(let reason): "it is not a valid property-list strings file (\(reason))"
        case .overBudget(let excess): excess.description
        }
    }
}
