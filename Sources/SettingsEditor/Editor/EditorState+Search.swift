import SettingsBundle
import TerminalFrame

extension EditorState {
    /// `/`: the search screen (the one open, else a new one), typing the query.
    mutating func openSearch() {
        if case .search = screen.kind {
        } else {
            push(.search)
        }
        mode = .searching
    }

    /// Keys while typing a query: text edits it and the results follow at once; Up/Down move
    /// through the results; Enter jumps to the selected one; Esc or Tab stop typing.
    mutating func typeQuery(_ event: Event) -> [Effect] {
        var editor = search.editor
        switch event {
        case .enter:
            mode = .browsing
            if let result = selectedResult { jump(to: result.row) }
            return []
        case .escape, .tab:
            mode = .browsing
            return []
        case .character("?"), .function(1):
            openHelp()
            return []
        case .up, .control("p"): moveSelection(by: -1)
        case .down, .control("n"): moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(1, contentHeight - 1))
        case .pageDown: moveSelection(by: max(1, contentHeight - 1))
        case .character(let character): editor.insert(character)
        default: editor.handle(event)
        }
        if editor != search.editor {
            search.editor = editor
            // In the program loop, the index is built on the first query and kept until a bundle changes.
            var index = EditorMemo.current?.searchIndex
            if index?.isCurrent(for: apps) != true {
                index = BuiltSearchIndex(apps: apps)
                EditorMemo.current?.searchIndex = index
            }
            search.results = SearchIndex.results(editor.text, in: index?.entries ?? [])
            screen.selection = 0
            screen.scroll = 0
        }
        return []
    }

    /// The selected search result, on the search screen.
    var selectedResult: SearchResult? {
        guard case .search = screen.kind, search.results.indices.contains(screen.selection) else { return nil }
        return search.results[screen.selection]
    }

    /// `1`–`9` on the results: jump to that result.
    mutating func jumpToResult(number: Int) {
        guard search.results.indices.contains(number - 1) else {
            message = EditorMessage(.info, "No result \(number)")
            return
        }
        screen.selection = number - 1
        jump(to: search.results[number - 1].row)
    }
}
