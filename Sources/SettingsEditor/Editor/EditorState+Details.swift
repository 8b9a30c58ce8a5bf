import SettingsBundle

extension EditorState {
    /// `?`: the details of the selected row; the help page where no row is selected.
    mutating func openDetails() {
        guard case .page(let app, let page) = screen.kind, let specifier = selectedSpecifier else {
            openHelp()
            return
        }
        push(.details(app: app, page: page, specifier: specifier.index))
    }

    /// `F1` (or `?` off a row): the keys and the status tags.
    mutating func openHelp() {
        if case .help = screen.kind { return }
        push(.help)
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
        case .character("?"): openHelp()
        case .enter, .right, .character("l"): break
        case .character("r"), .delete:
            message = EditorMessage(.info, "Go back to the row to reset it")
        default: return nil
        }
        screen.scroll = max(0, screen.scroll)
        keepSelectionVisible()
        return []
    }
}
