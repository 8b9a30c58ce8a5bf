import SettingsBundle
import TerminalFrame

// Text-field editing mode and the line-editing keys shared by every typed field.
extension EditorState {
    mutating func editText(_ edit: inout FieldEdit, _ event: Event) -> [Effect] {
        switch event {
        case .enter:
            mode = .browsing
            let text = edit.editor.text
            guard text != edit.original else {
                message = EditorMessage(.info, "Unchanged")
                return []
            }
            guard let specifier = specifier(app: edit.app, page: edit.page, index: edit.specifier),
                case .textField(let field) = specifier.kind
            else { return [] }
            return [.write(WriteRequest(app: edit.app, storeKey: edit.storeKey, value: field.value(forText: text)))]
        case .escape:
            mode = .browsing
            message = EditorMessage(.info, "Cancelled; the value is unchanged")
            return []
        case .function(1):
            openHelp()
            return []
        case .control("r"):
            guard edit.isSecure else { return [] }
            edit.isRevealed.toggle()
            return []
        case .character(let character):
            if edit.keyboard.accepts(character) {
                edit.editor.insert(character)
            } else {
                message = EditorMessage(
                    .warning, "\(edit.keyboard.rawValue) field: \(Self.keyboardRule(edit.keyboard))")
            }
            return []
        default:
            lineEdit(&edit.editor, event)
            return []
        }
    }

    static func keyboardRule(_ keyboard: KeyboardType) -> String {
        switch keyboard {
        case .numberPad: "digits only"
        case .decimalPad: "digits and a decimal separator only"
        case .phonePad: "digits and + * # ( ) , ; - only"
        case .asciiCapable: "ASCII characters only"
        default: "that character cannot be typed"
        }
    }

    /// The line-editing keys shared by text fields and slider values.
    func lineEdit(_ editor: inout LineEditor, _ event: Event) {
        switch event {
        case .left, .control("b"): editor.moveLeft()
        case .right, .control("f"): editor.moveRight()
        case .home, .control("a"): editor.moveToStart()
        case .end, .control("e"): editor.moveToEnd()
        case .backspace: editor.deleteBackward()
        case .delete, .control("d"): editor.deleteForward()
        case .control("u"): editor.deleteToStart()
        case .control("k"): editor.deleteToEnd()
        case .control("w"): editor.deleteWordBackward()
        default: break
        }
    }
}
