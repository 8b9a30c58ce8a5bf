import Defaults
import Foundation
import PropertyList
import TestSupport

/// The package's executables run with the sandbox's throw-away HOME.
extension Sandbox {
    /// Runs the built `defaults` command.
    @discardableResult
    func defaults(_ arguments: String..., input: Data? = nil) throws -> Result {
        try run("defaults", arguments, input: input)
    }

    /// Runs `foundation-probe`, which uses only Foundation's `UserDefaults`.
    @discardableResult
    func probe(_ arguments: String...) throws -> Result {
        try run("foundation-probe", arguments)
    }
}
