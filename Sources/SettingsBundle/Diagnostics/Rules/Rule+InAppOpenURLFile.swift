extension Rule {
    /// An `IASKOpenURLSpecifier` without a `File` (the URL).
    public static let inAppOpenURLFile = Rule(
        id: "iask-open-url-file", severity: .error, pointsAt: nil,
        summary: "An InAppSettingsKit open-URL row has no File (the URL).",
        explanation: """
            IASKOpenURLSpecifier opens the URL in its File key; without it the row does nothing when tapped. \
            Add File with the URL.
            """)
}
