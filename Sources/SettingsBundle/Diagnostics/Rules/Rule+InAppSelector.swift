extension Rule {
    /// A view-controller pane with the `initWithFile:key:` selector, which crashes in InAppSettingsKit 3.
    public static let inAppSelector = Rule(
        id: "iask-view-controller-selector", severity: .error, pointsAt: nil,
        summary: "An InAppSettingsKit view-controller pane uses the initWithFile:key: selector.",
        explanation: """
            IASKViewControllerSelector initWithFile:key: is InAppSettingsKit 2's signature; InAppSettingsKit 3 \
            passes the specifier as the second argument, so the pane crashes when it opens. Implement \
            initWithFile:specifier: and name it, or remove the selector.
            """)
}
