import TerminalFrame

extension EditorState {
    /// A mouse report (with `--mouse`): a click on a row selects it, a click on the selected row
    /// activates it as Enter does; the wheel moves the selection (scrolls a text screen).
    mutating func mouse(x: Int, y: Int, action: Event.MouseAction) -> [Effect] {
        switch action {
        case .scrollUp, .scrollDown:
            let delta = action == .scrollUp ? -1 : 1
            if screen.isText {
                screen.scroll = max(0, screen.scroll + 3 * delta)
            } else {
                moveSelection(by: delta)
            }
            return []
        case .press(1), .click(1), .release(1), .doubleClick(1):
            // Presses and clicks act; a release after a press would act twice.
            if case .release = action { return [] }
            guard let item = item(atRow: y) else { return [] }
            if item == screen.selection { return activate(.enter) }
            moveSelection(to: item)
            return []
        default:
            return []
        }
    }

    /// The selectable item drawn on a terminal row, if any: found in the lines the last layout
    /// step made (``layout(_:)``) while they are current, else in the screen laid out anew.
    func item(atRow y: Int) -> Int? {
        let row = y - 2  // below the navigation bar
        guard size.isUsable, row >= 0, row < contentHeight else { return nil }
        let layout = lines(of: screen, width: size.width)
        let scroll = layout.scroll(keepingVisible: screen.selection, from: screen.scroll, height: contentHeight)
        let index = scroll + row
        guard layout.lines.indices.contains(index), case .item(let item) = layout.lines[index] else { return nil }
        return item
    }
}
