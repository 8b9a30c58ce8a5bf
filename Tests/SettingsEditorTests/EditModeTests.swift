import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// Each edit mode on its own: keys in, an ``EditOutcome`` out (the parent writes, records and
/// says what happened).
@Suite struct EditModeTests {
    let row = RowReference(app: AppID("com.example.app"), page: .root, specifier: 3)
    let storeKey = StoreKey(domain: "com.example.app", key: "name")

    func field(_ purpose: FieldEdit.Purpose, text: String, keyboard: KeyboardType = .alphabet) -> FieldEdit {
        FieldEdit(row: row, storeKey: storeKey, purpose: purpose, text: text, keyboard: keyboard)
    }

    @Test func aTextFieldCommitsItsTextOnlyWhenChanged() {
        var edit = field(.textField(Specifier.TextField()), text: "Ada")
        #expect(edit.handle(.enter) == .unchanged)
        #expect(edit.handle(.character("!")) == .editing)
        #expect(edit.handle(.function(1)) == .help)
        #expect(edit.handle(.escape) == .cancelled)
        #expect(edit.handle(.enter) == .commit(.string("Ada!")))
        // The keyboard refuses what it cannot type, and says so; the text is unchanged.
        var digits = field(.textField(Specifier.TextField(keyboardType: .numberPad)), text: "1", keyboard: .numberPad)
        #expect(
            digits.handle(.character("x"))
                == .editing(notice: EditorMessage(.keyboardRefuses(.numberPad, multiline: false))))
        #expect(digits.editor.text == "1")
    }

    @Test func ctrlRRevealsOnlyASecureTextField() {
        var secure = FieldEdit(
            row: row, storeKey: storeKey, purpose: .textField(Specifier.TextField(isSecure: true)), text: "x",
            isSecure: true)
        #expect(secure.handle(.control("r")) == .editing)
        #expect(secure.isRevealed)
        var item = FieldEdit(row: row, storeKey: storeKey, purpose: .listItem, text: "x", isSecure: true)
        _ = item.handle(.control("r"))
        #expect(!item.isRevealed)
    }

    @Test func aSliderValueMustBeANumberItsRangeTakes() throws {
        let bundle = try Fixtures.showcase()
        let slider = try #require(
            bundle.rootPage.specifiers.first { if case .slider = $0.kind { true } else { false } })
        var edit = field(.sliderValue(slider), text: "", keyboard: .decimalPad)
        #expect(edit.handle(.character("a")) == .editing(notice: EditorMessage(.numberExpected)))
        _ = edit.handle(.character("9"))
        _ = edit.handle(.character("9"))
        _ = edit.handle(.character("9"))
        guard case .editing(let notice?) = edit.handle(.enter) else {
            Issue.record("an out-of-range value was committed")
            return
        }
        #expect(notice.kind == .error)
        edit.editor = LineEditor("0")
        guard case .commit(let value?) = edit.handle(.enter) else {
            Issue.record("a value in range was not committed")
            return
        }
        #expect(value.numberValue == 0)
    }

    @Test func aListItemCommitsItsTextAndANewItemEvenUnchanged() {
        var existing = ListItemEdit(field: field(.listItem, text: "red"), position: 0)
        #expect(existing.handle(.enter) == .unchanged)
        #expect(existing.handle(.escape) == .cancel(EditorMessage(.listItemCancelled)))
        var new = ListItemEdit(field: field(.listItem, text: ""), position: nil)
        #expect(new.handle(.enter) == .commit(.string("")))
    }

    @Test func aDateCommitsOnlyAChangedDateThatExists() {
        let start = Date(timeIntervalSince1970: 1_769_817_600)  // 2026-01-31T00:00:00Z
        var edit = DateEdit(
            row: row, storeKey: storeKey, picker: Specifier.DatePicker(mode: .date), date: start,
            timeZone: SettingsTimeZone(TimeZone(identifier: "UTC")!))
        #expect(edit.handle(.enter) == .unchanged)
        #expect(edit.handle(.character("?")) == .help)
        #expect(edit.handle(.up) == .editing)  // the year, one up
        guard case .commit(.date(let date)?) = edit.handle(.enter) else {
            Issue.record("the changed date was not committed")
            return
        }
        #expect(date > start)
    }

    @Test func aTextViewCommitsWithCtrlXAndEnterBreaksTheLine() {
        var edit = TextViewEdit(row: row, storeKey: storeKey, text: "a", keyboard: .alphabet)
        #expect(edit.handle(.control("x")) == .unchanged)
        #expect(edit.handle(.enter) == .editing)
        #expect(edit.handle(.control("s")) == .commit(.string("a\n")))
    }

    @Test func aSliderStepsWhileAdjustingAndOtherKeysLeave() {
        var adjust = SliderAdjust(slider: Specifier.Slider(minimum: 0, maximum: 1), storeKey: storeKey, position: 0.5)
        guard case .write(.real(let up)?) = adjust.handle(.right) else {
            Issue.record("Right did not step")
            return
        }
        #expect(up > 0.5 && adjust.position == up)
        #expect(adjust.handle(.enter) == .cancel(nil))
        #expect(adjust.handle(.character("=")) == .leave(passing: .character("=")))
        #expect(adjust.handle(.down) == .leave(passing: .down))
        // At the end of the range a step writes nothing; an empty range says so.
        var top = SliderAdjust(slider: Specifier.Slider(minimum: 0, maximum: 1), storeKey: storeKey, position: 1)
        #expect(top.handle(.right) == .editing)
        var empty = SliderAdjust(slider: Specifier.Slider(minimum: 1, maximum: 1), storeKey: storeKey, position: 1)
        guard case .editing(let notice?) = empty.handle(.left) else {
            Issue.record("an empty range said nothing")
            return
        }
        #expect(notice.kind == .warning)
    }
}
