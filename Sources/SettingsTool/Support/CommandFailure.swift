import ArgumentParser
import FoundationEssentials

/// Ends a command with `settings: message` on stderr and exit status 1, never a backtrace.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ error: any CustomStringConvertible) { description = error.description }
}

extension ParsableCommand {
    /// Runs `body`, turning our typed errors into a one-line message and exit status 1.
    static func reporting<T>(_ body: () throws(SettingsToolError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(error)
        }
    }
}
