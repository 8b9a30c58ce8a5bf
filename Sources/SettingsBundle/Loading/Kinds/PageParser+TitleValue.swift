import PropertyList

extension PageParser {
    /// `PSTitleValueSpecifier`: a read-only value, optionally mapped through `Values`/`Titles`.
    mutating func parseTitleValue(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard c.requireKey("the value") else { return c.inert("it has no Key to read its value from") }
        c.recommend("DefaultValue", "the row is blank until the app stores a value")
        var titleValue = Specifier.TitleValue()
        let hasValues = c.dict["Values"] != nil
        let hasTitles = c.dict["Titles"] != nil
        if hasValues || hasTitles {
            if hasValues && hasTitles {
                titleValue.choices = choices(sorted: false, context: &c)
            } else {
                c.note(
                    .warning, .missingRequiredKey,
                    "\(c.type ?? "it") has \(hasValues ? "Values but no Titles" : "Titles but no Values"); both are needed to map values to titles, so the raw value is shown"
                )
            }
        }
        return .titleValue(titleValue)
    }
}
