extension Rule {
    /// A child pane leads back to a page already open above it.
    public static let childCycle = Rule(
        id: "child-cycle", severity: .error, pointsAt: "File",
        summary: "A child pane leads back to a page already open above it.",
        explanation: """
            A pane opens a page that is already open above it, so the user could go in circles forever and \
            tools that walk the bundle (registering defaults, for one) must stop somewhere. Point the pane at \
            another page or remove it.
            """)
}
