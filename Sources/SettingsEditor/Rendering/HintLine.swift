import SettingsBundle
import TerminalFrame

/// The keys that work in the current context, for the bottom line: letters first, so they work
/// on keyboards without function keys.
enum HintLine {
    struct Hint: Hashable {
        var key: String
        var label: String

        /// Which hints go first when the line is too narrow: moving (obvious) first, then the
        /// lists and resets, the row's own action and quitting; help, search and back go last.
        var dropOrder: Int {
            switch key {
            case "j/k": 0
            case "^U": 1
            case "c", "m": 2
            case "u", "=": 3
            case "r", "d": 4
            case "q": 5
            case "h": 8
            case "/": 9
            case "?", "F1": 10
            default: 6
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
        let help = hint("?", "help")
        switch state.mode {
        case .editingText(let edit):
            var hints = [hint("enter", "save"), hint("esc", "cancel")]
            if edit.isSecure { hints.append(hint("^R", edit.isRevealed ? "hide" : "show")) }
            if edit.keyboard == .numberPad { hints.append(hint("0-9", "digits only")) }
            hints.append(hint("^U", "clear"))
            return hints + [hint("F1", "help")]
        case .editingTextView:
            return [
                hint("^X", "save"), hint("esc", "cancel"), hint("enter", "new line"),
                hint(state.glyphs == .ascii ? "arrows" : "←↑↓→", "move"), hint("F1", "help"),
            ]
        case .editingDate:
            let ascii = state.glyphs == .ascii
            return [
                hint("enter", "save"), hint("esc", "cancel"), hint(ascii ? "<-/->" : "←/→", "field"),
                hint(ascii ? "up/dn" : "↑/↓", "change"), hint("0-9", "type"), hint("F1", "help"),
            ]
        case .editingListItem(let edit):
            return [
                hint("enter", edit.position == nil ? "add" : "save"), hint("esc", "cancel"), hint("^U", "clear"),
                hint("F1", "help"),
            ]
        case .enteringSliderValue:
            return [hint("enter", "set"), hint("esc", "cancel"), hint("F1", "help")]
        case .adjustingSlider:
            return [
                hint(state.glyphs == .ascii ? "<-/->" : "←/→", "step"), hint("pgup/dn", "ten steps"),
                hint("=", "type value"), hint("enter", "done"), help,
            ]
        case .searching:
            return [hint("type", "to filter"), hint("enter", "go to row"), hint("esc", "stop typing"), help]
        case .confirming:
            return [hint("y", "yes, remove"), hint("n", "cancel")]
        case .browsing:
            break
        }
        let back = state.stack.count > 1 ? [hint("h", "back")] : []
        let search = hint("/", "search")
        let quit = hint("q", "quit")
        switch state.screen.kind {
        case .appList:
            return [hint("j/k", "move"), hint("enter", "open"), search, help, quit]
        case .search:
            return [hint("1-9", "go to result"), hint("j/k", "move"), hint("d", "details"), hint("/", "edit query")]
                + back + [help, quit]
        case .modified:
            return [hint("j/k", "move"), hint("enter", "go to row"), hint("r", "reset"), hint("d", "details"), search]
                + back + [help, quit]
        case .help:
            let details = state.rowBelowHelp != nil ? [hint("enter", "row details")] : []
            return [hint("j/k", "scroll")] + details + [search] + back + [quit]
        case .details:
            return [hint("j/k", "scroll"), search] + back + [help, quit]
        case .changes:
            return [hint("j/k", "scroll"), hint("c", "format"), search] + back + [help, quit]
        case .choices:
            return [hint("j/k", "move"), hint("enter", "choose"), search] + back + [help, quit]
        case .page:
            var hints = [hint("j/k", "move")]
            if let item = state.selectedItem, let specifier = state.selectedSpecifier {
                switch (item, specifier.kind) {
                case (.choice, _): hints.append(hint("enter", "pick"))
                case (_, .toggle): hints.append(hint("space", "toggle"))
                case (_, .multiValue): hints.append(hint("enter", "choose"))
                case (_, .textField): hints.append(hint("enter", "edit"))
                case (.listItem, .listGroup(let list)):
                    if case .textField? = list.itemSpecifier?.kind { hints.append(hint("enter", "edit")) }
                    if list.deletable { hints.append(hint("x", "delete")) }
                case (.listAdd, .listGroup): hints.append(hint("enter", "add"))
                case (.row, .textView), (.row, .datePicker): hints.append(hint("enter", "edit"))
                case (_, .slider): hints += [hint("-/+", "step"), hint("enter", "adjust")]
                case (_, .childPane(let pane)) where pane.problem == nil: hints.append(hint("enter", "open"))
                case (_, .group), (_, .titleValue), (_, .radioGroup), (_, .childPane), (_, .textView), (_, .datePicker),
                    (_, .listGroup), (_, .button), (_, .openURL), (_, .mailCompose), (_, .customView), (_, .appPane),
                    (_, .unsupported):
                    break
                }
                if specifier.isEditable { hints.append(hint("r", "reset")) }
                hints.append(hint("d", "details"))
            }
            hints += [search, hint("m", "modified"), hint("c", "changes")]
            if !state.history.undoable.isEmpty { hints.append(hint("u", "undo")) }
            return hints + back + [help, quit]
        }
    }
}
