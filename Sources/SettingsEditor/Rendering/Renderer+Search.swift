extension Renderer {
    /// The query line of the search screen; the terminal cursor sits in it while typing.
    mutating func drawSearchField(y: Int, indent: Int) {
        let label = "Search: "
        let x = frame.put(label, x: indent, y: y, role: .title)
        let width = max(1, size.width - x - indent)
        let characters = state.search.editor.characters
        let cursor = state.search.editor.cursor
        var start = 0
        func columns(_ range: Range<Int>) -> Int { characters[range].reduce(0) { $0 + (CharacterWidth.of($1) ?? 1) } }
        while start < cursor && columns(start..<cursor) > width - 1 { start += 1 }
        let text = TextLayout.prefix(of: String(characters[start...]), width: width)
        frame.fill(x: x, y: y, width: width, role: .selected)
        frame.put(text, x: x, y: y, role: .selected)
        if state.mode == .searching { frame.cursor = Position(x: x + columns(start..<cursor), y: y) }
    }
}
