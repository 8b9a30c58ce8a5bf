extension Rule {
    /// A child pane's `File` is empty or unusable.
    public static let childInvalidName = Rule(
        id: "child-invalid-name", severity: .error, pointsAt: "File",
        summary: "A child pane's File is empty or unusable.",
        explanation: """
            File is empty, only a folder, or otherwise names no page. The row opens nothing. Set File to the \
            page's name without .plist.
            """)
}
