import TextOutput

/// Where the `UserDefaults`-compatible methods that cannot throw report failures: standard error,
/// one line prefixed `Defaults:`, the way Foundation logs (a domain or path in it escaped as
/// human text). Each such method also has a throwing counterpart for callers that want the typed
/// error.
package enum DefaultsDiagnostics {
    package static func report(_ message: String) {
        StandardStream.say("Defaults", "", message)
    }
}
