import SettingsBundle

extension Rule {
    /// A page plist that no child pane reaches from Root.
    public static let unreachablePage = Rule(
        id: "unreachable-page", severity: .warning, pointsAt: nil,
        summary: "A page plist that no child pane reaches from Root.",
        explanation: """
            No child pane leads to this page from Root (in any device variant or in InAppSettingsKit's view), \
            so Settings never shows it and its defaults are never registered. Add a PSChildPaneSpecifier with \
            its name as File, or delete the file. The bundle's own Info.plist (what an Xcode bundle target \
            writes, with no PreferenceSpecifiers) is not a page and is never reported.
            """)
}
