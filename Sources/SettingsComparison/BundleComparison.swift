import PropertyList
import SettingsBundle
import TextOutput

/// Compares two loaded versions of a Settings.bundle and lists what a user would notice.
///
/// Rows are matched by what names them wherever they are: their exact key (`PlistKey`
/// semantics), or for a row without one what it opens, with the filters that tell rows sharing
/// it apart and their order among those; pages by id (the `File` that reaches them), or by the
/// row that opens them when their file changed; groups by header, then by the rows they share,
/// then by footer, then by place among untitled ones left in the same place.
/// Changes come in the order of the new bundle's screens; what a page lost is listed where it was
/// (after the row that preceded it); removed pages come last.
public enum BundleComparison {
    /// The changes from `old` to `new`, in screen order.
    public static func compare(_ old: LoadedBundle, _ new: LoadedBundle) -> [SettingsChange] {
        let pages = PageMatching(old: old, new: new)
        let counterparts = (old: { pages.isMatched(old: $0) ? $0 : nil }, new: { pages.old(for: $0) })
        let shared = RowIndex.sharedNames(in: old, counterpart: counterparts.old)
            .union(RowIndex.sharedNames(in: new, counterpart: counterparts.new))
        let rows = (
            old: RowIndex(old, counterpart: counterparts.old, shared: shared),
            new: RowIndex(new, counterpart: counterparts.new, shared: shared)
        )
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
                    old: page.file, summary: "Pane \(ProseText.quoted(page.title.text)) (\(page.id)) removed"))
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

    /// The keys a summary quotes as code (as `MarkdownText.code(_:)` writes them), in order.
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
            if content.hasPrefix(" ") && content.hasSuffix(" ") && content.contains(where: { $0 != " " }) {
                content = String(content.dropFirst().dropLast())
            }
            if keys.contains(PlistKey(content))
                && MarkdownText.code(content) == String(characters[index..<(close + fence)])
            {
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
                    summary: "Pane \(ProseText.quoted(new.title.text)) (\(new.id)) added"
                        + (parent.map { " under " + paneName($0) } ?? ""))
            ]
        }
        var result: [SettingsChange] = []
        if old.id != new.id {
            result.append(
                SettingsChange(
                    kind: .paneFileChanged, page: new.id.rawValue, pageTitle: new.title.text, row: new.title.text,
                    old: old.file, new: new.file,
                    summary: "Pane \(ProseText.quoted(new.title.text)) is now read from \(new.file ?? new.id.rawValue)"
                        + " (was \(old.file ?? old.id.rawValue)); it is compared with the old one"))
        }
        if new.id != .root, old.title.text != new.title.text {
            result.append(
                SettingsChange(
                    kind: .paneTitleChanged, page: new.id.rawValue, pageTitle: new.title.text, row: new.title.text,
                    old: old.title.text, new: new.title.text,
                    summary: "Pane title \(ProseText.quoted(old.title.text)) → \(ProseText.quoted(new.title.text))"))
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

    // MARK: Wording

    static func defaultSentence(_ old: Specifier, _ new: Specifier) -> String {
        let name = MarkdownText.code(new.key ?? "")
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
        return "\(value.typeNameWithArticle) \(value.stringValue != nil ? ProseText.quoted(text) : text)"
    }

    static func typeSentence(
        _ old: Specifier, _ new: Specifier, _ oldType: StoredType, _ newType: StoredType, name: String
    ) -> String {
        let from = KindWording.name(old.kind)
        let to = KindWording.name(new.kind)
        let head =
            from == to
            ? "\(name) stores \(newType) instead of \(oldType)"
            : "\(name) changed from \(KindWording.article(from)) to \(KindWording.article(to))"
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
            if let title = choices(specifier)?.choice(for: value)?.title.text { return ProseText.quoted(title) }
        case .slider:
            if let value, let number = ValueFormatter.numericValue(of: value) {
                return ValueFormatter.formatNumber(number)
            }
        case .group, .textField, .childPane, .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose,
            .customView, .appPane, .unsupported:
            break
        }
        guard let value else { return "nothing" }
        return ProseText.quoted(ValueFormatter.displayString(value))
    }

    static func choices(_ specifier: Specifier) -> ChoiceList? {
        switch specifier.kind {
        case .multiValue(let multi): multi.choices
        case .radioGroup(let radio): radio.choices
        case .titleValue(let title): title.choices
        case .group, .textField, .toggle, .slider, .childPane, .textView, .datePicker, .listGroup, .button, .openURL,
            .mailCompose, .customView, .appPane, .unsupported:
            nil
        }
    }

    static func defaultClause(_ specifier: Specifier) -> String {
        guard let value = specifier.defaultValue else { return "" }
        return ", default \(display(value, for: specifier))"
    }

    /// `"Speed" (speed)`: what the user sees, and the key; a row without a key by its title, else
    /// by its kind and what it opens.
    static func label(_ specifier: Specifier) -> String {
        guard let key = specifier.key else {
            if let title = specifier.title?.text, !title.allSatisfy(\.isWhitespace) { return ProseText.quoted(title) }
            return "the " + KindWording.name(specifier.kind) + opens(specifier)
        }
        guard let title = specifier.title?.text, !title.allSatisfy(\.isWhitespace), title != key else {
            return MarkdownText.code(key)
        }
        return "\(ProseText.quoted(title)) (\(MarkdownText.code(key)))"
    }

    /// ` opening "More"`: what a row without a title opens, when it says.
    static func opens(_ specifier: Specifier) -> String {
        switch specifier.kind {
        case .childPane(let child): " opening \(ProseText.quoted(child.file))"
        case .appPane(let pane): " opening \(pane.screen)"
        case .openURL(let open): open.url.map { " opening \(ProseText.quoted($0.text))" } ?? ""
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .textView, .datePicker,
            .listGroup, .button, .mailCompose, .customView, .unsupported:
            ""
        }
    }

    /// ` in group "General"`, or nothing for a row outside a titled group (`places` indexes the
    /// bundle the page belongs to).
    static func placement(_ page: Page, _ specifier: Specifier, _ places: RowIndex, preposition: String = "in")
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
        return " \(preposition) group \(ProseText.quoted(header))"
    }

    /// `the root pane`, `pane "More"`.
    static func paneName(_ page: Page) -> String {
        page.id == .root ? "the root pane" : "pane \(ProseText.quoted(page.title.text))"
    }

    /// `the root pane, group "General"`: the page and group a row is in.
    static func placeName(_ page: Page, _ specifier: Specifier, _ places: RowIndex) -> String {
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
}
