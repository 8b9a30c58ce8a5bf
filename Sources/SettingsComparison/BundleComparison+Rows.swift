import PropertyList
import SettingsBundle
import TextOutput

extension BundleComparison {
    // MARK: Rows

    /// The removal of `specifier` (on the old `page`) when the new bundle has no such row.
    static func removedRow(_ specifier: Specifier, page: Page, rows: (old: RowIndex, new: RowIndex))
        -> SettingsChange?
    {
        guard let id = rows.old.id(of: specifier, on: page.id), rows.new.row(id) == nil,
            !rows.old.opensUnpairedPane(specifier)
        else { return nil }
        var result = change(
            .rowRemoved, page, specifier,
            "\(KindWording.name(specifier.kind).capitalizedFirst) \(label(specifier)) removed"
                + placement(page, specifier, rows.old, preposition: "from")
                + (specifier.isEditable ? ": values users stored stay in their defaults but nothing shows them" : ""))
        result.old = specifier.defaultValue.map { display($0, for: specifier) }
        return result
    }

    /// A kept row's changes; `moved` when it is not in the group paired with its old one.
    static func rowChanges(
        old: RowIndex.Row, new: (page: Page, specifier: Specifier), moved isMoved: Bool,
        rows: (old: RowIndex, new: RowIndex)
    ) -> [SettingsChange] {
        let (page, specifier) = new
        let before = old.specifier
        let key = specifier.key ?? ""
        let name = specifier.key != nil ? MarkdownText.code(key) : label(specifier)
        var result: [SettingsChange] = []
        let places = isMoved ? (placeName(old.page, before, rows.old), placeName(page, specifier, rows.new)) : nil
        if let (oldPlace, newPlace) = places, oldPlace != newPlace {
            var moved = change(
                .rowMoved, page, specifier, "\(label(specifier)) moved from \(oldPlace) to \(newPlace)")
            moved.old = oldPlace
            moved.new = newPlace
            result.append(moved)
        }
        let oldTitle = before.title?.text ?? ""
        let newTitle = specifier.title?.text ?? ""
        if oldTitle != newTitle {
            var titled = change(
                .titleChanged, page, specifier,
                "Title of \(name): \(ProseText.quoted(oldTitle)) → \(ProseText.quoted(newTitle))")
            titled.old = oldTitle
            titled.new = newTitle
            result.append(titled)
        }
        let oldType = StoredType(before)
        let newType = StoredType(specifier)
        let kindChanged = before.kind.typeName != specifier.kind.typeName
        // Choices emptied or filled in are listed as choices removed or added, not as a type change.
        let typeChanged = oldType != newType && oldType != .unknown && newType != .unknown
        if kindChanged || typeChanged {
            var typed = change(
                .typeChanged, page, specifier, typeSentence(before, specifier, oldType, newType, name: name))
            typed.old = "\(KindWording.name(before.kind)) (\(oldType.description))"
            typed.new = "\(KindWording.name(specifier.kind)) (\(newType.description))"
            result.append(typed)
        }
        result += choiceChanges(before, specifier, page: page)
        if let lost = paneLost(old: old, new: new) { result.append(lost) }
        if before.defaultValue != specifier.defaultValue, case .titleValue = before.kind,
            case .titleValue = specifier.kind
        {
            // A title-value row only shows its default (a version number): a text, not a stored value.
            let from = before.defaultValue.map { display($0, for: before) } ?? "nothing"
            let to = specifier.defaultValue.map { display($0, for: specifier) } ?? "nothing"
            var shown = change(
                .shownValueChanged, page, specifier,
                "Value \(name) shows: \(from) → \(to) (its DefaultValue, shown while the app stores none)")
            shown.old = before.defaultValue.map { display($0, for: before) }
            shown.new = specifier.defaultValue.map { display($0, for: specifier) }
            result.append(shown)
        } else if before.defaultValue != specifier.defaultValue {
            var changed = change(.defaultChanged, page, specifier, defaultSentence(before, specifier))
            changed.old = before.defaultValue.map { display($0, for: before) }
            changed.new = specifier.defaultValue.map { display($0, for: specifier) }
            result.append(changed)
        } else if let value = specifier.defaultValue, let oldChoices = choices(before),
            let newChoices = choices(specifier), let shown = oldChoices.choice(for: value),
            newChoices.choice(for: value) == nil
        {
            // The same default no longer names a choice: what users who never chose see changes.
            var changed = change(
                .defaultChanged, page, specifier,
                "\(name) default \(ProseText.quoted(ValueFormatter.displayString(value))) matches none of the choices now"
                    + " (it showed \(ProseText.quoted(shown.title.text))): every user who never changed it sees a blank value"
                    + " after the update")
            changed.old = ProseText.quoted(shown.title.text)
            changed.new = ""
            result.append(changed)
        }
        return result
    }

    /// A child pane row whose pane was there and is gone: the row stays, pointing at nothing.
    static func paneLost(old: RowIndex.Row, new: (page: Page, specifier: Specifier)) -> SettingsChange? {
        guard case .childPane(let before) = old.specifier.kind, before.page != nil,
            case .childPane(let after) = new.specifier.kind, after.page == nil
        else { return nil }
        var lost = change(
            .rowOpensNothing, new.page, new.specifier,
            "\(label(new.specifier).capitalizedFirst) now opens nothing: its pane \(ProseText.quoted(after.file))"
                + " is not in the bundle (\(after.problem.map { "\($0)" } ?? "not found"))")
        lost.old = before.file
        lost.new = after.file
        return lost
    }

    static func choiceChanges(_ old: Specifier, _ new: Specifier, page: Page) -> [SettingsChange] {
        guard let newChoices = choices(new), let oldChoices = choices(old) else { return [] }
        var added = newChoices.items.filter { choice in !oldChoices.items.contains { $0.value == choice.value } }
        var removed = oldChoices.items.filter { choice in !newChoices.items.contains { $0.value == choice.value } }
        var result: [SettingsChange] = []
        // A choice with the same title that stores another value: not one removed and one added.
        var revalued: [(old: Choice, new: Choice)] = []
        for before in removed {
            guard let index = added.firstIndex(where: { $0.title.text == before.title.text }) else { continue }
            revalued.append((before, added.remove(at: index)))
        }
        removed.removeAll { choice in revalued.contains { $0.old.value == choice.value } }
        if !revalued.isEmpty {
            let shown = revalued.prefix(3).map { pair in
                "\(ProseText.quoted(pair.new.title.text)): \(ProseText.quoted(ValueFormatter.displayString(pair.old.value)))"
                    + " → \(ProseText.quoted(ValueFormatter.displayString(pair.new.value)))"
            }
            let more = revalued.count > 3 ? ", and \(revalued.count - 3) more" : ""
            let count = revalued.count == 1 ? "a choice stores" : "\(revalued.count) choices store"
            var item = change(
                .choiceValuesChanged, page, new,
                "\(label(new)): \(count) another value under the same title (\(shown.joined(separator: ", "))\(more));"
                    + " users who chose \(revalued.count == 1 ? "it" : "one") see a blank value")
            item.old = revalued.map { ValueFormatter.displayString($0.old.value) }.joined(separator: ", ")
            item.new = revalued.map { ValueFormatter.displayString($0.new.value) }.joined(separator: ", ")
            result.append(item)
        }
        let kept = newChoices.items.filter { choice in oldChoices.items.contains { $0.value == choice.value } }
        let keptBefore = oldChoices.items.filter { choice in newChoices.items.contains { $0.value == choice.value } }
        for choice in kept {
            guard let before = keptBefore.first(where: { $0.value == choice.value }),
                before.title.text != choice.title.text
            else { continue }
            var item = change(
                .choiceTitleChanged, page, new,
                "\(label(new)): choice \(ProseText.quoted(before.title.text)) → \(ProseText.quoted(choice.title.text))")
            item.old = before.title.text
            item.new = choice.title.text
            result.append(item)
        }
        if kept.map(\.value) != keptBefore.map(\.value) {
            let moves = moves(
                from: kept.map { choice in keptBefore.firstIndex { $0.value == choice.value } ?? 0 },
                named: { ProseText.quoted(kept[$0].title.text) })
            let order: String
            if kept.count > 2 && kept.map(\.value) == keptBefore.reversed().map(\.value) {
                order = "now in reverse order"
            } else if moves.count <= 3 {
                order = moves.joined(separator: "; ")
            } else {
                order = "now " + kept.map { ProseText.quoted($0.title.text) }.joined(separator: ", ")
            }
            var item = change(.choicesReordered, page, new, "\(label(new)): choices reordered: " + order)
            item.old = keptBefore.map(\.title.text).joined(separator: ", ")
            item.new = kept.map(\.title.text).joined(separator: ", ")
            result.append(item)
        }
        if !added.isEmpty {
            let names = added.map { ProseText.quoted($0.title.text) }.joined(separator: ", ")
            var item = change(
                .choicesAdded, page, new, "\(label(new)): choice\(added.count == 1 ? "" : "s") \(names) added")
            item.new = added.map(\.title.text).joined(separator: ", ")
            result.append(item)
        }
        if !removed.isEmpty {
            let names = removed.map { ProseText.quoted($0.title.text) }.joined(separator: ", ")
            var item = change(
                .choicesRemoved, page, new,
                "\(label(new)): choice\(removed.count == 1 ? "" : "s") \(names) removed;"
                    + " users who chose \(removed.count == 1 ? "it" : "one") see a blank value")
            item.old = removed.map(\.title.text).joined(separator: ", ")
            result.append(item)
        }
        return result
    }
}
