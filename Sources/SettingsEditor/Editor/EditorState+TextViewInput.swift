import PropertyList
import SettingsBundle
import TerminalFrame

// Editing an InAppSettingsKit text view in place: a small multi-line editor.
extension EditorState {
    /// Enter on a text view row: starts editing its text.
    mutating func startTextView(_ specifier: Specifier, _ textView: Specifier.TextView, app: AppID, page: PageID) {
        guard let key = specifier.key else {
            message = EditorMessage(.warning, "\(RowText.title(specifier)) has no Key, so it stores nothing")
            return
        }
        guard let storeKey = self.storeKey(key, app: app, page: page) else { return }
        let text = textView.displayText(for: editedValue(specifier, app: app, page: page))
        mode = .editingTextView(
            TextViewEdit(
                row: RowReference(app: app, page: page, specifier: specifier.index), storeKey: storeKey, text: text,
                keyboard: textView.keyboardType))
        warnIfMasked(specifier, app: app, page: page)
    }
}
