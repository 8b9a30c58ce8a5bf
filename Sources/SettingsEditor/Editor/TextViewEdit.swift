import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// An edit in progress of an InAppSettingsKit text view (`IASKTextViewSpecifier`): multi-line
/// text with a cursor. Up and Down move across lines keeping the column, Enter inserts a line
/// break; the text is saved as typed, line breaks included.
public struct TextViewEdit: Hashable, Sendable {
    /// The row being edited.
    public var row: RowReference
    /// Where the saved text goes.
    public var storeKey: StoreKey
    /// The text as typed so far and the cursor: the one-line buffer's operations, across line breaks.
    private var buffer: LineEditor
    /// The text as typed so far.
    public var characters: [Character] { buffer.characters }
    /// The cursor: the index of the character it stands before.
    public var cursor: Int { buffer.cursor }
    /// The text the edit started with (saving the same text writes nothing).
    public var original: String
    /// What may be typed.
    public var keyboard: KeyboardType

    /// Starts an edit of `text`, the cursor at its end.
    public init(row: RowReference, storeKey: StoreKey, text: String, keyboard: KeyboardType) {
        self.row = row
        self.storeKey = storeKey
        buffer = LineEditor(text)
        original = text
        self.keyboard = keyboard
    }

    /// The text.
    public var text: String { buffer.text }

    /// The text's lines (split at every line break; an empty text is one empty line).
    public var lines: [[Character]] {
        characters.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }

    /// The cursor's line and column (in characters).
    public var cursorLineAndColumn: (line: Int, column: Int) {
        var line = 0
        var start = 0
        for index in 0..<cursor where characters[index] == "\n" {
            line += 1
            start = index + 1
        }
        return (line, cursor - start)
    }

    /// The index of the first character of `line`.
    func start(ofLine line: Int) -> Int {
        var remaining = line
        var index = 0
        while remaining > 0, index < characters.count {
            if characters[index] == "\n" { remaining -= 1 }
            index += 1
        }
        return index
    }

    /// Inserts a character (a line break for Enter) at the cursor.
    public mutating func insert(_ character: Character) { buffer.insert(character) }

    /// Left: back one character, across line breaks.
    public mutating func moveLeft() { buffer.moveLeft() }
    /// Right: on one character, across line breaks.
    public mutating func moveRight() { buffer.moveRight() }

    /// Up (`delta` -1) or Down (+1): to the same column of the neighbouring line, or its end
    /// when shorter; at the first or last line, to its start or end.
    public mutating func moveLine(by delta: Int) {
        let (line, column) = cursorLineAndColumn
        let lines = lines
        let target = line + delta
        guard lines.indices.contains(target) else {
            buffer.moveCursor(to: delta < 0 ? start(ofLine: line) : start(ofLine: line) + lines[line].count)
            return
        }
        buffer.moveCursor(to: start(ofLine: target) + min(column, lines[target].count))
    }

    /// Home: to the start of the cursor's line.
    public mutating func moveToLineStart() { buffer.moveCursor(to: start(ofLine: cursorLineAndColumn.line)) }

    /// End: to the end of the cursor's line.
    public mutating func moveToLineEnd() {
        let line = cursorLineAndColumn.line
        buffer.moveCursor(to: start(ofLine: line) + lines[line].count)
    }

    /// Backspace: deletes the character (or line break) before the cursor.
    public mutating func deleteBackward() { buffer.deleteBackward() }

    /// Delete: deletes the character (or line break) under the cursor.
    public mutating func deleteForward() { buffer.deleteForward() }

    /// Ctrl-K: deletes the rest of the line, or the line break at its end.
    public mutating func deleteToLineEnd() {
        let end = start(ofLine: cursorLineAndColumn.line) + lines[cursorLineAndColumn.line].count
        if end == cursor {
            deleteForward()
        } else {
            buffer.delete(cursor..<end)
        }
    }

    /// Ctrl-U: deletes the line before the cursor.
    public mutating func deleteToLineStart() {
        let start = start(ofLine: cursorLineAndColumn.line)
        buffer.delete(start..<cursor)
    }

    /// The text wrapped into rows at most `width` columns wide (each line break starts a row),
    /// and the cursor's row and column among them.
    public func wrapped(width: Int) -> (rows: [String], cursorRow: Int, cursorColumn: Int) {
        let width = max(1, width)
        var rows: [String] = []
        var cursorRow = 0
        var cursorColumn = 0
        var index = 0
        for line in lines {
            var row = ""
            var used = 0
            for character in line {
                let characterWidth = CharacterWidth.of(character) ?? 1
                if used + characterWidth > width {
                    rows.append(row)
                    row = ""
                    used = 0
                }
                if index == cursor { (cursorRow, cursorColumn) = (rows.count, used) }
                row.append(character)
                used += characterWidth
                index += 1
            }
            if index == cursor {
                // The cursor after the line's last character: past a full row, on the next one.
                if used >= width {
                    rows.append(row)
                    row = ""
                    used = 0
                }
                (cursorRow, cursorColumn) = (rows.count, used)
            }
            rows.append(row)
            index += 1  // the line break
        }
        return (rows, cursorRow, cursorColumn)
    }

    /// How many rows the text view editor shows at most (it scrolls beyond).
    static let height = 6

    /// The keys of the text view editor: Ctrl-X (or Ctrl-S) commits, Esc cancels, Enter starts a
    /// new line, arrows move across lines.
    mutating func handle(_ event: Event) -> EditOutcome {
        switch event {
        case .control("x"), .control("s"): return text == original ? .unchanged : .commit(.string(text))
        case .escape: return .cancelled
        case .function(1): return .help
        case .enter: insert("\n")
        case .character(let character):
            guard keyboard.accepts(character) else {
                return .editing(
                    notice: EditorMessage(.keyboardRefuses(keyboard, multiline: true)))
            }
            insert(character)
        case .tab: insert("\t")
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .up, .control("p"): moveLine(by: -1)
        case .down, .control("n"): moveLine(by: 1)
        case .pageUp: for _ in 0..<Self.height { moveLine(by: -1) }
        case .pageDown: for _ in 0..<Self.height { moveLine(by: 1) }
        case .home, .control("a"): moveToLineStart()
        case .end, .control("e"): moveToLineEnd()
        case .backspace: deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .control("k"): deleteToLineEnd()
        case .control("u"): deleteToLineStart()
        default: break
        }
        return .editing
    }
}
