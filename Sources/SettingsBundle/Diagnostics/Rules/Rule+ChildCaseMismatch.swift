extension Rule {
    /// A child pane's `File` exists only with different letter case.
    public static let childCaseMismatch = Rule(
        id: "child-case-mismatch", severity: .error, pointsAt: "File",
        summary: "A child pane's File exists only with different letter case.",
        explanation: """
            File matches a page only when letter case is ignored. macOS file systems usually ignore case, \
            devices do not: the pane works in the simulator and opens nothing on a phone. Make File and the \
            file name match exactly.
            """)
}
