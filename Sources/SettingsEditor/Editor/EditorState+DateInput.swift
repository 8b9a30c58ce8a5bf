import Foundation
import PropertyList
import SettingsBundle
import TerminalFrame

// Editing an InAppSettingsKit date picker field by field.
extension EditorState {
    /// Enter on a date picker row: starts editing its fields, in local time.
    mutating func startDate(_ specifier: Specifier, _ picker: Specifier.DatePicker, app: Int, page: PageID) {
        guard let key = specifier.key else {
            message = EditorMessage(.warning, "\(RowText.title(specifier)) has no Key, so it stores nothing")
            return
        }
        let storeKey = apps[app].storeKey(key, on: page)
        var date: Date?
        switch editedValue(specifier, app: app, page: page) {
        case .date(let stored)?: date = stored
        case let other?:
            message = EditorMessage(
                .warning,
                "\(key) holds \(ValueFormatter.displayString(other)), not a date; editing from now (saving stores a date)"
            )
        case nil: break
        }
        mode = .editingDate(
            DateEdit(
                app: app, page: page, specifier: specifier.index, storeKey: storeKey, picker: picker, date: date,
                timeZone: timeZone))
        if message == nil { warnIfMasked(specifier, app: app, page: page) }
    }

    /// The keys of the date editor: Left/Right choose a field, Up/Down or +/- step it, digits
    /// type it, Enter saves the date, Esc cancels.
    mutating func editDate(_ edit: inout DateEdit, _ event: Event) -> [Effect] {
        switch event {
        case .enter:
            mode = .browsing
            guard let date = edit.date else {
                message = EditorMessage(.error, "That date does not exist; nothing saved")
                return []
            }
            guard date != edit.original else {
                message = EditorMessage(.info, "Unchanged")
                return []
            }
            return [.write(WriteRequest(app: edit.app, storeKey: edit.storeKey, value: .date(date)))]
        case .escape:
            mode = .browsing
            message = EditorMessage(.info, "Cancelled; the value is unchanged")
        case .function(1), .character("?"):
            openHelp()
        case .left, .backTab, .character("h"): edit.moveFocus(by: -1)
        case .right, .tab, .character("l"): edit.moveFocus(by: 1)
        case .up, .character("+"), .character("k"): edit.step(by: 1)
        case .down, .character("-"), .character("j"): edit.step(by: -1)
        case .pageUp: edit.step(by: 10)
        case .pageDown: edit.step(by: -10)
        case .character(let character) where character.isASCII && character.isNumber:
            if let problem = edit.type(character) { message = EditorMessage(.warning, problem) }
        default: break
        }
        return []
    }
}
