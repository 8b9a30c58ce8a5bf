import PropertyList
import SettingsBundle

extension EditorState {
    /// Handles one terminal event in the current mode.
    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .quit: return [.quit]
        case .resize(let width, let height):
            size = ScreenSize(width: width, height: height)
            keepSelectionVisible()
            return []
        default: break
        }
        message = nil
        pendingNotice = nil
        switch mode {
        case .browsing:
            switch event {
            case .mouse(let x, let y, let action):
                let effects = mouse(x: x, y: y, action: action)
                recordWrites(effects)
                return effects
            case .character("u"): return undo()
            case .character("U"), .control("r"): return redo()
            case .character("R"):
                confirmResetAll()
                return []
            default: break
            }
            let effects = browse(event)
            recordWrites(effects)
            return effects
        case .editingText(var edit):
            let effects = editText(&edit, event)
            if case .editingText = mode { mode = .editingText(edit) }
            recordWrites(effects)
            return effects
        case .enteringSliderValue(var edit):
            let effects = enterSliderValue(&edit, event)
            if case .enteringSliderValue = mode { mode = .enteringSliderValue(edit) }
            recordWrites(effects)
            return effects
        case .confirming(let confirmation):
            return answer(confirmation, event)
        case .searching:
            return typeQuery(event)
        }
    }

    // MARK: - Browsing

    mutating func browse(_ event: Event) -> [Effect] {
        if screen.isText, let effects = readText(event) { return effects }
        if case .page = screen.kind, let specifier = selectedSpecifier, case .slider = specifier.kind,
            case .row = selectedItem
        {
            if let effects = adjustSlider(specifier, event) { return effects }
        }
        switch event {
        case .up, .character("k"), .control("p"): moveSelection(by: -1)
        case .down, .character("j"), .control("n"): moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(1, contentHeight - 1))
        case .pageDown: moveSelection(by: max(1, contentHeight - 1))
        case .home, .character("g"): moveSelection(to: 0)
        case .end, .character("G"): moveSelection(to: itemCount(of: screen) - 1)
        case .enter, .character(" "), .right, .character("l"): return activate(event)
        case .left, .character("h"), .backspace, .escape: goBack()
        case .character("r"), .delete: return reset()
        case .character("q"): return [.quit]
        case .character("="):
            message = EditorMessage(.info, "= types an exact value on a slider row")
        case .character("?"): openDetails()
        case .character("m"): openModified()
        case .character("i"): return switchView()
        case .character("H"): toggleHiddenRows()
        case .character("/"): openSearch()
        case .character(let digit) where screen.kind == .search && ("1"..."9").contains(digit):
            jumpToResult(number: Int(String(digit)) ?? 1)
        case .character("c"):
            if case .changes = screen.kind {} else { push(.changes) }
        case .function(1): openHelp()
        default: break
        }
        return []
    }

    mutating func moveSelection(by delta: Int) {
        moveSelection(to: screen.selection + delta)
    }

    mutating func moveSelection(to index: Int) {
        let count = itemCount(of: screen)
        guard count > 0 else { return }
        screen.selection = min(max(0, index), count - 1)
        keepSelectionVisible()
    }

    /// Pops the shown screen (nothing at the bottom of the stack).
    mutating func goBack() {
        guard stack.count > 1 else { return }
        stack.removeLast()
        keepSelectionVisible()
    }

    mutating func push(_ kind: Screen.Kind, selection: Int = 0) {
        stack.append(Screen(kind: kind, selection: selection))
        keepSelectionVisible()
    }

    /// Enter, Space, Right or `l` on the selected item.
    mutating func activate(_ event: Event) -> [Effect] {
        switch screen.kind {
        case .details, .help, .changes: return []
        case .modified:
            if let row = listedRow(screen.selection) { jump(to: row) }
            return []
        case .search:
            if let result = selectedResult { jump(to: result.row) }
            return []
        case .appList:
            guard apps.indices.contains(screen.selection) else { return [] }
            let app = screen.selection
            push(.page(app: app, page: .root))
            noteInAppView(app: app)
            return []
        case .choices(let app, let pageID, let index):
            guard let specifier = specifier(app: app, page: pageID, index: index),
                case .multiValue(let multi) = specifier.kind,
                let value = multi.choices.value(at: screen.selection), let key = specifier.key
            else { return [] }
            goBack()
            return [
                .write(
                    WriteRequest(
                        app: app, storeKey: StoreKey(domain: apps[app].storeDomain(for: pageID), key: key), value: value
                    ))
            ]
        case .page(let app, let pageID):
            guard let item = selectedItem, let specifier = selectedSpecifier else {
                message = EditorMessage(.info, "This page has no rows")
                return []
            }
            let storeKey = specifier.key.map { StoreKey(domain: apps[app].storeDomain(for: pageID), key: $0) }
            switch (item, specifier.kind) {
            case (.choice(_, let position), .radioGroup(let radio)):
                guard let value = radio.choices.value(at: position), let storeKey else { return [] }
                return [.write(WriteRequest(app: app, storeKey: storeKey, value: value))]
            case (_, .toggle(let toggle)):
                guard event != .right, event != .character("l"), let storeKey else { return [] }
                let value = toggle.toggledValue(from: shownValue(specifier, app: app, page: pageID))
                return [.write(WriteRequest(app: app, storeKey: storeKey, value: value))]
            case (_, .multiValue(let multi)):
                guard !multi.choices.isEmpty else {
                    message = EditorMessage(
                        .warning, "\(RowText.title(specifier)) has no choices (its Values/Titles are empty)")
                    return []
                }
                let current = multi.choices.position(of: shownValue(specifier, app: app, page: pageID)) ?? 0
                push(.choices(app: app, page: pageID, specifier: specifier.index), selection: current)
                return []
            case (_, .textField(let field)):
                guard let storeKey else { return [] }
                let text = field.displayText(for: shownValue(specifier, app: app, page: pageID))
                mode = .editingText(
                    FieldEdit(
                        app: app, page: pageID, specifier: specifier.index, storeKey: storeKey, text: text,
                        isSecure: field.isSecure, keyboard: field.keyboardType))
                warnIfMasked(specifier, app: app, page: pageID, editing: true)
                return []
            case (_, .slider):
                guard event == .enter || event == .character(" ") else { return [] }
                startSliderEntry(specifier, app: app, page: pageID)
                return []
            case (_, .childPane(let pane)):
                if let target = pane.page, apps[app].bundle.page(target) != nil {
                    push(.page(app: app, page: target))
                } else {
                    message = EditorMessage(
                        .error,
                        "\(RowText.title(specifier)) cannot open: \(pane.problem?.description ?? "its page was not loaded")"
                    )
                }
                return []
            case (_, .titleValue):
                message = EditorMessage(.info, "\(RowText.title(specifier)) is read-only: the app sets it")
                return []
            case (_, .unsupported(let unsupported)):
                message = EditorMessage(.warning, "\(RowText.title(specifier)): \(unsupported.reason)")
                return []
            default:
                return []
            }
        }
    }

    /// `r`: removes the selected row's key from the domain it is written to, so the registered
    /// default shows through.
    mutating func reset() -> [Effect] {
        if let row = listedRow(screen.selection) { return reset(row) }
        guard case .page(let app, let pageID) = screen.kind, let specifier = selectedSpecifier else { return [] }
        return reset(RowReference(app: app, page: pageID, specifier: specifier.index))
    }

    /// Removes a row's key from the domain it is written to.
    mutating func reset(_ row: RowReference) -> [Effect] {
        let (app, pageID) = (row.app, row.page)
        guard let specifier = specifier(app: app, page: pageID, index: row.specifier) else { return [] }
        guard specifier.isEditable, let key = specifier.key else {
            message = EditorMessage(.info, "Nothing to reset here: this row stores no value")
            return []
        }
        let storeKey = StoreKey(domain: apps[app].storeDomain(for: pageID), key: key)
        let current = resolved(specifier, app: app, page: pageID)
        guard current.storedValue != nil else {
            switch current.tag {
            case .arg, .host, .global, .system:
                // The value comes from a domain the editor never writes: say where.
                let domain = current.source?.domain ?? ""
                message = EditorMessage(
                    .info,
                    "\(key) is not stored in \(storeKey.domain); its value comes from \(current.tag.rawValue) (\(domain)), "
                        + "which the editor does not change")
            default:
                message = EditorMessage(.info, "\(key) is not stored in \(storeKey.domain); nothing to reset")
            }
            return []
        }
        return [.write(WriteRequest(app: app, storeKey: storeKey, value: nil))]
    }

    /// Says that a launch argument masks the row, when it does.
    mutating func warnIfMasked(_ specifier: Specifier, app: Int, page: PageID, editing: Bool) {
        guard let key = specifier.key, resolved(specifier, app: app, page: page).isMaskedByArgument else { return }
        message = EditorMessage(
            .warning, "A launch argument (-\(key)) masks this key: edits are stored but the app sees the argument")
    }

    // MARK: - Sliders

    /// Left/Right, `-`/`+` (PgUp/PgDn: ten times more) step the slider; `=` types a value.
    /// Nil when the event is not a slider key.
    mutating func adjustSlider(_ specifier: Specifier, _ event: Event) -> [Effect]? {
        guard case .page(let app, let pageID) = screen.kind, case .slider(let slider) = specifier.kind,
            let key = specifier.key
        else { return nil }
        let steps: Int
        switch event {
        case .left, .character("-"), .character("_"): steps = -1
        case .right, .character("+"): steps = 1
        case .pageUp, .shiftRight: steps = 10
        case .pageDown, .shiftLeft: steps = -10
        case .character("="):
            startSliderEntry(specifier, app: app, page: pageID)
            return []
        default: return nil
        }
        guard slider.hasValidRange else {
            message = EditorMessage(.warning, "This slider's range is empty (MinimumValue must be below MaximumValue)")
            return []
        }
        let current = slider.position(for: shownValue(specifier, app: app, page: pageID)) ?? slider.range.lowerBound
        let next = SliderStep.stepped(current, by: steps, in: slider)
        guard next != current else { return [] }
        let storeKey = StoreKey(domain: apps[app].storeDomain(for: pageID), key: key)
        return [.write(WriteRequest(app: app, storeKey: storeKey, value: slider.value(forPosition: next)))]
    }

    mutating func startSliderEntry(_ specifier: Specifier, app: Int, page: PageID) {
        guard case .slider(let slider) = specifier.kind, let key = specifier.key else { return }
        let current = slider.position(for: shownValue(specifier, app: app, page: page))
        let storeKey = StoreKey(domain: apps[app].storeDomain(for: page), key: key)
        mode = .enteringSliderValue(
            FieldEdit(
                app: app, page: page, specifier: specifier.index, storeKey: storeKey,
                text: current.map(ValueFormatter.formatNumber) ?? "", keyboard: .decimalPad))
        warnIfMasked(specifier, app: app, page: page, editing: true)
    }

    mutating func enterSliderValue(_ edit: inout FieldEdit, _ event: Event) -> [Effect] {
        switch event {
        case .enter:
            guard let specifier = specifier(app: edit.app, page: edit.page, index: edit.specifier) else {
                mode = .browsing
                return []
            }
            do {
                let value = try specifier.parseInput(edit.editor.text)
                mode = .browsing
                return [.write(WriteRequest(app: edit.app, storeKey: edit.storeKey, value: value))]
            } catch {
                message = EditorMessage(.error, error.description)
                return []
            }
        case .escape:
            mode = .browsing
            message = EditorMessage(.info, "Cancelled; the value is unchanged")
            return []
        case .character(let character):
            if character.isASCII && (character.isNumber || "+-.eE".contains(character)) {
                edit.editor.insert(character)
            } else {
                message = EditorMessage(.warning, "Type a number, then Enter")
            }
            return []
        default:
            lineEdit(&edit.editor, event)
            return []
        }
    }

    // MARK: - Text fields

    mutating func editText(_ edit: inout FieldEdit, _ event: Event) -> [Effect] {
        switch event {
        case .enter:
            mode = .browsing
            let text = edit.editor.text
            guard text != edit.original else {
                message = EditorMessage(.info, "Unchanged")
                return []
            }
            guard let specifier = specifier(app: edit.app, page: edit.page, index: edit.specifier),
                case .textField(let field) = specifier.kind
            else { return [] }
            return [.write(WriteRequest(app: edit.app, storeKey: edit.storeKey, value: field.value(forText: text)))]
        case .escape:
            mode = .browsing
            message = EditorMessage(.info, "Cancelled; the value is unchanged")
            return []
        case .control("r"):
            guard edit.isSecure else { return [] }
            edit.isRevealed.toggle()
            return []
        case .character(let character):
            if edit.keyboard.accepts(character) {
                edit.editor.insert(character)
            } else {
                message = EditorMessage(
                    .warning, "\(edit.keyboard.rawValue) field: \(Self.keyboardRule(edit.keyboard))")
            }
            return []
        default:
            lineEdit(&edit.editor, event)
            return []
        }
    }

    static func keyboardRule(_ keyboard: KeyboardType) -> String {
        switch keyboard {
        case .numberPad: "digits only"
        case .decimalPad: "digits and a decimal separator only"
        case .phonePad: "digits and + * # ( ) , ; - only"
        case .asciiCapable: "ASCII characters only"
        default: "that character cannot be typed"
        }
    }

    /// The line-editing keys shared by text fields and slider values.
    func lineEdit(_ editor: inout LineEditor, _ event: Event) {
        switch event {
        case .left, .control("b"): editor.moveLeft()
        case .right, .control("f"): editor.moveRight()
        case .home, .control("a"): editor.moveToStart()
        case .end, .control("e"): editor.moveToEnd()
        case .backspace: editor.deleteBackward()
        case .delete, .control("d"): editor.deleteForward()
        case .control("u"): editor.deleteToStart()
        case .control("k"): editor.deleteToEnd()
        case .control("w"): editor.deleteWordBackward()
        default: break
        }
    }

    // MARK: - Reports from the program loop

    mutating func writeSucceeded(_ request: WriteRequest) {
        guard apps.indices.contains(request.app) else { return }
        let current = apps[request.app].values[request.storeKey]
        let key = request.storeKey.key
        if current?.isMaskedByArgument == true {
            message = EditorMessage(
                .warning,
                "Saved to \(request.storeKey.domain), but the launch argument -\(key) masks it: the app sees the argument"
            )
        } else if let pendingNotice {
            message = EditorMessage(.success, pendingNotice)
        } else if request.isReset {
            let registered =
                current?.registeredDefault
                ?? apps[request.app].registeredDefault(
                    forKey: key, domain: request.storeKey.domain)
            message = EditorMessage(
                .success,
                "Removed \(key) from \(request.storeKey.domain); "
                    + (registered == nil ? "now unset" : "the registered default shows through"))
        } else {
            message = EditorMessage(.success, "Saved to \(request.storeKey.domain)")
        }
    }

    /// New resolved values: every key's (`replacingAll`), or only those given.
    mutating func valuesResolved(_ values: [[StoreKey: ResolvedValue]], external: Bool, replacingAll: Bool = true) {
        var changedDomains = Set<String>()
        for (index, appValues) in values.enumerated() where apps.indices.contains(index) {
            var changed = replacingAll && appValues.count != apps[index].values.count
            for (key, value) in appValues where apps[index].values[key] != value {
                changedDomains.insert(key.domain)
                changed = true
            }
            // Assigning unchanged values would still start a new revision and drop the cached layouts.
            guard changed else { continue }
            apps[index].update(appValues, replacingAll: replacingAll)
        }
        if external && !changedDomains.isEmpty {
            let names = changedDomains.sorted().joined(separator: ", ")
            let note = "Changed on disk by another program: \(names); values updated"
            // An error or a warning the user has not seen yet stays; the notice only replaces info.
            if message == nil || message?.kind == .info || message?.kind == .success {
                message = EditorMessage(.info, note)
            }
        }
        keepSelectionVisible()
    }
}
