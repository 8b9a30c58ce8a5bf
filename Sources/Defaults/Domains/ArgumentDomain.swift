import FoundationEssentials
import PropertyList
import TextOutput

/// The argument domain (`NSArgumentDomain`): defaults given on the command line as `-key value`.
///
/// Parsing matches Foundation on Darwin and Linux exactly (research defaults-semantics.md §1.3):
/// - Arguments are scanned in pairs `-key value`; `value` must not start with `-` (so negative
///   numbers cannot be passed untyped), and a trailing `-key` with no value is ignored. A later
///   pair for the same key wins. The program name (`arguments[0]`) never starts with `-` in
///   practice and is scanned like any other argument, as Foundation does.
/// - The value is trimmed of surrounding whitespace. If it then starts with `{`, `[`, `(`, `<` or
///   `"`, it is parsed as a property list (OpenStep or XML); when that fails, the trimmed string is
///   kept. Any other value is the trimmed string.
public enum ArgumentDomain {
    /// The name Foundation uses for this domain.
    public static let name = "NSArgumentDomain"

    /// Parses launch arguments, program name included, into the argument domain (see
    /// ``ParsedArguments`` for what each argument became).
    public static func parse(_ arguments: [String]) -> [PlistKey: PlistValue] {
        ParsedArguments(arguments).values
    }

    /// The value of one `-key value` pair.
    public static func value(for argument: String) -> PlistValue {
        let trimmed = argument.trimmingSpacesAndNewlines()
        guard let first = trimmed.unicodeScalars.first, "{[(<\"".unicodeScalars.contains(first) else {
            return .string(trimmed)
        }
        do {
            return try PropertyListCoder.decode(Data(trimmed.utf8)).value
        } catch {
            return .string(trimmed)
        }
    }
}
