extension Rule {
    /// A child pane's `File` carries path information or a `.plist` extension (works here, but
    /// Apple's schema says it should be a bare name).
    public static let childFilePath = Rule(
        id: "child-file-path", severity: .note, pointsAt: "File",
        summary: "A child pane's File carries a folder or a .plist extension.",
        explanation: """
            Apple's schema says File is a bare page name without path information or extension. Folders and a \
            .plist suffix work in today's Settings and InAppSettingsKit but are outside the documented \
            format. Use the bare name where you can.
            """)
}
