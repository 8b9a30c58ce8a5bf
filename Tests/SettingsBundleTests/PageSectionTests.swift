import PropertyList
import SettingsBundle
import Testing

/// Which group starts its section's rows: the one rule the dump, the search and the picture share.
@Suite struct PageSectionTests {
    static func row(_ index: Int, _ key: String) -> Specifier {
        Specifier(index: index, kind: .toggle(.init()), key: key)
    }

    @Test func aRadioOrListGroupIsTheFirstRowOfItsSectionAndAGroupIsNot() {
        let choices = ChoiceList(items: [], valueCount: 0, titleCount: 0)
        let radio = Specifier(index: 0, kind: .radioGroup(.init(choices: choices)), key: "r")
        let list = Specifier(index: 0, kind: .listGroup(.init()), key: "l")
        let group = Specifier(index: 0, kind: .group(.init()), title: LocalizedText(raw: "Plain"))
        for starter in [radio, list] {
            let section = PageSection(group: starter, rows: [Self.row(1, "a")])
            #expect(section.groupIsRow)
            #expect(section.drawnRows.compactMap(\.key) == [starter.key!, "a"])
        }
        let plain = PageSection(group: group, rows: [Self.row(1, "a")])
        #expect(!plain.groupIsRow && plain.drawnRows.compactMap { $0.key } == ["a"])
        let top = PageSection(group: nil, rows: [Self.row(0, "a")])
        #expect(!top.groupIsRow && top.drawnRows.compactMap(\.key) == ["a"])
    }
}
