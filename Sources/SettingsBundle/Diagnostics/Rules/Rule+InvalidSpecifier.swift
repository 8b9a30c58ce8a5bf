extension Rule {
    /// `PreferenceSpecifiers` is not an array, or one of its items is not a dictionary.
    public static let invalidSpecifier = Rule(
        id: "invalid-specifier", severity: .error, pointsAt: nil,
        summary: "PreferenceSpecifiers is not an array, or an item of it is not a dictionary.",
        explanation: """
            PreferenceSpecifiers must be an array of dictionaries, one per row. Settings skips an item that is \
            not a dictionary (and shows nothing when the array is something else). Make every item a \
            dictionary with a Type.
            """)
}
