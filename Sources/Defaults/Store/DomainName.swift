/// Validation and aliases for persistent domain names.
///
/// A domain name becomes a file name (`<name>.plist`), so names that would leave the preferences
/// folder or collide with the files this library keeps beside the store (locks, temporary files,
/// kept copies) are refused. Foundation on Linux does no such check: `UserDefaults(suiteName:
/// "../x")` writes `$HOME/x.plist`.
public enum DomainName {
    /// The global domain's file name stem (`.GlobalPreferences.plist`), as Foundation reads it.
    public static let global = ".GlobalPreferences"

    /// Names that all mean the global domain. (Foundation's own `NSGlobalDomain` persistent-domain API
    /// uses `NSGlobalDomain.plist`, a file lookups never read; here they all map to ``global``.)
    public static let globalAliases: Set<String> = ["NSGlobalDomain", "-g", "-globalDomain", ".GlobalPreferences"]

    /// The longest name accepted, in UTF-8 bytes, leaving room for the suffixes this library adds to
    /// the file name (`..plist`, `.corrupt-<timestamp>`, the temporary-file suffix) within the 255-byte
    /// limit of a file name.
    public static let maximumLength = 200

    /// Maps the global-domain aliases to ``global`` and refuses names that cannot be a store file.
    ///
    /// Refused: the empty name, a name containing `/`, NUL or `..`, a name starting with `.` (other
    /// than the global name), and names longer than ``maximumLength`` bytes; the error's reason is
    /// ``problem(with:)``'s.
    public static func validated(_ name: String) throws(DefaultsError) -> String {
        if globalAliases.contains(name) { return global }
        if let reason = fileNameProblem(name) { throw .invalidDomainName(name, reason: reason) }
        return name
    }

    /// Why `name` cannot name a store file (`"it contains \"/\", which would leave the preferences
    /// folder"`), nil when it can: the one check and the one wording of every tool and library
    /// that takes a domain name. The global domain's names (``globalAliases``) are fine.
    public static func problem(with name: String) -> String? {
        globalAliases.contains(name) ? nil : fileNameProblem(name)
    }

    /// ``problem(with:)`` for a name that is not a global alias (checked once on the write path).
    private static func fileNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        // Checked on the UTF-8 bytes that become the file name: Foundation's `contains(_:)` on strings
        // (a CFStringFind) was a quarter of a durable write's own CPU time, and `hasPrefix` compares
        // grapheme clusters, so "." followed by a combining mark would not count as a leading dot.
        var hasNUL = false
        var hasSlash = false
        var hasDotDot = false
        var previous: UInt8 = 0
        for byte in name.utf8 {
            hasNUL = hasNUL || byte == 0
            hasSlash = hasSlash || byte == UInt8(ascii: "/")
            hasDotDot = hasDotDot || (byte == UInt8(ascii: ".") && previous == UInt8(ascii: "."))
            previous = byte
        }
        if hasNUL { return "it contains a NUL character" }
        if hasSlash { return "it contains \"/\", which would leave the preferences folder" }
        if name.utf8.first == UInt8(ascii: ".") { return "it starts with \".\" (hidden files are reserved)" }
        if hasDotDot { return "it contains \"..\" (reserved for ByHost file names)" }
        if name.utf8.count > maximumLength {
            return "it is \(name.utf8.count) bytes long; the limit is \(maximumLength)"
        }
        return nil
    }

    /// Whether `name` is the global domain or one of its aliases.
    public static func isGlobal(_ name: String) -> Bool { globalAliases.contains(name) }
}
