import SettingsBundle

extension Rule {
    /// The app's identifier names the global domain (`NSGlobalDomain`, `-g`, …), which every app reads.
    public static let globalDomain = Rule(
        id: "global-domain", severity: .error, pointsAt: nil,
        summary: "The app's identifier names the global domain, which every app reads.",
        explanation: """
            The app's CFBundleIdentifier (or the PRODUCT_BUNDLE_IDENTIFIER it expands to) is NSGlobalDomain,             -g, -globalDomain, Apple Global Domain or .GlobalPreferences: names of the global domain, which             every app reads. No app can have it as its own domain, and writing the bundle's settings there             would change every app's. Give the app its own reverse-DNS identifier.
            """)
}
