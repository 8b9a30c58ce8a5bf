import Defaults
import FoundationEssentials
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// The text of the details page of a row ("why this value") and of the help page, as logical
/// lines that ``PageLayout`` wraps to the width. Secure values are masked everywhere.
enum DetailsText {
    /// One line: its text and how it is drawn.
    struct Line: Hashable {
        var text: String
        var role: Role
        /// A label drawn in a column of ``DetailsText/labelWidth`` before the text, which wraps
        /// beside it.
        var label: String? = nil
    }

    /// The width of the labels (`Key`, `Type`, ...) before the values.
    static let labelWidth = 10

    static func labelled(_ label: String, _ value: String, role: Role = .normal) -> Line {
        Line(text: value, role: role, label: label)
    }

    // MARK: - Details

    /// Everything about one row of a page.
    static func details(_ state: EditorState, app: AppID, page pageID: PageID, specifier index: Int) -> [Line] {
        guard let page = state.page(pageID, of: app),
            let specifier = state.specifier(
                app: app, page: pageID, index: index)
        else { return [Line(text: "This row is no longer in the bundle", role: .warning)] }
        let glyphs = state.glyphs
        var lines = [
            labelled(
                "Path", state.rowPath(app: app, page: pageID, specifier: specifier, separator: glyphs.pathSeparator)),
            labelled("Key", specifier.key ?? "none (this row stores no value)"),
            labelled("Type", specifier.type ?? specifier.kind.typeName),
        ]
        if let allowed = allowedValues(specifier, glyphs: glyphs) { lines.append(labelled("Allowed", allowed)) }
        lines += inAppLines(specifier)
        lines += problems(state, specifier: specifier, app: app, page: pageID)
        if specifier.key != nil && specifier.showsValue {
            lines += valueLines(state, specifier: specifier, app: app, page: pageID)
        }
        if let footer = footer(of: specifier, in: page) {
            lines += [
                Line(text: "", role: .normal), Line(text: "FOOTER", role: .header), Line(text: footer, role: .footer),
            ]
        }
        return lines
    }

    /// The value, its domain and file, the registered default and every layer of the search list.
    static func valueLines(_ state: EditorState, specifier: Specifier, app: AppID, page: PageID) -> [Line] {
        let resolved = state.resolved(specifier, app: app, page: page)
        let domain = state.storeDomain(app: app, page: page)
        var lines: [Line] = []
        if let value = resolved.value, let source = resolved.source {
            lines.append(labelled("Value", text(value, specifier, glyphs: state.glyphs)))
            lines.append(labelled("From", "\(source.tag.rawValue) (\(source.domain))"))
            if source.kind == .argument, let origin = resolved.argumentOrigin {
                lines.append(labelled("Passed by", origin))
            }
            lines.append(labelled("File", source.file?.path ?? "none: this domain lives in memory only"))
        } else {
            lines.append(labelled("Value", "unset: no domain holds \(specifier.key ?? "") and nothing registers it"))
        }
        lines.append(
            labelled(
                "Default",
                resolved.registeredDefault.map { text($0, specifier, glyphs: state.glyphs) } ?? "none registered"))
        let writable = resolved.layers.first {
            !$0.source.byHost && $0.source.domain == domain
                && ($0.source.kind == .application || $0.source.kind == .suite)
        }
        lines.append(labelled("Writes to", domain + (writable?.source.file.map { " (\($0.path))" } ?? "")))
        if let owner = state.app(app) {
            lines.append(labelled("Domain", "\(owner.domain) from \(owner.bundle.location.domain.summary)"))
        }
        if let problem = state.unreadableStores[domain] {
            lines.append(
                Line(
                    text: "The store file cannot be read, so this value ignores it: \(problem.description)",
                    role: .error))
        }
        if resolved.isStoredValueMasked {
            lines.append(Line(text: "A launch argument masks the value stored in \(domain)", role: .warning))
        }
        lines += [
            Line(text: "", role: .normal),
            Line(text: "SEARCH LIST (THE FIRST DOMAIN HOLDING THE KEY WINS)", role: .header),
        ]
        if resolved.layers.isEmpty {
            lines.append(Line(text: "not resolved yet", role: .dim))
        }
        var shownFound = false
        for layer in resolved.layers {
            // The process has one registration domain; each app shows its own bundle's defaults.
            let value = layer.source.kind == .registration ? resolved.registeredDefault : layer.value
            let name = layer.source.domain + (layer.source.byHost ? " (ByHost)" : "")
            var entry = name + ": " + (value.map { text($0, specifier, glyphs: state.glyphs) } ?? "-")
            var role: Role = value == nil ? .dim : .normal
            if value != nil && !shownFound && layer.source.tag == resolved.tag {
                entry += "  " + (state.glyphs == .ascii ? "<" : "◀") + " shown"
                role = .value
                shownFound = true
            }
            lines.append(Line(text: entry, role: role, label: layer.source.tag.rawValue))
        }
        return lines
    }

    /// What is wrong with the row or its value, in the words (and with the rule) lint uses: a
    /// value that is not among a list's `Values`, a child pane that cannot open.
    static func problems(_ state: EditorState, specifier: Specifier, app: AppID, page: PageID) -> [Line] {
        func problem(_ text: String, _ rule: Rule) -> Line {
            labelled("Problem", "\(text) (lint: \(rule.rawValue))", role: .error)
        }
        switch specifier.kind {
        case .childPane(let pane):
            guard let issue = pane.problem else { return [] }
            return [
                problem(
                    LintWording.childPane(title: RowText.title(specifier), file: pane.file, problem: issue),
                    LintWording.rule(for: issue))
            ]
        case .multiValue(let multi): return choiceProblems(state, multi.choices, specifier, app: app, page: page)
        case .radioGroup(let radio): return choiceProblems(state, radio.choices, specifier, app: app, page: page)
        case .group, .textField, .titleValue, .toggle, .slider, .textView, .datePicker, .listGroup, .button, .openURL,
            .mailCompose, .customView, .appPane, .unsupported:
            return []
        }

        func choiceProblems(
            _ state: EditorState, _ choices: ChoiceList, _ specifier: Specifier, app: AppID, page: PageID
        ) -> [Line] {
            let resolved = state.resolved(specifier, app: app, page: page)
            guard !choices.isEmpty, let value = resolved.value, choices.position(of: value) == nil else { return [] }
            let subject =
                resolved.tag == .default ? "DefaultValue" : "The value in \(resolved.source?.domain ?? "the store")"
            let text =
                LintWording.notAmongValues(subject, value: value, values: choices.items.map(\.value))
                + "; no choice is checked and the row shows the raw value"
            return [problem(text, .defaultNotInValues)]
        }
    }

    /// A value as text: the choice title beside the raw value, a switch position, secure text masked.
    static func text(_ value: PlistValue, _ specifier: Specifier, glyphs: Glyphs) -> String {
        let raw = ValueFormatter.displayString(value)
        if specifier.isSecure { return RowText.mask(raw, glyphs: glyphs) + " (secure, masked)" }
        let typed = "\(raw) (\(value.typeName))"
        switch specifier.kind {
        case .toggle(let toggle): return (toggle.isOn(value) ? "ON" : "OFF") + " = " + typed
        case .multiValue(let multi): return choiceText(multi.choices, value) ?? typed
        case .radioGroup(let radio): return choiceText(radio.choices, value) ?? typed
        case .titleValue(let titleValue):
            if let choices = titleValue.choices { return choiceText(choices, value) ?? typed }
            return typed
        case .group, .textField, .slider, .childPane, .textView, .datePicker, .listGroup, .button, .openURL,
            .mailCompose, .customView, .appPane, .unsupported:
            return typed
        }
    }

    static func choiceText(_ choices: ChoiceList, _ value: PlistValue) -> String? {
        guard let choice = choices.choice(for: value) else { return nil }
        return "\(choice.title.text) = \(ValueFormatter.displayString(value)) (\(value.typeName))"
    }

    /// What may be stored: the choices, the range, the switch's two values, the keyboard.
    static func allowedValues(_ specifier: Specifier, glyphs: Glyphs) -> String? {
        func list(_ choices: ChoiceList) -> String {
            choices.items.map { "\($0.title.text) = \(ValueFormatter.displayString($0.value))" }.joined(separator: ", ")
        }
        switch specifier.kind {
        case .toggle(let toggle):
            return "ON = \(ValueFormatter.displayString(toggle.trueValue)) (\(toggle.trueValue.typeName)), "
                + "OFF = \(ValueFormatter.displayString(toggle.falseValue)) (\(toggle.falseValue.typeName))"
        case .slider(let slider):
            return "\(slider.rangeText(dash: glyphs.rangeDash)) (float)"
        case .multiValue(let multi): return list(multi.choices)
        case .radioGroup(let radio): return list(radio.choices)
        case .textField(let field):
            return "text, keyboard \(field.keyboardType.rawValue)" + (field.isSecure ? ", secure" : "")
        case .titleValue(let titleValue): return titleValue.choices.map(list) ?? "read-only: the app sets it"
        case .childPane(let pane): return "opens \(pane.file).plist"
        case .unsupported(let unsupported): return "none: \(unsupported.reason)"
        case .group: return nil
        case .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            return inAppAllowedValues(specifier)
        }
    }

    /// The footer of the section holding the row.
    static func footer(of specifier: Specifier, in page: Page) -> String? {
        let section = page.sections.first { section in
            section.group?.index == specifier.index || section.rows.contains { $0.index == specifier.index }
        }
        guard let footer = section?.footer, !footer.isBlank else { return nil }
        return footer.text
    }

    // MARK: - Changes

    /// The `defaults write` commands that reproduce the stored values that differ from the
    /// registered defaults: the shown app's, or every app's from the app list.
    static func changes(_ state: EditorState) -> [Line] {
        if let format = state.changesFormat { return launchArguments(state, format: format) }
        let below = state.stack.dropLast().last?.app
        var lines: [Line] = []
        for app in state.apps where below == nil || below == app.id {
            let commands = app.changeCommands()
            if !lines.isEmpty { lines.append(Line(text: "", role: .normal)) }
            lines.append(
                Line(
                    text: "# \(app.name) (\(app.domain)): "
                        + (commands.isEmpty
                            ? "every stored value matches its registered default" : "\(commands.count) changed"),
                    role: .dim))
            lines += commands.map { Line(text: $0.description, role: .normal) }
        }
        lines += [
            Line(text: "", role: .normal),
            Line(text: "The same list: settings diff PATH (run it with your HOME)", role: .footer),
        ]
        return lines
    }

    /// The application domain's changed values as launch arguments in `format` (suites and
    /// secure fields left out: launch arguments reach the application domain's search list).
    static func launchArguments(_ state: EditorState, format: LaunchArgumentFormat) -> [Line] {
        let below = state.stack.dropLast().last?.app
        var lines: [Line] = []
        for app in state.apps where below == nil || below == app.id {
            let commands = app.changeCommands()
            let pairs = commands.filter {
                $0.domain == app.domain && !$0.isSecret && LaunchArgumentFormat.canPass(key: $0.key)
            }.map { (key: $0.key, value: $0.value) }
            if !lines.isEmpty { lines.append(Line(text: "", role: .normal)) }
            lines.append(
                Line(
                    text: "# \(app.name) (\(app.domain)): "
                        + (pairs.isEmpty
                            ? "no changed value to pass" : "\(pairs.count) changed, as \(format.rawValue)"),
                    role: .dim))
            guard !pairs.isEmpty else { continue }
            let (text, notes) = format.render(pairs, domain: app.domain)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map {
                Line(text: String($0), role: .normal)
            }
            lines += notes.map { Line(text: "# " + $0, role: .dim) }
            let left = commands.count - pairs.count
            if left > 0 {
                lines.append(
                    Line(text: "# \(left) left out: app-group suites and secure text fields", role: .dim))
            }
        }
        lines += [
            Line(text: "", role: .normal),
            Line(
                text:
                    "c: the next format. Everything the domain stores: settings args PATH --format \(format.rawValue)",
                role: .footer),
        ]
        return lines
    }

    // MARK: - Help

    /// The keys and the status tags.
    static func help() -> [Line] {
        let keys: [(String, String)] = [
            ("j/k", "move (arrows, ^N/^P); PgUp/PgDn, g/G for the ends; moving never changes a value"),
            ("enter/l", "open a page or a list of choices, edit a text field"),
            ("h/esc", "back (Left, Backspace), on every row"),
            ("space", "toggle a switch, pick a choice"),
            ("-/+", "step a slider; = types its value"),
            ("enter", "on a slider: adjust it with Left/Right (PgUp/PgDn: ten steps); enter or esc when done"),
            ("r", "reset: remove the key so the registered default shows through"),
            ("d", "details of the selected row: why it has its value, and what is wrong with it"),
            ("/", "search every page of every app; 1-9 or enter jump to a result, h returns to the results"),
            ("m", "modified: the rows stored in the app domain or a suite, with their defaults"),
            (
                "c",
                "changes: the stored values that differ from the defaults, as defaults write commands; c again: as launch arguments"
            ),
            ("u", "undo the last edit or reset of the session; U or ^R redoes it"),
            ("R", "reset all: remove every stored key of the app (asks first; u undoes)"),
            ("i", "switch the app between the Settings app's view and InAppSettingsKit's in-app view"),
            ("H", "show or hide the rows --hide hides (InAppSettingsKit's hiddenKeys), for QA"),
            ("x", "delete the selected item of a Deletable list group (Delete too; u undoes)"),
            ("?/F1", "this page, from every screen (F1 while typing; the edit resumes after)"),
            ("enter", "here: the details of the row selected before help"),
            ("q", "quit (edits are already saved)"),
        ]
        let tags: [(String, String)] = [
            ("arg", "a launch argument (settings PATH -- -key value)"),
            ("app", "the application domain, where the editor writes"),
            ("suite", "an app-group suite, where its pages write"),
            ("host", "a ByHost domain (this machine only)"),
            ("global", "the global domain (.GlobalPreferences)"),
            ("system", "an any-user domain (/usr/local/etc)"),
            ("lang", "the app's volatile domain for a preferred language"),
            ("default", "the registered default (the bundle's DefaultValue)"),
            ("unset", "no domain holds the key"),
            ("*", "the value differs from the registered default"),
            ("!", "the store file the row writes to cannot be read: its value is ignored (details say why)"),
        ]
        var lines = [Line(text: "KEYS", role: .header)]
        lines += keys.map { labelled($0.0, $0.1) }
        lines += [Line(text: "", role: .normal), Line(text: "STATUS TAGS", role: .header)]
        lines += tags.map { labelled($0.0, $0.1) }
        return lines
    }
}
