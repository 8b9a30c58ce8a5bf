import PropertyList

extension Specifier {
    /// The text InAppSettingsKit shows under an `IASKOpenURLSpecifier` row's title, nil when it
    /// shows none (`IASKAppSettingsViewController`, `cellForRowAtIndexPath:`): the subtitle for the
    /// row's value, else `DefaultValue`. The URL itself is never shown.
    ///
    /// The cell has a line under its title only in the subtitle style, which IASK uses when the row
    /// has an `IASKSubtitle` or `IASKTextAlignment` is `IASKUITextAlignmentLeft`; otherwise the
    /// default style has no detail text and `DefaultValue` is not shown. A `DefaultValue` that is an
    /// array or a dictionary is not shown either (IASK would print its property-list description).
    public func openURLDetail(for value: PlistValue?) -> String? {
        guard case .openURL = kind else { return nil }
        if let subtitle = inApp?.subtitle?.text(for: value)?.text { return subtitle }
        let alignment = inApp?.otherKeys["IASKTextAlignment"]?.stringValue ?? ""
        guard alignment.hasSuffix("Left"), let defaultValue, defaultValue.isScalar else { return nil }
        let text = ValueFormatter.displayString(defaultValue)
        return text.isEmpty ? nil : text
    }
}
