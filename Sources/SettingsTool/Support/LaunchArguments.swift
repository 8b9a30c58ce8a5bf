import Synchronization

/// The simulated launch arguments: everything after the first `--` on the command line, parsed
/// into the argument domain the way the app would receive them (`settings dump App.app -- -key value`).
///
/// swift-argument-parser cannot take a list of paths followed by a list after `--`, so
/// ``SettingsCommand/runMain(_:)`` splits them off before parsing.
public enum LaunchArguments {
    private static let storage = Mutex<[String]>([])

    /// The arguments after `--`, without it.
    public static var current: [String] { storage.withLock { $0 } }

    /// Splits `arguments` at the first `--`: what comes before is for the parser; what comes after
    /// becomes ``current``. Except for `lint`, which takes no launch arguments: there `--` ends
    /// the options, as in every POSIX tool, so a file named `--write-baseline=x` after it is a
    /// path (the pre-commit hooks pass the staged files after `--`).
    static func split(_ arguments: [String]) -> [String] {
        guard arguments.first != "lint", let marker = arguments.firstIndex(of: "--") else { return arguments }
        storage.withLock { $0 = Array(arguments[(marker + 1)...]) }
        return Array(arguments[..<marker])
    }
}
