import SettingsBundle
import TerminalFrame

extension Renderer {
    /// The text view being edited: a box under its row (above it near the bottom of the screen)
    /// with the text wrapped to the box, scrolled to keep the cursor in view, and the cursor.
    mutating func drawTextViewEditor(layout: PageLayout, scroll: Int) {
        guard case .editingTextView(let edit) = state.mode,
            case .page(let app, let page) = state.screen.kind, edit.row.app == app, edit.row.page == page,
            layout.itemLines.indices.contains(state.screen.selection)
        else { return }
        let rowY = 2 + layout.itemLines[state.screen.selection] - scroll
        let top = 2
        let bottom = 2 + contentHeight  // exclusive
        guard rowY >= top, rowY < bottom else { return }
        let left = layout.indent + 2
        let width = max(1, size.width - Self.statusWidth - 1 - left)
        let (rows, cursorRow, cursorColumn) = edit.wrapped(width: width)
        let height = min(TextViewEdit.height, max(2, rows.count), max(1, bottom - top - 1))
        // Below the row when it fits, else above it.
        let boxTop = rowY + 1 + height <= bottom ? rowY + 1 : max(top, rowY - height)
        let first = min(max(0, cursorRow - height + 1), max(0, rows.count - height))
        for line in 0..<height {
            let y = boxTop + line
            frame.fill(x: 0, y: y, role: .normal)
            frame.fill(x: left, y: y, width: width, role: .selected)
            if rows.indices.contains(first + line) {
                frame.put(rows[first + line], x: left, y: y, role: .selected)
            }
        }
        // Marks when more lines are above or below the box.
        let up = isASCII ? "^" : "▲"
        let down = isASCII ? "v" : "▼"
        if first > 0 { frame.put(up, x: left + width, y: boxTop, role: .dim) }
        if first + height < rows.count { frame.put(down, x: left + width, y: boxTop + height - 1, role: .dim) }
        frame.cursor = Position(x: left + cursorColumn, y: boxTop + cursorRow - first)
    }
}
