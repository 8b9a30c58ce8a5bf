import SettingsBundle

extension Rule {
    /// A key the bundle declares that no source of the app reads (the setting does nothing).
    public static let unreadKey = Rule(
        id: "unread-key", severity: .warning, pointsAt: "Key",
        summary: "A key of the bundle that no source of the app reads.",
        explanation: """
            No Swift or Objective-C source of the target that copies the bundle reads this key (through \
            UserDefaults accessors, @AppStorage, a property wrapper or a Defaults key), so changing the \
            setting does nothing. Read the key, correct its spelling, or remove the row. The claim is made only \
            when every read of the code names its key (or its start, as "filter_" + name does); otherwise one \
            note for the bundle lists the reads lint cannot follow (file:line and why) instead. A title value \
            only shows a value and is never unread.
            """)
}
