import SettingsBundle

/// The keys that work in the current context, for the bottom line: letters first, so they work
/// on keyboards without function keys.
enum HintLine {
    struct Hint: Hashable {
        var key: String
        var label: String

        /// Which hints go first when the line is too narrow: moving (obvious) before resetting,
        /// before going back, before quitting and the row's own action.
        var dropOrder: Int {
            switch key {
            case "j/k": 0
            case "^U": 1
            case "r": 2
            case "=": 3
            case "m": 4
            case "u": 4
            case "c": 3
            case "/": 4
            case "?": 4
            case "h": 5
            default: 9
            }
        }

        var width: Int { TextLayout.displayWidth(key) + 1 + TextLayout.displayWidth(label) }
    }

    /// The hints that fit in `width` columns (two spaces apart), dropping the least needed first
    /// and keeping the order of the rest.
    static func fitting(_ hints: [Hint], width: Int) -> [Hint] {
        var kept = hints
        func total(_ list: [Hint]) -> Int { list.reduce(0) { $0 + $1.width } + 2 * max(0, list.count - 1) }
        while total(kept) > width, !kept.isEmpty {
            let victim = kept.indices.min { kept[$0].dropOrder < kept[$1].dropOrder } ?? kept.count - 1
            kept.remove(at: victim)
        }
        return kept
    }

    static func hints(for state: EditorState) -> [Hint] {
        func hint(_ key: String, _ label: String) -> Hint { Hint(key: key, label: label) }
        switch state.mode {
        case .editingText(let edit):
            var hints = [hint("enter", "save"), hint("esc", "cancel")]
            if edit.isSecure { hints.append(hint("^R", edit.isRevealed ? "hide" : "show")) }
            if edit.keyboard == .numberPad { hints.append(hint("0-9", "digits only")) }
            hints.append(hint("^U", "clear"))
            return hints
        case .enteringSliderValue:
            return [hint("enter", "set"), hint("esc", "cancel")]
        case .searching:
            return [hint("type", "to filter"), hint("enter", "go to row"), hint("esc", "stop typing")]
        case .confirming:
            return [hint("y", "yes, remove"), hint("n", "cancel")]
        case .browsing:
            break
        }
        let back = state.stack.count > 1 ? [hint("h", "back")] : []
        switch state.screen.kind {
        case .appList:
            return [hint("j/k", "move"), hint("enter", "open"), hint("?", "help"), hint("q", "quit")]
        case .search:
            return [hint("1-9", "go to result"), hint("j/k", "move"), hint("/", "edit query")] + back + [
                hint("q", "quit")
            ]
        case .modified:
            return [hint("j/k", "move"), hint("enter", "go to row"), hint("r", "reset")] + back + [hint("q", "quit")]
        case .details, .help, .changes:
            return [hint("j/k", "scroll")] + back + [hint("q", "quit")]
        case .choices:
            return [hint("j/k", "move"), hint("enter", "choose")] + back + [hint("q", "quit")]
        case .page:
            var hints = [hint("j/k", "move")]
            if let item = state.selectedItem, let specifier = state.selectedSpecifier {
                switch (item, specifier.kind) {
                case (.choice, _): hints.append(hint("enter", "pick"))
                case (_, .toggle): hints.append(hint("space", "toggle"))
                case (_, .multiValue): hints.append(hint("enter", "choose"))
                case (_, .textField): hints.append(hint("enter", "edit"))
                case (_, .slider): hints += [hint("-/+", "adjust"), hint("=", "type value")]
                case (_, .childPane(let pane)) where pane.problem == nil: hints.append(hint("enter", "open"))
                default: break
                }
                if specifier.isEditable { hints.append(hint("r", "reset")) }
                hints.append(hint("?", "details"))
                hints.append(hint("/", "search"))
                hints.append(hint("m", "modified"))
                hints.append(hint("c", "changes"))
            }
            if !state.history.undoable.isEmpty { hints.append(hint("u", "undo")) }
            return hints + back + [hint("q", "quit")]
        }
    }
}
