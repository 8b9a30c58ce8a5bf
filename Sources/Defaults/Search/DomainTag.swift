/// A short label for the kind of domain a value came from, as the editor's status column shows it.
///
/// | tag | domain |
/// |---|---|
/// | `arg` | the argument domain (`-key value` launch arguments, or `setVolatileDomain(_:forName: "NSArgumentDomain")`) |
/// | `app` | the application domain (current user, any host) |
/// | `host` | a current-host ("ByHost") file of the application or the global domain |
/// | `suite` | a suite: one added with `addSuite(named:)`, or the instance's own domain for `init(suiteName:)` |
/// | `global` | the global domain, `NSGlobalDomain` (`.GlobalPreferences.plist`) |
/// | `system` | an any-user (system-wide) file under the any-user folder |
/// | `lang` | the volatile domain named after one of the preferred languages (`AppleLanguages`) |
/// | `default` | the registration domain (`register(defaults:)`, for example a Settings.bundle's `DefaultValue`s) |
/// | `unset` | no domain holds the key |
public enum DomainTag: String, Sendable, CaseIterable {
    case arg
    case app
    case host
    case suite
    case global
    case system
    case lang
    case `default`
    case unset
}
