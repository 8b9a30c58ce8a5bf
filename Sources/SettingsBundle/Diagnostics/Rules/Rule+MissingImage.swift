extension Rule {
    /// A slider image file is missing from the bundle.
    public static let missingImage = Rule(
        id: "missing-image", severity: .warning, pointsAt: nil,
        summary: "A slider's image file is missing from the bundle.",
        explanation: """
            MinimumValueImage and MaximumValueImage name image files at the top of Settings.bundle. A missing \
            (or differently cased: the device file system is case-sensitive) file leaves an empty space \
            beside the slider. Add the image or correct the name.
            """)
}
