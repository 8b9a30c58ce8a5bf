import SettingsBundle
import TerminalFrame

extension EditorState {
    /// `d`: the details of the selected row (a page row, a modified row, a search result).
    mutating func openDetails() {
        if case .page(let app, let page) = screen.kind, let specifier = selectedSpecifier {
            push(.details(RowReference(app: app, page: page, specifier: specifier.index)))
        } else if let row = listedRow(screen.selection) {
            push(.details(row))
        } else {
            message = EditorMessage(.info, "d shows the details of a selected row; there is none here")
        }
    }

    /// `?` or `F1`, on every screen: the keys and the status tags. From an edit in progress, the
    /// edit resumes when help is closed.
    mutating func openHelp() {
        if case .help = screen.kind { return }
        switch mode {
        case .editingText, .editingTextView, .editingDate, .editingListItem, .enteringSliderValue:
            suspendedEdit = SuspendedEdit(mode: mode, depth: stack.count)
        default:
            break
        }
        mode = .browsing
        push(.help)
    }

    /// The row selected on the screen below the help page (a page row, a modified row, a search
    /// result): what Enter or `d` in help details.
    var rowBelowHelp: RowReference? {
        guard case .help = screen.kind, stack.count > 1 else { return nil }
        let below = stack[stack.count - 2]
        switch below.kind {
        case .page(let app, let page):
            let items = items(app: app, page: page)
            guard items.indices.contains(below.selection) else { return nil }
            return RowReference(app: app, page: page, specifier: items[below.selection].specifierIndex)
        case .modified:
            let rows = modifiedRows()
            return rows.indices.contains(below.selection) ? rows[below.selection] : nil
        case .search:
            let results = search.results
            return results.indices.contains(below.selection) ? results[below.selection].row : nil
        default:
            return nil
        }
    }

    /// The keys of a text screen (details, help): they scroll it instead of moving a selection.
    /// Nil for keys that work as on any screen (back, quit).
    mutating func readText(_ event: Event) -> [Effect]? {
        let page = max(1, contentHeight - 1)
        switch event {
        case .up, .character("k"), .control("p"): screen.scroll -= 1
        case .down, .character("j"), .control("n"), .character(" "): screen.scroll += 1
        case .pageUp, .character("b"): screen.scroll -= page
        case .pageDown: screen.scroll += page
        case .home, .character("g"): screen.scroll = 0
        case .end, .character("G"): screen.scroll = Int.max / 2
        case .character("?"), .function(1): openHelp()
        case .enter, .character("d"):
            guard case .help = screen.kind else { break }
            if let row = rowBelowHelp {
                push(.details(row))
            } else {
                message = EditorMessage(.info, "No row was selected: open help from a row to see its details")
            }
        case .right, .character("l"): break
        case .character("r"), .delete:
            message = EditorMessage(.info, "Go back to the row to reset it")
        default: return nil
        }
        screen.scroll = max(0, screen.scroll)
        return []
    }
}
