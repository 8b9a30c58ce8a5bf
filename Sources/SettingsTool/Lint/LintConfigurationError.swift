/// Why a lint configuration file cannot be used: `FILE:LINE: message`, printed as `settings: FILE:LINE: message`.
package struct LintConfigurationError: Error, CustomStringConvertible, Equatable {
    /// The configuration file, as the user would find it.
    var file: String
    /// The 1-based line, when the problem has one.
    var line: Int?
    var message: String

    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
