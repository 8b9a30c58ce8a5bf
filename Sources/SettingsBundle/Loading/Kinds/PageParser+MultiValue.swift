import PropertyList

extension PageParser {
    /// `PSMultiValueSpecifier`: a row that opens a page of choices.
    mutating func parseMultiValue(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard let (list, sorted) = parseChoices(isRadio: false, &c) else {
            return c.inert(
                c.key == nil
                    ? "it has no Key to store the choice in" : "it needs Values and Titles arrays to offer choices")
        }
        return .multiValue(.init(choices: list, displaySortedByTitle: sorted))
    }

    /// `PSRadioGroupSpecifier`: a section whose rows are the choices.
    mutating func parseRadioGroup(_ c: inout SpecifierContext) -> Specifier.Kind {
        guard let (list, sorted) = parseChoices(isRadio: true, &c) else {
            return c.inert(
                c.key == nil
                    ? "it has no Key to store the choice in" : "it needs Values and Titles arrays to offer choices")
        }
        let footer = localizedText(c.dict["FooterText"], named: "FooterText", table: c.page.stringsTable, context: &c)
        return .radioGroup(.init(choices: list, displaySortedByTitle: sorted, footer: footer))
    }

    /// The choices of a multi-value or radio group, nil (noted) when it has no Key or no arrays.
    private mutating func parseChoices(isRadio: Bool, _ c: inout SpecifierContext) -> (ChoiceList, Bool)? {
        guard c.requireKey("the choice") else { return nil }
        guard requireArray("Values", context: &c), requireArray("Titles", context: &c) else { return nil }
        if !isRadio { c.recommend("Title", "the row has no label") }
        c.recommend("DefaultValue", "no choice is checked until the user picks one, and nothing is registered")
        let sorted = bool(c.dict["DisplaySortedByTitle"], named: "DisplaySortedByTitle", context: &c) ?? false
        return (choices(sorted: sorted, context: &c), sorted)
    }
}
