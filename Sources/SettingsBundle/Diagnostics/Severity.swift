/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Settings would misbehave or the row cannot work; `settings lint` exits 1.
    case error
    /// Probably a mistake, or something Settings handles differently from what the author expects.
    case warning
    /// Worth knowing (for example a missing translation).
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
