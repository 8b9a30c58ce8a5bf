import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

// Browsing mode: moving through the screens, opening rows, toggling, picking, resetting.
extension EditorState {
    mutating func browse(_ event: Event) -> [Effect] {
        if screen.isText, let effects = readText(event) { return effects }
        if case .page = screen.kind, let specifier = selectedSpecifier, case .slider = specifier.kind,
            case .row = selectedItem
        {
            if let effects = sliderKey(specifier, event) { return effects }
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
        case .character("x"), .delete:
            if case .page(let app, let pageID) = screen.kind, case .listItem(let group, let position)? = selectedItem {
                return deleteListItem(position: position, group: group, app: app, page: pageID)
            }
            return event == .delete ? reset() : []
        case .character("r"): return reset()
        case .character("q"): return [.quit]
        case .character("="):
            message = EditorMessage(.info, "= types an exact value on a slider row")
        case .character("?"), .function(1): openHelp()
        case .character("d"): openDetails()
        case .character("m"): openModified()
        case .character("i"): return switchView()
        case .character("H"): toggleHiddenRows()
        case .character("/"): openSearch()
        case .character(let digit) where screen.kind == .search && ("1"..."9").contains(digit):
            jumpToResult(number: Int(String(digit)) ?? 1)
        case .character("c"):
            if case .changes = screen.kind {
                // defaults write, then each launch-argument format, then defaults write again.
                let formats = LaunchArgumentFormat.allCases
                if let current = changesFormat, let index = formats.firstIndex(of: current) {
                    changesFormat = index + 1 < formats.count ? formats[index + 1] : nil
                } else {
                    changesFormat = formats.first
                }
                screen.selection = 0
            } else {
                push(.changes)
            }
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
    }

    /// Pops the shown screen (nothing at the bottom of the stack).
    mutating func goBack() {
        guard stack.count > 1 else { return }
        stack.removeLast()
        if let suspended = suspendedEdit, stack.count <= suspended.depth {
            suspendedEdit = nil
            if stack.count == suspended.depth { mode = suspended.mode }
        }
    }

    mutating func push(_ kind: Screen.Kind, selection: Int = 0) {
        stack.append(Screen(kind: kind, selection: selection))
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
            // The one view that names an app by its position.
            guard apps.indices.contains(screen.selection) else { return [] }
            let app = apps[screen.selection].id
            push(.page(app: app, page: .root))
            noteInAppView(app: app)
            return []
        case .choices(let row):
            // Right and `l` are navigation: they never pick (write) a choice.
            guard event != .right, event != .character("l"),
                let specifier = specifier(at: row),
                case .multiValue(let multi) = specifier.kind,
                let value = multi.choices.value(at: screen.selection), let key = specifier.key,
                let storeKey = self.storeKey(key, app: row.app, page: row.page)
            else { return [] }
            goBack()
            return edit(value, at: storeKey, app: row.app)
        case .page(let app, let pageID):
            guard let item = selectedItem, let specifier = selectedSpecifier else {
                message = EditorMessage(.info, "This page has no rows")
                return []
            }
            return activate(
                item, specifier, row: RowReference(app: app, page: pageID, specifier: specifier.index), event)
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
            message = EditorMessage(.rowStoresNothing)
            return []
        }
        guard let storeKey = self.storeKey(key, app: app, page: pageID) else { return [] }
        let current = resolved(specifier, app: app, page: pageID)
        guard current.storedValue != nil else {
            switch current.tag {
            case .arg, .host, .global, .system:
                // The value comes from a domain the editor never writes: say where.
                message = EditorMessage(.notStored(storeKey, from: current.source))
            default:
                message = EditorMessage(.notStored(storeKey, from: nil))
            }
            return []
        }
        return edit(nil, at: storeKey, app: app)
    }

    /// The value an edit of a row starts from and replaces: what the row shows, except under a
    /// launch argument, which an edit does not change: then what the writable domain stores (else
    /// the next domain holding the key, else the registered default).
    func editedValue(_ specifier: Specifier, app: AppID, page: PageID) -> PlistValue? {
        let resolved = resolved(specifier, app: app, page: page)
        guard resolved.isMaskedByArgument else { return shownValue(specifier, app: app, page: page) }
        let underneath =
            resolved.storedValue
            ?? resolved.layers.first {
                $0.source.kind != .argument && $0.source.kind != .registration && $0.value != nil
            }?
            .value
        return specifier.effectiveValue(stored: underneath ?? resolved.registeredDefault)
    }

    /// When a launch argument masks the row being edited: says which value the edit starts from
    /// and that the argument still masks it.
    mutating func warnIfMasked(_ specifier: Specifier, app: AppID, page: PageID) {
        let resolved = resolved(specifier, app: app, page: page)
        guard let key = specifier.key, let argument = resolved.argumentValue else { return }
        let glyphs = glyphs
        func shown(_ value: PlistValue?) -> String {
            value.map { RowText.valueText(specifier, value: $0, glyphs: glyphs) ?? ValueFormatter.displayString($0) }
                ?? "nothing"
        }
        let domain = self.app(app)?.storeDomain(for: page) ?? app.domain
        let start = shown(editedValue(specifier, app: app, page: page))
        message = EditorMessage(
            .editingUnderArgument(
                key: key, domain: domain, startsFrom: start, storedHere: resolved.storedValue != nil,
                argument: shown(argument)))
    }
}
