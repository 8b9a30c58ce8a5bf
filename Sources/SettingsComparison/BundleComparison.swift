import PropertyList
import SettingsBundle

/// Compares two loaded versions of a Settings.bundle and lists what a user would notice.
///
/// Keyed rows are matched by exact key (`PlistKey` semantics) wherever they are;
/// pages by id (the `File` that reaches them), or by the row that opens them when their file
/// changed; groups by header, then by the keys of their rows, then in order among untitled ones.
/// Changes come in the order of the new bundle's screens; what a page lost is listed where it was
/// (after the row that preceded it); removed pages come last.
public enum BundleComparison {
    /// The changes from `old` to `new`, in screen order.
    public static func compare(_ old: LoadedBundle, _ new: LoadedBundle) -> [SettingsChange] {
        let rows = (old: KeyedRows(old), new: KeyedRows(new))
        let pages = PageMatching(old: old, new: new)
        var changes: [SettingsChange] = []
        for page in new.orderedPages {
            let oldPage = pages.old(for: page.id).flatMap(old.page)
            changes += paneChanges(old: oldPage, new: page, parent: page.parent.flatMap(new.page))
            changes += pageBody(old: oldPage, new: page, rows: rows)
        }
        for page in old.orderedPages where !pages.isMatched(old: page.id) {
            changes.append(
                SettingsChange(
                    kind: .paneRemoved, page: page.id.rawValue, pageTitle: page.title.text, row: page.title.text,
                    old: page.file, summary: "Pane \(quoted(page.title.text)) (\(page.id)) removed"))
            for section in page.sections {
                for specifier in SectionMatching.rows(section) {
                    if let removed = removedRow(specifier, page: page, rows: rows) { changes.append(removed) }
                }
            }
        }
        let keys = rows.old.keys.union(rows.new.keys)
        for index in changes.indices { changes[index].codeSpans = codeSpans(in: changes[index].summary, keys: keys) }
        return changes
    }

    /// The keys a summary quotes as code (as ``code(_:)`` writes them), in order.
    static func codeSpans(in summary: String, keys: Set<PlistKey>) -> [String] {
        let characters = Array(summary)
        var result: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            var fence = 0
            while index + fence < characters.count && characters[index + fence] == "`" { fence += 1 }
            let start = index + fence
            var end = start
            var found: Int?
            while end < characters.count {
                if characters[end] == "`" {
                    var run = 0
                    while end + run < characters.count && characters[end + run] == "`" { run += 1 }
                    if run == fence {
                        found = end
                        break
                    }
                    end += run
                } else {
                    end += 1
                }
            }
            guard let close = found else { break }
            var content = String(characters[start..<close])
            if fence > 1 && content.hasPrefix(" ") && content.hasSuffix(" ") && content.count >= 2 {
                content = String(content.dropFirst().dropLast())
            }
            if keys.contains(PlistKey(content)) && code(content) == String(characters[index..<(close + fence)]) {
                result.append(content)
            }
            index = close + fence
        }
        return result
    }

    // MARK: Panes

    /// A pane's own changes; `parent` is the new page that opens it.
    static func paneChanges(old: Page?, new: Page, parent: Page?) -> [SettingsChange] {
        guard let old else {
            return [
                SettingsChange(
                    kind: .paneAdded, page: new.id.rawValue, pageTitle: new.title.text, row: new.title.text,
                    new: new.file,
                    summary: "Pane \(quoted(new.title.text)) (\(new.id)) added"
                        + (parent.map { " under " + paneName($0) } ?? ""))
            ]
        }
        var result: [SettingsChange] = []
        if old.id != new.id {
            result.append(
                SettingsChange(
                    kind: .paneFileChanged, page: new.id.rawValue, pageTitle: new.title.text, row: new.title.text,
                    old: old.file, new: new.file,
                    summary: "Pane \(quoted(new.title.text)) is now read from \(new.file ?? new.id.rawValue)"
                        + " (was \(old.file ?? old.id.rawValue)); it is compared with the old one"))
        }
        if new.id != .root, old.title.text != new.title.text {
            result.append(
                SettingsChange(
                    kind: .paneTitleChanged, page: new.id.rawValue, pageTitle: new.title.text, row: new.title.text,
                    old: old.title.text, new: new.title.text,
                    summary: "Pane title \(quoted(old.title.text)) → \(quoted(new.title.text))"))
        }
        if old.appGroup != new.appGroup {
            let from = old.appGroup ?? "the app's own domain"
            let to = new.appGroup ?? "the app's own domain"
            result.append(
                SettingsChange(
                    kind: .appGroupChanged, page: new.id.rawValue, pageTitle: new.title.text, old: old.appGroup,
                    new: new.appGroup,
                    summary:
                        "Rows of this pane now read and write \(to) instead of \(from): values users stored before are not shown"
                ))
        }
        return result
    }

    // MARK: Keyed rows

    /// The removal of `specifier` (on the old `page`) when its key is gone from the new bundle.
    static func removedRow(_ specifier: Specifier, page: Page, rows: (old: KeyedRows, new: KeyedRows))
        -> SettingsChange?
    {
        guard let key = specifier.key, rows.new.first(key) == nil, rows.old.isFirst(specifier, on: page)
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
        old: KeyedRows.Row, new: (page: Page, specifier: Specifier), key: String, moved isMoved: Bool,
        rows: (old: KeyedRows, new: KeyedRows)
    ) -> [SettingsChange] {
        let (page, specifier) = new
        let before = old.specifier
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
                .titleChanged, page, specifier, "Title of \(code(key)): \(quoted(oldTitle)) → \(quoted(newTitle))")
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
                .typeChanged, page, specifier, typeSentence(before, specifier, oldType, newType, key: key))
            typed.old = "\(KindWording.name(before.kind)) (\(oldType.description))"
            typed.new = "\(KindWording.name(specifier.kind)) (\(newType.description))"
            result.append(typed)
        }
        result += choiceChanges(before, specifier, page: page)
        if before.defaultValue != specifier.defaultValue {
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
                "\(code(key)) default \(quoted(ValueFormatter.displayString(value))) matches none of the choices now"
                    + " (it showed \(quoted(shown.title.text))): every user who never changed it sees a blank value"
                    + " after the update")
            changed.old = quoted(shown.title.text)
            changed.new = ""
            result.append(changed)
        }
        return result
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
                "\(quoted(pair.new.title.text)): \(quoted(ValueFormatter.displayString(pair.old.value)))"
                    + " → \(quoted(ValueFormatter.displayString(pair.new.value)))"
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
                "\(label(new)): choice \(quoted(before.title.text)) → \(quoted(choice.title.text))")
            item.old = before.title.text
            item.new = choice.title.text
            result.append(item)
        }
        if kept.map(\.value) != keptBefore.map(\.value) {
            let moves = moves(
                from: kept.map { choice in keptBefore.firstIndex { $0.value == choice.value } ?? 0 },
                named: { quoted(kept[$0].title.text) })
            let order: String
            if kept.count > 2 && kept.map(\.value) == keptBefore.reversed().map(\.value) {
                order = "now in reverse order"
            } else if moves.count <= 3 {
                order = moves.joined(separator: "; ")
            } else {
                order = "now " + kept.map { quoted($0.title.text) }.joined(separator: ", ")
            }
            var item = change(.choicesReordered, page, new, "\(label(new)): choices reordered: " + order)
            item.old = keptBefore.map(\.title.text).joined(separator: ", ")
            item.new = kept.map(\.title.text).joined(separator: ", ")
            result.append(item)
        }
        if !added.isEmpty {
            let names = added.map { quoted($0.title.text) }.joined(separator: ", ")
            var item = change(
                .choicesAdded, page, new, "\(label(new)): choice\(added.count == 1 ? "" : "s") \(names) added")
            item.new = added.map(\.title.text).joined(separator: ", ")
            result.append(item)
        }
        if !removed.isEmpty {
            let names = removed.map { quoted($0.title.text) }.joined(separator: ", ")
            var item = change(
                .choicesRemoved, page, new,
                "\(label(new)): choice\(removed.count == 1 ? "" : "s") \(names) removed;"
                    + " users who chose \(removed.count == 1 ? "it" : "one") see a blank value")
            item.old = removed.map(\.title.text).joined(separator: ", ")
            result.append(item)
        }
        return result
    }

    // MARK: Wording

    static func defaultSentence(_ old: Specifier, _ new: Specifier) -> String {
        let name = code(new.key ?? "")
        switch (old.defaultValue, new.defaultValue) {
        case (nil, let value?):
            let shown = display(value, for: new)
            return "\(name) now has default \(shown): every user who never changed it sees \(shown) after the update;"
                + " users who chose a value keep it"
        case (let value?, nil):
            let before = display(value, for: old)
            return "\(name) no longer has a default (was \(before)): every user who never changed it sees "
                + "\(display(nil, for: new)) after the update; users who chose a value keep it"
        case (let from?, let to?):
            let before = display(from, for: old)
            let after = display(to, for: new)
            if before == after {
                return "\(name) default is now \(typed(to)) (was \(typed(from))): shown the same (\(after)),"
                    + " registered with another type"
            }
            return
                "\(name) default \(before) → \(after): every user who never changed it sees \(after) after the update;"
                + " users who chose a value keep it"
        case (nil, nil):
            return "\(name) default unchanged"
        }
    }

    /// `an integer 0`, `a string "0"`: a value with its plist type.
    static func typed(_ value: PlistValue) -> String {
        let text = ValueFormatter.displayString(value)
        return "\(value.typeNameWithArticle) \(value.stringValue != nil ? quoted(text) : text)"
    }

    static func typeSentence(
        _ old: Specifier, _ new: Specifier, _ oldType: StoredType, _ newType: StoredType, key: String
    ) -> String {
        let from = KindWording.name(old.kind)
        let to = KindWording.name(new.kind)
        let head =
            from == to
            ? "\(code(key)) stores \(newType) instead of \(oldType)"
            : "\(code(key)) changed from \(KindWording.article(from)) to \(KindWording.article(to))"
        if newType.canShow(oldType) {
            return head + ": values users stored (\(oldType)) still show"
        }
        return head + ": a value users stored (\(oldType)) is one the new row cannot show"
    }

    /// A value as the row shows it: a choice's title, ON/OFF for a switch, a number, else the text.
    static func display(_ value: PlistValue?, for specifier: Specifier) -> String {
        switch specifier.kind {
        case .toggle(let toggle): return toggle.isOn(value) ? "ON" : "OFF"
        case .multiValue, .radioGroup, .titleValue:
            if let title = choices(specifier)?.choice(for: value)?.title.text { return quoted(title) }
        case .slider:
            if let value, let number = ValueFormatter.numericValue(of: value) {
                return ValueFormatter.formatNumber(number)
            }
        default: break
        }
        guard let value else { return "nothing" }
        return quoted(ValueFormatter.displayString(value))
    }

    static func choices(_ specifier: Specifier) -> ChoiceList? {
        switch specifier.kind {
        case .multiValue(let multi): multi.choices
        case .radioGroup(let radio): radio.choices
        case .titleValue(let title): title.choices
        default: nil
        }
    }

    static func defaultClause(_ specifier: Specifier) -> String {
        guard let value = specifier.defaultValue else { return "" }
        return ", default \(display(value, for: specifier))"
    }

    /// `"Speed" (speed)`: what the user sees, and the key.
    static func label(_ specifier: Specifier) -> String {
        let key = specifier.key ?? ""
        guard let title = specifier.title?.text, !title.allSatisfy(\.isWhitespace), title != key else {
            return code(key)
        }
        return "\(quoted(title)) (\(code(key)))"
    }

    /// ` in group "General"`, or nothing for a row outside a titled group (`places` indexes the
    /// bundle the page belongs to).
    static func placement(_ page: Page, _ specifier: Specifier, _ places: KeyedRows, preposition: String = "in")
        -> String
    {
        guard var index = places.sectionIndex(of: specifier, on: page.id) else { return "" }
        let sections = places.sections(of: page.id)
        // A RadioGroup starts its own section: its place is the group before it.
        if sections[index].group?.index == specifier.index {
            guard index > 0 else { return "" }
            index -= 1
        }
        guard let header = sections[index].header?.text else { return "" }
        return " \(preposition) group \(quoted(header))"
    }

    /// `the root pane`, `pane "More"`.
    static func paneName(_ page: Page) -> String {
        page.id == .root ? "the root pane" : "pane \(quoted(page.title.text))"
    }

    /// `the root pane, group "General"`: the page and group a row is in.
    static func placeName(_ page: Page, _ specifier: Specifier, _ places: KeyedRows) -> String {
        let pageName = paneName(page)
        let sections = places.sections(of: page.id)
        guard let index = places.sectionIndex(of: specifier, on: page.id), sections[index].group != nil else {
            return pageName
        }
        return "\(pageName), \(sectionName(sections[index], index))"
    }

    static func change(_ kind: SettingsChange.Kind, _ page: Page, _ specifier: Specifier, _ summary: String)
        -> SettingsChange
    {
        SettingsChange(
            kind: kind, page: page.id.rawValue, pageTitle: page.title.text, key: specifier.key,
            row: specifier.title?.text ?? specifier.key, summary: summary)
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }
    /// A key as Markdown code, as summaries quote it: fenced by one backtick more than the longest
    /// run of backticks the key holds, with spaces inside the fence when it holds any.
    public static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {  // a backtick followed by a combining mark still counts
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        guard longest > 0 else { return "`\(text)`" }
        let fence = String(repeating: "`", count: longest + 1)
        return "\(fence) \(text) \(fence)"
    }
}
