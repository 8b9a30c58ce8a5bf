import PropertyList

extension PageParser {
    /// `PSGroupSpecifier`: a section header with an optional `FooterText`.
    mutating func parseGroup(_ c: inout SpecifierContext) -> Specifier.Kind {
        let footer = localizedText(c.dict["FooterText"], named: "FooterText", table: c.page.stringsTable, context: &c)
        return .group(.init(footer: footer))
    }
}
