import PropertyList

extension PageParser {
    /// `PSTextFieldSpecifier`: an editable string with keyboard options.
    mutating func parseTextField(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard c.requireKey("the text") else { return c.inert("it has no Key to store its text under") }
        var field = Specifier.TextField()
        field.isSecure = bool(c.dict["IsSecure"], named: "IsSecure", context: &c) ?? false
        field.keyboardType = option(
            c.dict["KeyboardType"], named: "KeyboardType", rule: .invalidKeyboardType, default: .alphabet,
            context: &c)
        field.autocapitalization = option(
            c.dict["AutocapitalizationType"], named: "AutocapitalizationType",
            rule: .invalidAutocapitalizationType, default: .none, context: &c)
        field.autocorrection = option(
            c.dict["AutocorrectionType"], named: "AutocorrectionType", rule: .invalidAutocorrectionType,
            default: .default, context: &c)
        return .textField(field)
    }
}
