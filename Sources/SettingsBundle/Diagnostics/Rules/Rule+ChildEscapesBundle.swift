extension Rule {
    /// A child pane's `File` is absolute, uses `..`, or resolves outside the bundle.
    public static let childEscapesBundle = Rule(
        id: "child-escapes-bundle", severity: .error, pointsAt: "File",
        summary: "A child pane's File points outside the bundle.",
        explanation: """
            File is absolute, uses .., or resolves (through a link) outside Settings.bundle. Settings only \
            reads pages inside the bundle. Keep every page in the bundle and name it relative to it.
            """)
}
