import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

@Suite struct ValueSemanticsTests {
    func choices(_ values: [PlistValue], _ titles: [String], short: [String]? = nil) -> ChoiceList {
        ChoiceList(
            items: values.enumerated().map { i, v in
                Choice(
                    index: i, value: v, title: LocalizedText(raw: titles[i]),
                    shortTitle: short.map { LocalizedText(raw: $0[i]) })
            }, valueCount: values.count, titleCount: titles.count, shortTitleCount: short?.count)
    }

    @Test func toggleFollowsTrueAndFalseValues() {
        let plain = Specifier.Toggle()
        #expect(plain.isOn(true) && !plain.isOn(false) && !plain.isOn(nil))
        #expect(plain.isOn(1) && !plain.isOn(0) && plain.isOn("YES") && !plain.isOn("NO") && plain.isOn("true"))
        #expect(plain.value(forOn: true) == .bool(true))
        let strings = Specifier.Toggle(trueValue: "Enabled", falseValue: "Disabled")
        #expect(strings.isOn("Enabled") && !strings.isOn("Disabled"))
        #expect(strings.value(forOn: false) == .string("Disabled"))
        #expect(strings.toggledValue(from: "Disabled") == .string("Enabled"))
        let ints = Specifier.Toggle(trueValue: 1, falseValue: 2)
        #expect(ints.isOn(1) && !ints.isOn(2))
        #expect(ints.isOn("1"))  // "1" vs 1
        #expect(ints.isOn(true))  // IASK Advanced: DefaultValue <true/> with TrueValue 1
        #expect(ints.value(forOn: false) == .integer(2))
        let date = Date(timeIntervalSinceReferenceDate: 1000)
        let dates = Specifier.Toggle(trueValue: .date(date), falseValue: .data(Data([0])))
        #expect(dates.isOn(.date(date)) && !dates.isOn(.data(Data([0]))))
        #expect(dates.value(forOn: true) == .date(date))
    }

    /// A switch whose ON writes `<false/>` and OFF `<true/>` (an "Disable X" switch over a key the
    /// app reads as "X enabled"): the stored boolean is matched against `TrueValue`/`FalseValue`
    /// first, never read as the switch's position.
    @Test func anInvertedSwitchFollowsItsTrueAndFalseValuesNotTheStoredBool() throws {
        let inverted = Specifier.Toggle(trueValue: false, falseValue: true)
        #expect(inverted.isOn(false))
        #expect(!inverted.isOn(true))
        #expect(!inverted.isOn(nil))
        #expect(inverted.value(forOn: true) == .bool(false))
        #expect(inverted.value(forOn: false) == .bool(true))
        #expect(inverted.toggledValue(from: false) == .bool(true))
        #expect(inverted.toggledValue(from: true) == .bool(false))
        // Loosely equal stored forms ("0" for false) are matched the same way.
        #expect(inverted.isOn(0) && !inverted.isOn(1))

        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePage(
            folder, "Root.plist",
            [
                BundleFixtures.specifier(
                    "PSToggleSwitchSpecifier",
                    [
                        "Title": "Disable sync", "Key": "sync", "DefaultValue": true, "TrueValue": false,
                        "FalseValue": true,
                    ])
            ])
        let row = try BundleFixtures.load(folder).rootPage.specifiers[0]
        #expect(row.displayText(stored: nil) == "OFF")
        #expect(row.displayText(stored: false) == "ON" && row.displayText(stored: true) == "OFF")
        #expect(try row.parseInput("on") == .bool(false))
        #expect(try row.parseInput("off") == .bool(true))
    }

    @Test func choiceMatchingToleratesNumericStringsButWritesExactValues() {
        let list = choices(
            [0, 1, "3", 5.5], ["Zero", "One", "Three", "Five and a half"], short: ["0", "1", "3", "5½"])
        #expect(list.position(of: "1") == 1)
        #expect(list.position(of: 3) == 2)
        #expect(list.position(of: 5.5) == 3)
        #expect(list.position(of: "5.5") == 3)
        #expect(list.position(of: "03") == nil)  // strings compare as strings
        #expect(list.position(of: "x") == nil)
        #expect(list.position(of: nil) == nil)
        #expect(list.value(at: 2) == .string("3"))
        #expect(list.value(at: 1) == .integer(1))
        #expect(list.value(at: 9) == nil)
        let multi = Specifier.MultiValue(choices: list)
        #expect(multi.rowTitle(for: 3)?.text == "3")
        #expect(multi.rowTitle(for: 9) == nil)
        // Exact beats loose: "1" and 1 both present.
        let both = choices(["1", 1], ["string", "number"])
        #expect(both.position(of: 1) == 1 && both.position(of: "1") == 0)
    }

    @Test func inputAcceptsValuesOrTitles() throws {
        let list = choices(["s", "m", "l"], ["Small", "Medium", "Large"])
        #expect(list.position(matchingInput: "m") == 1)
        #expect(list.position(matchingInput: "Large") == 2)
        #expect(list.position(matchingInput: "small") == 0)
        #expect(list.position(matchingInput: "x") == nil)
    }

    @Test func sliderClampsAndWritesReals() {
        let slider = Specifier.Slider(minimum: 0, maximum: 10)
        #expect(slider.clamp(-1) == 0 && slider.clamp(11) == 10 && slider.clamp(.nan) == 0)
        #expect(slider.position(for: 5) == 5 && slider.position(for: "7.5") == 7.5 && slider.position(for: 20) == 10)
        #expect(slider.position(for: "loud") == nil && slider.position(for: true) == nil)
        #expect(slider.value(forPosition: 12) == .real(10))
        #expect(slider.fraction(for: 2.5) == 0.25)
        let backwards = Specifier.Slider(minimum: 5, maximum: 1)
        #expect(!backwards.hasValidRange && backwards.clamp(9) == 5)
        // `<real>nan</real>` and `<real>inf</real>` ends: a range still exists and every fraction is a number.
        let notANumber = Specifier.Slider(minimum: .nan, maximum: 1)
        #expect(notANumber.range == 1...1 && !notANumber.hasValidRange && notANumber.fraction(for: 0.5) == 0)
        #expect(Specifier.Slider(minimum: .nan, maximum: .nan).range == 0...0)
        let endless = Specifier.Slider(minimum: -.infinity, maximum: .infinity)
        #expect(endless.fraction(for: 3) == 0 && endless.fraction(for: .infinity) == 0)
        #expect(Specifier.Slider(minimum: 0, maximum: .infinity).fraction(for: 3) == 0)
    }

    @Test func titleValueAndTextFieldDisplay() {
        let mapped = Specifier.TitleValue(choices: choices(["free", "pro"], ["Free", "Pro"]))
        #expect(mapped.displayText(for: "pro") == "Pro")
        #expect(mapped.displayText(for: "gold") == "gold")
        #expect(Specifier.TitleValue().displayText(for: 42) == "42")
        let field = Specifier.TextField(isSecure: true)
        #expect(field.displayText(for: 30) == "30")
        #expect(field.displayText(for: 2.5) == "2.5")
        #expect(field.displayText(for: nil) == "")
        #expect(field.mask("abc") == "•••")
        #expect(field.value(forText: "42") == .string("42"))
    }

    @Test func specifierLevelDisplayAndInput() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePage(
            folder, "Root.plist",
            [
                BundleFixtures.specifier(
                    "PSToggleSwitchSpecifier",
                    ["Title": "T", "Key": "t", "DefaultValue": "no", "TrueValue": "yes", "FalseValue": "no"]),
                BundleFixtures.specifier(
                    "PSMultiValueSpecifier",
                    [
                        "Title": "M", "Key": "m", "DefaultValue": 1, "Values": [1, 2], "Titles": ["One", "Two"],
                        "ShortTitles": ["1", "2"],
                    ]),
                BundleFixtures.specifier(
                    "PSSliderSpecifier", ["Key": "s", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1]),
                BundleFixtures.specifier(
                    "PSTextFieldSpecifier", ["Title": "P", "Key": "p", "IsSecure": true, "DefaultValue": "hunter2"]),
                BundleFixtures.specifier("PSTitleValueSpecifier", ["Title": "V", "Key": "v", "DefaultValue": "1.0"]),
                BundleFixtures.specifier(
                    "PSTextFieldSpecifier", ["Title": "N", "Key": "n", "KeyboardType": "NumberPad"]),
                BundleFixtures.specifier(
                    "PSRadioGroupSpecifier",
                    ["Key": "r", "DefaultValue": "b", "Values": ["a", "b"], "Titles": ["A", "B"]]),
                BundleFixtures.specifier("PSGroupSpecifier", ["Title": "G"]),
            ])
        let s = try BundleFixtures.load(folder).rootPage.specifiers
        #expect(s[0].displayText(stored: nil) == "OFF" && s[0].displayText(stored: "yes") == "ON")
        #expect(try s[0].parseInput("on") == .string("yes"))
        #expect(try s[0].parseInput("No") == .string("no"))
        #expect(throws: ValueInputError.notABoolean(input: "maybe")) { try s[0].parseInput("maybe") }
        #expect(s[1].displayText(stored: nil) == "1" && s[1].displayText(stored: "2") == "2")
        #expect(try s[1].parseInput("Two") == .integer(2))
        #expect(try s[1].parseInput("1") == .integer(1))
        #expect(throws: ValueInputError.self) { try s[1].parseInput("Three") }
        #expect(s[2].displayText(stored: nil) == "0.5")
        #expect(try s[2].parseInput("0.25") == .real(0.25))
        #expect(throws: ValueInputError.outOfRange(input: "2", range: "0–1")) { try s[2].parseInput("2") }
        // The range as the editor's slider row writes it.
        #expect(ValueInputError.outOfRange(input: "2", range: "0–1").description.contains("range 0–1;"))
        #expect(throws: ValueInputError.notANumber(input: "loud")) { try s[2].parseInput("loud") }
        #expect(s[3].displayText(stored: nil) == "•••••••" && s[3].isSecure)
        #expect(try s[3].parseInput("pw") == .string("pw"))
        #expect(s[4].displayText(stored: "2.0") == "2.0")
        #expect(throws: ValueInputError.readOnly(key: "v")) { try s[4].parseInput("3") }
        #expect(try s[5].parseInput("123") == .string("123"))
        #expect(throws: ValueInputError.notTypeable(input: "12a", keyboard: .numberPad)) { try s[5].parseInput("12a") }
        #expect(s[6].displayText(stored: nil) == "B")
        #expect(try s[6].parseInput("A") == .string("a"))
        #expect(throws: ValueInputError.self) { try s[7].parseInput("x") }
        #expect(s[7].displayText(stored: nil) == nil)
        #expect(s.filter(\.isEditable).compactMap(\.key) == ["t", "m", "s", "p", "n", "r"])
        #expect(s[4].showsValue && !s[4].isEditable)
    }

    @Test func looseEqualityAndFormatting() {
        #expect(PlistValue.string("3").looselyEquals(3))
        #expect(PlistValue.integer(1).looselyEquals(.real(1)))
        #expect(PlistValue.bool(true).looselyEquals(1))
        #expect(!PlistValue.string("YES").looselyEquals(true))
        #expect(!PlistValue.string("3").looselyEquals("3.0"))
        #expect(ValueFormatter.displayString(.data(Data([1, 2, 3, 4, 5]))) == "<01020304 05>")
        #expect(ValueFormatter.displayString(.date(Date(timeIntervalSince1970: 0))) == "1970-01-01 00:00:00 +0000")
        #expect(ValueFormatter.displayString(["a": [1, "b"]]) == "{a = (1, b);}")
        #expect(ValueFormatter.formatNumber(3) == "3" && ValueFormatter.formatNumber(0.25) == "0.25")
        #expect(ValueFormatter.booleanMeaning(of: "  +0012") && !ValueFormatter.booleanMeaning(of: "000"))
    }

    /// A message quotes a value through `preview`: as `displayString` up to its cut, and a value of
    /// shared references standing for 2^40 strings costs no more than a short one.
    @Test func previewIsDisplayStringCutWithoutWalkingPastTheCut() {
        let small: PlistValue = ["b": [1, "x y"], "a": .data(Data([1])), "c": [:]]
        #expect(ValueFormatter.preview(small) == ValueFormatter.displayString(small))
        #expect(ValueFormatter.preview(.string("é" + String(repeating: "a", count: 300)), maximumBytes: 4) == "éaa…")
        var bomb: PlistValue = "x"
        for _ in 0..<40 { bomb = .array([bomb, bomb]) }
        let shown = ValueFormatter.preview(bomb)
        #expect(shown.hasPrefix("(((((") && shown.hasSuffix("…"))
        #expect(shown.utf8.count <= 240 + "…".utf8.count)
        let wide = PlistValue.array(Array(repeating: "abcdefgh", count: 1_000))
        #expect(ValueFormatter.displayString(wide).hasPrefix(String(ValueFormatter.preview(wide).dropLast())))
    }
}

/// Rows never show a property-list description as text (issue 19 items 10 and 11).
@Suite struct NoPlistDescriptionTests {
    /// A dictionary in `Titles`: lint says it is not shown, and it is not (no `{BundleTable = …}`).
    @Test func aDictionaryInTitlesIsNotShownAsLintSays() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        let title: PlistValue = .dictionary(["BundleTable": "Root", "Title": "Fast"])
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [
                BundleFixtures.specifier(
                    "PSMultiValueSpecifier",
                    [
                        "Key": "speed", "Title": "Speed", "DefaultValue": 1, "Values": [1, 2],
                        "Titles": .array([title, "Slow"]),
                    ])
            ])
        let lint = try BundleFixtures.lint(bundle)
        #expect(lint.diagnostics.contains { $0.message.contains("Titles[0] is") && $0.message.contains("not shown") })
        let loaded = try BundleFixtures.load(bundle)
        let specifier = try #require(loaded.rootPage.specifiers.first)
        guard case .multiValue(let multi) = specifier.kind else {
            Issue.record("not a multi-value: \(specifier.kind)")
            return
        }
        #expect(multi.choices.items.map(\.title.text) == ["", "Slow"])
        let shown = specifier.displayText(stored: nil) ?? ""
        #expect(!shown.contains("{") && !shown.contains("BundleTable"))
        #expect(specifier.displayText(stored: 2) == "Slow")
    }

    /// A custom view whose value is empty shows what draws it, without a stray `, `.
    @Test func anEmptyCustomViewSaysOnlyThatTheAppDrawsIt() throws {
        let links = BundleFixtures.fixture("InApp/Links.app")
        let location = try #require(try BundleLocator.locate(links.path).first)
        let bundle = try BundleLoader.load(location, options: LoadOptions(view: .inApp))
        let custom = try #require(bundle.rootPage.specifiers.first { $0.key == "emptyBanner" })
        #expect(custom.displayText(stored: nil) == "drawn by the app")
        #expect(custom.displayText(stored: "sunny") == "sunny")
    }
}
