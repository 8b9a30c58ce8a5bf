extension Rule {
    /// `ApplicationGroupContainerIdentifier` is empty or an unexpanded build setting.
    public static let invalidAppGroup = Rule(
        id: "invalid-app-group", severity: .warning, pointsAt: "ApplicationGroupContainerIdentifier",
        summary: "ApplicationGroupContainerIdentifier is empty or an unexpanded build setting.",
        explanation: """
            ApplicationGroupContainerIdentifier stores the page's values in an app-group suite. An empty value \
            or an unexpanded build setting ($(GROUP_ID)) names no real group: Settings writes where the app \
            never reads. Write the group's identifier, or let the build expand the setting.
            """)
}
