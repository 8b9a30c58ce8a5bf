extension Rule {
    /// A child pane is not followed because the bundle exceeds the loader's depth or page limit.
    public static let childLimit = Rule(
        id: "child-limit", severity: .error, pointsAt: "File",
        summary: "A child pane is not followed: the bundle is too deep or has too many pages.",
        explanation: """
            The bundle nests more child panes, or has more pages, than the loader follows; the panes beyond \
            the limit are not read or checked. Flatten the pages.
            """)
}
