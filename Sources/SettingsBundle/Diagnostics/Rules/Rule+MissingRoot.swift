extension Rule {
    /// The bundle has no `Root.plist` (nor a device variant of it).
    public static let missingRoot = Rule(
        id: "missing-root", severity: .error, pointsAt: nil,
        summary: "The bundle has no Root.plist.",
        explanation: """
            Settings opens a bundle at Root.plist (or a device variant such as Root~ipad.plist). Without it the \
            app has no entry in Settings at all. Add Root.plist at the top of Settings.bundle.
            """)
}
