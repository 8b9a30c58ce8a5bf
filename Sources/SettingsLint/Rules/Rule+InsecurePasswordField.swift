import SettingsBundle

extension Rule {
    /// A text field titled or keyed like a password has no `IsSecure`.
    public static let insecurePasswordField = Rule(
        id: "insecure-password-field", severity: .note, pointsAt: nil,
        summary: "A text field that looks like a password field has no IsSecure.",
        explanation: """
            A text field whose title or key suggests a password shows its text in clear. Set IsSecure to YES \
            so Settings shows bullets (and consider not keeping passwords in user defaults at all: use the \
            keychain).
            """)
}
