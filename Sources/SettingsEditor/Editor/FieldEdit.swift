import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// An edit in progress of one row's text: a text field, an exact slider value, or a list
/// group's item (see ``Purpose``).
struct FieldEdit: Hashable, Sendable {
    /// What the typed text is for: what may be typed and what a commit stores.
    enum Purpose: Hashable, Sendable {
        /// A text field row: the text as the field stores it (its keyboard limits the characters).
        case textField(Specifier.TextField)
        /// An exact value for a slider row: a number its range takes.
        case sliderValue(Specifier)
        /// An item of a list group (its keyboard limits the characters); the group writes the array.
        case listItem
    }

    /// The row being edited.
    public var row: RowReference
    /// Where the committed value goes.
    public var storeKey: StoreKey
    /// What the text is for.
    var purpose: Purpose
    /// The text as typed so far.
    public var editor: LineEditor
    /// The text the edit started with (a commit of the same text writes nothing).
    public var original: String
    /// Whether the field is secure (masked unless ``isRevealed``).
    public var isSecure: Bool
    /// Whether a secure field's text is shown while editing (Ctrl-R).
    public var isRevealed: Bool
    /// What may be typed.
    public var keyboard: KeyboardType

    /// Starts an edit of `text`, the cursor at its end, not revealed.
    init(
        row: RowReference, storeKey: StoreKey, purpose: Purpose, text: String, isSecure: Bool = false,
        keyboard: KeyboardType = .alphabet
    ) {
        self.row = row
        self.storeKey = storeKey
        self.purpose = purpose
        self.editor = LineEditor(text)
        self.original = text
        self.isSecure = isSecure
        self.isRevealed = false
        self.keyboard = keyboard
    }

    /// The keys of a one-line edit: Enter commits, Esc cancels, F1 shows help, characters are
    /// typed (those the purpose takes), the line-editing keys move and delete.
    mutating func handle(_ event: Event) -> EditOutcome {
        switch event {
        case .enter: return commit()
        case .escape: return .cancelled
        case .function(1): return .help
        case .control("r") where purpose.isTextField:
            if isSecure { isRevealed.toggle() }
            return .editing
        case .character(let character):
            if case .sliderValue = purpose {
                guard character.isASCII && (character.isNumber || "+-.eE".contains(character)) else {
                    return .editing(notice: EditorMessage(.numberExpected))
                }
            } else if !keyboard.accepts(character) {
                return .editing(notice: EditorMessage(.keyboardRefuses(keyboard, multiline: false)))
            }
            editor.insert(character)
            return .editing
        default:
            editor.handle(event)
            return .editing
        }
    }

    /// Enter: the value the text stands for, or why nothing is stored.
    private func commit() -> EditOutcome {
        let text = editor.text
        switch purpose {
        case .textField(let field):
            return text == original ? .unchanged : .commit(field.value(forText: text))
        case .sliderValue(let specifier):
            do {
                return .commit(try specifier.parseInput(text))
            } catch {
                return .editing(notice: EditorMessage(.invalidInput(error)))
            }
        case .listItem:
            return .commit(.string(text))
        }
    }

    /// What a keyboard type lets the user type, as a refused character's warning says it.
    static func keyboardRule(_ keyboard: KeyboardType) -> String {
        switch keyboard {
        case .numberPad: "digits only"
        case .decimalPad: "digits and a decimal separator only"
        case .phonePad: "digits and + * # ( ) , ; - only"
        case .asciiCapable: "ASCII characters only"
        default: "that character cannot be typed"
        }
    }
}

extension FieldEdit.Purpose {
    /// Whether it is a text field's (the only edit Ctrl-R reveals).
    var isTextField: Bool { if case .textField = self { true } else { false } }
}
