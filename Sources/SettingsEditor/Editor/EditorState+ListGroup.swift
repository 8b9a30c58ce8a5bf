import PropertyList
import SettingsBundle
import TerminalFrame

// InAppSettingsKit list groups: editing an item through its ItemSpecifier, adding one through the
// AddSpecifier, deleting one when Deletable. The array is written as a whole.
extension EditorState {
    /// The list group of a page item (an item or the Add row), with what the group lists now.
    func listGroup(_ item: PageItem, app: AppID, page: PageID) -> (Specifier, Specifier.ListGroup, [PlistValue])? {
        guard let group = specifier(app: app, page: page, index: item.specifierIndex),
            case .listGroup(let list) = group.kind
        else { return nil }
        return (group, list, list.items(of: shownValue(group, app: app, page: page)))
    }

    /// The write of a list group's whole array (an ``edit(_:at:app:)``).
    mutating func writeList(_ group: Specifier, app: AppID, page: PageID, items: [PlistValue]) -> [Effect] {
        guard let key = group.key, let storeKey = self.storeKey(key, app: app, page: page) else { return [] }
        return edit(.array(items), at: storeKey, app: app)
    }

    /// Enter on a list item: edits it through its `ItemSpecifier`.
    mutating func activateListItem(position: Int, group index: Int, app: AppID, page: PageID) -> [Effect] {
        guard let (group, list, items) = listGroup(.listItem(group: index, position: position), app: app, page: page),
            items.indices.contains(position), let key = group.key,
            let storeKey = self.storeKey(key, app: app, page: page)
        else { return [] }
        let item = items[position]
        switch list.itemSpecifier?.kind {
        case .textField(let field)?:
            let text = list.itemValue(item).map(ValueFormatter.displayString) ?? ""
            mode = .editingListItem(
                ListItemEdit(
                    field: FieldEdit(
                        row: RowReference(app: app, page: page, specifier: index), storeKey: storeKey,
                        purpose: .listItem, text: text, isSecure: field.isSecure, keyboard: field.keyboardType),
                    position: position))
        case .multiValue(let multi)?:
            // The next choice, as a tap through the app's choices screen would pick.
            guard !multi.choices.isEmpty else {
                message = EditorMessage(.warning, "The items' MultiValue has no choices (its Values/Titles are empty)")
                return []
            }
            let current = multi.choices.position(of: list.itemValue(item)) ?? -1
            guard let next = multi.choices.value(at: (current + 1) % multi.choices.items.count) else { return [] }
            var items = items
            items[position] = Self.replacing(item, field: list.itemSpecifier?.key, with: next)
            return writeList(group, app: app, page: page, items: items)
        case .childPane?:
            message = EditorMessage(
                .info,
                "The app opens this item's page with the item's fields; the item is \(ValueFormatter.displayString(item))"
            )
        case .group?, .titleValue?, .toggle?, .slider?, .radioGroup?, .textView?, .datePicker?, .listGroup?, .button?,
            .openURL?, .mailCompose?, .customView?, .appPane?, .unsupported?, nil:
            message = EditorMessage(
                .info, "The app handles a tap on this item; it stores \(ValueFormatter.displayString(item))")
        }
        return []
    }

    /// Enter on a list group's Add row: adds an item as its `AddSpecifier` does: a text field
    /// types the new item, other types append their DefaultValue (an empty dictionary for a
    /// child pane).
    mutating func activateListAdd(group index: Int, app: AppID, page: PageID) -> [Effect] {
        guard let (group, list, items) = listGroup(.listAdd(group: index), app: app, page: page),
            let add = list.addSpecifier, let key = group.key, let storeKey = self.storeKey(key, app: app, page: page)
        else { return [] }
        switch add.kind {
        case .textField(let field):
            let text = add.defaultValue.map(ValueFormatter.displayString) ?? ""
            mode = .editingListItem(
                ListItemEdit(
                    field: FieldEdit(
                        row: RowReference(app: app, page: page, specifier: index), storeKey: storeKey,
                        purpose: .listItem, text: text, isSecure: field.isSecure, keyboard: field.keyboardType),
                    position: nil))
            return []
        case .multiValue(let multi):
            guard let value = add.defaultValue ?? multi.choices.value(at: 0) else {
                message = EditorMessage(.warning, "The Add row's MultiValue has no DefaultValue and no choices")
                return []
            }
            return writeList(group, app: app, page: page, items: items + [Self.wrapping(value, field: add.key)])
        case .childPane:
            let value = add.defaultValue ?? .dictionary([:])
            return writeList(group, app: app, page: page, items: items + [value])
        case .group, .titleValue, .toggle, .slider, .radioGroup, .textView, .datePicker, .listGroup, .button, .openURL,
            .mailCompose, .customView, .appPane, .unsupported:
            guard let value = add.defaultValue else {
                message = EditorMessage(
                    .info, "The app adds the item (\(add.type ?? "its Add row") has no DefaultValue)")
                return []
            }
            return writeList(group, app: app, page: page, items: items + [value])
        }
    }

    /// `x` or Delete on an item of a Deletable list group: writes the array without it.
    mutating func deleteListItem(position: Int, group index: Int, app: AppID, page: PageID) -> [Effect] {
        guard let (group, list, items) = listGroup(.listItem(group: index, position: position), app: app, page: page),
            items.indices.contains(position)
        else { return [] }
        guard list.deletable else {
            message = EditorMessage(.notDeletable(group: RowText.title(group)))
            return []
        }
        var remaining = items
        remaining.remove(at: position)
        pendingNotice = .deleted(item: list.displayText(forItem: items[position]))
        return writeList(group, app: app, page: page, items: remaining)
    }

    /// The write of a list group's array with a typed item's text: the item replaced (or a new
    /// one appended); nothing when the group or the item is gone.
    mutating func writeListItem(_ edit: ListItemEdit, _ value: PlistValue?) -> [Effect] {
        let row = edit.field.row
        guard let text = value else { return [] }
        let item: PageItem =
            edit.position.map { .listItem(group: row.specifier, position: $0) } ?? .listAdd(group: row.specifier)
        guard let (group, list, items) = listGroup(item, app: row.app, page: row.page) else { return [] }
        var updated = items
        if let position = edit.position {
            guard items.indices.contains(position) else { return [] }
            updated[position] = Self.replacing(items[position], field: list.itemSpecifier?.key, with: text)
        } else {
            updated.append(Self.wrapping(text, field: list.addSpecifier?.key))
        }
        return writeList(group, app: row.app, page: row.page, items: updated)
    }

    /// An item with its shown value replaced: the `field` of a dictionary item, else the item.
    static func replacing(_ item: PlistValue, field: String?, with value: PlistValue) -> PlistValue {
        if case .dictionary(var fields) = item, let field {
            fields[PlistKey(field)] = value
            return .dictionary(fields)
        }
        return value
    }

    /// A new item: the value, in a dictionary under `field` when the Add row has a Key.
    static func wrapping(_ value: PlistValue, field: String?) -> PlistValue {
        guard let field else { return value }
        return .dictionary([PlistKey(field): value])
    }
}
