extension Rule {
    /// A page plist (or the root) cannot be read or is not a dictionary.
    public static let unreadablePlist = Rule(
        id: "unreadable-plist", severity: .error, pointsAt: nil,
        summary: "A page plist cannot be read or is not a dictionary.",
        explanation: """
            The file is not a property list (XML, binary or OpenStep), or its top level is not a dictionary. \
            Settings shows nothing for the page: a broken Root.plist hides the app's whole Settings entry. \
            Fix the syntax (`plutil -lint FILE` names the line) and keep a dictionary with PreferenceSpecifiers \
            at the top.
            """)
}
