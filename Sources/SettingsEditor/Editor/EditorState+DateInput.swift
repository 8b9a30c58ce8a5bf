import FoundationEssentials
import PropertyList
import SettingsBundle
import TerminalFrame

// Editing an InAppSettingsKit date picker field by field.
extension EditorState {
    /// Enter on a date picker row: starts editing its fields, in local time.
    mutating func startDate(_ specifier: Specifier, _ picker: Specifier.DatePicker, app: AppID, page: PageID) {
        guard let key = specifier.key else {
            message = EditorMessage(.warning, "\(RowText.title(specifier)) has no Key, so it stores nothing")
            return
        }
        guard let storeKey = self.storeKey(key, app: app, page: page) else { return }
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
                row: RowReference(app: app, page: page, specifier: specifier.index), storeKey: storeKey,
                picker: picker, date: date, timeZone: timeZone))
        if message == nil { warnIfMasked(specifier, app: app, page: page) }
    }
}
