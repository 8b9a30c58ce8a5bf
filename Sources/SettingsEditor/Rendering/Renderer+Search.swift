import TerminalFrame

extension Renderer {
    /// The query line of the search screen; the terminal cursor sits in it while typing.
    mutating func drawSearchField(y: Int, indent: Int) {
        let label = "Search: "
        let x = frame.put(label, x: indent, y: y, role: .title)
        let width = max(1, size.width - x - indent)
        let (text, cursorColumn) = state.search.editor.visibleWindow(width: width)
        frame.fill(x: x, y: y, width: width, role: .selected)
        frame.put(text, x: x, y: y, role: .selected)
        if state.mode == .searching { frame.cursor = Position(x: x + cursorColumn, y: y) }
    }
}
