/// Something in a lint configuration that is ignored (an unknown key or rule id): reported on stderr
/// as `settings: FILE:LINE: warning: message`, and lint goes on, as SwiftLint does.
package struct LintConfigurationWarning: Sendable, Hashable, CustomStringConvertible {
    var file: String
    var line: Int?
    var message: String

    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): warning: \(message)" }
}
