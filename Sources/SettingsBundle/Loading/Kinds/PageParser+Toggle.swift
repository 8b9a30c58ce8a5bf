import PropertyList

extension PageParser {
    /// `PSToggleSwitchSpecifier`: on/off, writing `TrueValue`/`FalseValue`.
    mutating func parseToggle(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard c.requireKey("the switch position") else { return c.inert("it has no Key to store the switch in") }
        c.recommend("Title", "the switch has no label")
        c.recommend("DefaultValue", "the switch shows OFF until the user changes it, and nothing is registered")
        var toggle = Specifier.Toggle()
        if let t = scalar(c.dict["TrueValue"], named: "TrueValue", context: &c) { toggle.trueValue = t }
        if let f = scalar(c.dict["FalseValue"], named: "FalseValue", context: &c) { toggle.falseValue = f }
        return .toggle(toggle)
    }
}
