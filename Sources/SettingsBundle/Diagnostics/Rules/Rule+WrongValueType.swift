extension Rule {
    /// A key holds a value of the wrong type (a numeric `Title`, a dictionary for `Values`, ...).
    public static let wrongValueType = Rule(
        id: "wrong-value-type", severity: .error, pointsAt: nil,
        summary: "A key holds a value of the wrong type.",
        explanation: """
            A key holds a value Settings cannot use as that key (a number as Title, a dictionary as Values, \
            a string as MinimumValue). Settings ignores the value or the whole row. Give the key the type \
            Apple's schema documents.
            """)
}
