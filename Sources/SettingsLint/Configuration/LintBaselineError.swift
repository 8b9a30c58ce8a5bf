import SettingsBundle

/// Why a baseline file could not be used. Every message says what to do next.
public enum LintBaselineError: Error, CustomStringConvertible, Equatable {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    case corrupt(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path):
            "baseline \(path) does not exist; write it with `settings lint --write-baseline \(path) PATH...`"
        case .unreadable(let path, let reason):
            "cannot read baseline \(path): \(reason)"
        case .corrupt(let path, let reason):
            "baseline \(path) is not a settings lint baseline (\(reason)); "
                + "write it again with `settings lint --write-baseline \(path) PATH...`"
        case .unwritable(let path, let reason):
            "cannot write baseline \(path): \(reason)"
        }
    }
}
