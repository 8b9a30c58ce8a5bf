import PropertyList
import SettingsBundle
import TerminalFrame

// Editing an InAppSettingsKit text view in place: a small multi-line editor.
extension EditorState {
    /// Enter on a text view row: starts editing its text.
    mutating func startTextView(_ specifier: Specifier, _ textView: Specifier.TextView, app: Int, page: PageID) {
        guard let key = specifier.key else {
            message = EditorMessage(.warning, "\(RowText.title(specifier)) has no Key, so it stores nothing")
            return
        }
        let storeKey = apps[app].storeKey(key, on: page)
        let text = textView.displayText(for: editedValue(specifier, app: app, page: page))
        mode = .editingTextView(
            TextViewEdit(
                app: app, page: page, specifier: specifier.index, storeKey: storeKey, text: text,
                keyboard: textView.keyboardType))
        warnIfMasked(specifier, app: app, page: page)
    }

    /// The keys of the text view editor: Ctrl-X (or Ctrl-S) saves, Esc cancels, Enter starts a
    /// new line, arrows move across lines.
    mutating func editTextView(_ edit: inout TextViewEdit, _ event: Event) -> [Effect] {
        switch event {
        case .control("x"), .control("s"):
            mode = .browsing
            guard edit.text != edit.original else {
                message = EditorMessage(.info, "Unchanged")
                return []
            }
            return [.write(WriteRequest(app: edit.app, storeKey: edit.storeKey, value: .string(edit.text)))]
        case .escape:
            mode = .browsing
            message = EditorMessage(.info, "Cancelled; the value is unchanged")
        case .function(1):
            openHelp()
        case .enter: edit.insert("\n")
        case .character(let character):
            if edit.keyboard.accepts(character) {
                edit.insert(character)
            } else {
                message = EditorMessage(
                    .warning, "\(edit.keyboard.rawValue) text: \(Self.keyboardRule(edit.keyboard))")
            }
        case .tab: edit.insert("\t")
        case .left, .control("b"): edit.moveLeft()
        case .right, .control("f"): edit.moveRight()
        case .up, .control("p"): edit.moveLine(by: -1)
        case .down, .control("n"): edit.moveLine(by: 1)
        case .pageUp: for _ in 0..<Self.textViewHeight { edit.moveLine(by: -1) }
        case .pageDown: for _ in 0..<Self.textViewHeight { edit.moveLine(by: 1) }
        case .home, .control("a"): edit.moveToLineStart()
        case .end, .control("e"): edit.moveToLineEnd()
        case .backspace: edit.deleteBackward()
        case .delete, .control("d"): edit.deleteForward()
        case .control("k"): edit.deleteToLineEnd()
        case .control("u"): edit.deleteToLineStart()
        default: break
        }
        return []
    }

    /// How many rows the text view editor shows at most (it scrolls beyond).
    static let textViewHeight = 6
}
