import Foundation

/// Where the `UserDefaults`-compatible methods that cannot throw report failures: standard error,
/// one line prefixed `Defaults:`, the way Foundation logs. Each such method also has a throwing
/// counterpart for callers that want the typed error.
enum DefaultsDiagnostics {
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("Defaults: \(message)\n".utf8))
    }
}
