import ArgumentParser
import Foundation
import SettingsBundle

/// Ends a command with `settings: message` on stderr and exit status 1, never a backtrace.
///
/// The message is sanitized: it names files, folders and values read from the user's files (a
/// Simulator device's name, a container's folder), whose control characters must not reach the
/// terminal or a CI log.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ error: any CustomStringConvertible) {
        description = TerminalText.sanitized(error.description, keepNewlines: true)
    }
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
