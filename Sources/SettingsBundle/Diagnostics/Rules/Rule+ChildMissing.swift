extension Rule {
    /// A child pane's `File` does not exist.
    public static let childMissing = Rule(
        id: "child-missing", severity: .error, pointsAt: "File",
        summary: "A child pane's File does not exist.",
        explanation: """
            A child pane opens the page File.plist at the top of the bundle. When it does not exist the row \
            opens nothing (or an empty page). Add the page or correct File; if a build step generates it \
            (license lists often are), this is expected in a source tree.
            """)
}
