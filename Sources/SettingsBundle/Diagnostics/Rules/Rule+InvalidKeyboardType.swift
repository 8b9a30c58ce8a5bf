extension Rule {
    /// `KeyboardType` is not a known value.
    public static let invalidKeyboardType = Rule(
        id: "invalid-keyboard-type", severity: .warning, pointsAt: "KeyboardType",
        summary: "KeyboardType is not a known value.",
        explanation: """
            KeyboardType must be Alphabet, NumbersAndPunctuation, NumberPad, URL or EmailAddress \
            (InAppSettingsKit also takes DecimalPad, PhonePad, NamePhonePad and AsciiCapable). Settings falls \
            back to the default keyboard. Use one of those names.
            """)
}
