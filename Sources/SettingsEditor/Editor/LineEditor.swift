import TerminalFrame

/// A one-line text buffer with a cursor and the usual line-editing operations
/// (readline's Ctrl-A/E/U/K/W, Backspace, Delete).
struct LineEditor: Hashable, Sendable {
    /// The text, as characters.
    public private(set) var characters: [Character]
    /// The cursor: the index of the character it stands before (`characters.count` at the end).
    public private(set) var cursor: Int

    /// A buffer holding `text` with the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text.
    public var text: String { String(characters) }

    /// Inserts a character at the cursor and moves the cursor after it.
    public mutating func insert(_ character: Character) {
        characters.insert(character, at: cursor)
        cursor += 1
    }

    /// Left, Ctrl-B.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Right, Ctrl-F.
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    /// Home, Ctrl-A.
    public mutating func moveToStart() { cursor = 0 }
    /// End, Ctrl-E.
    public mutating func moveToEnd() { cursor = characters.count }

    /// Puts the cursor before the character at `index` (clamped to the text).
    mutating func moveCursor(to index: Int) { cursor = min(max(0, index), characters.count) }

    /// Deletes the characters in `range`, keeping the cursor before the same character (at the
    /// range's start when it stood inside the range).
    mutating func delete(_ range: Range<Int>) {
        characters.removeSubrange(range)
        if cursor >= range.upperBound {
            cursor -= range.count
        } else if cursor > range.lowerBound {
            cursor = range.lowerBound
        }
    }

    /// Backspace: deletes the character before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Delete: deletes the character under the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-U: deletes everything before the cursor.
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Ctrl-K: deletes everything from the cursor on.
    public mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Ctrl-W: deletes the word before the cursor (and the spaces after it).
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// The part of the text shown in a field `width` columns wide, scrolled so the cursor's column
    /// falls within the field, and the cursor's column in it. `mask` replaces every character
    /// (a secure field's bullet).
    public func visibleWindow(width: Int, mask: Character? = nil) -> (text: String, cursorColumn: Int) {
        let shown = mask.map { Array(repeating: $0, count: characters.count) } ?? characters
        func columns(_ range: Range<Int>) -> Int {
            shown[range].reduce(0) { $0 + (CharacterWidth.of($1) ?? 1) }
        }
        var start = 0
        while start < cursor && columns(start..<cursor) > width - 1 { start += 1 }
        var text = ""
        var used = 0
        for character in shown[start...] {
            let characterWidth = CharacterWidth.of(character) ?? 1
            if used + characterWidth > width { break }
            text.append(character)
            used += characterWidth
        }
        return (text, columns(start..<cursor))
    }

    /// The line-editing keys shared by every typed field: arrows and Ctrl-B/F move, Home/End and
    /// Ctrl-A/E jump, Backspace, Delete and Ctrl-D delete, Ctrl-U/K/W delete to the start, to the
    /// end, a word back. Other keys do nothing.
    mutating func handle(_ event: Event) {
        switch event {
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .backspace: deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .control("u"): deleteToStart()
        case .control("k"): deleteToEnd()
        case .control("w"): deleteWordBackward()
        default: break
        }
    }
}
