import PropertyList
import SettingsBundle
import TextOutput

extension BundleComparison {
    /// The changes inside a page, section by section in screen order: each group's own changes,
    /// then its rows'; what the old page had and the new one lacks comes after the row that
    /// preceded it there.
    static func pageBody(old: Page?, new page: Page, rows: (old: RowIndex, new: RowIndex)) -> [SettingsChange] {
        let newSections = page.sections
        let oldSections = old?.sections ?? []
        let matching = SectionMatching(
            old: oldSections, new: newSections,
            oldID: { row in old.flatMap { rows.old.id(of: row, on: $0.id) } },
            newID: { rows.new.id(of: $0, on: page.id) },
            kept: (old: { rows.new.row($0) != nil }, new: { rows.old.row($0) != nil }))
        var removals: [Anchor: [SettingsChange]] = [:]
        var removedRows: [Anchor: [Specifier]] = [:]
        var anchors: [Anchor] = []
        func remember(_ change: SettingsChange, after anchor: Anchor) {
            if removals[anchor] == nil { anchors.append(anchor) }
            removals[anchor, default: []].append(change)
        }
        if let old {
            var anchor = Anchor.start
            let paired = Dictionary(uniqueKeysWithValues: matching.pairs.map { ($0.old, $0.new) })
            for (index, section) in oldSections.enumerated() {
                if let newIndex = paired[index] {
                    anchor = .section(newIndex)
                } else if let removed = groupChange(.groupRemoved, section, old, index) {
                    remember(removed, after: anchor)
                }
                for specifier in SectionMatching.rows(section) {
                    guard let id = rows.old.id(of: specifier, on: old.id) else { continue }
                    if rows.new.row(id)?.page.id == page.id {
                        anchor = .row(id)
                    } else if let removed = removedRow(specifier, page: old, rows: rows) {
                        remember(removed, after: anchor)
                        removedRows[anchor, default: []].append(specifier)
                    }
                }
            }
        }
        // A row added where one of the same kind and a like title or key was removed is that row
        // under another key: one change, not a removal and an addition.
        var rekeyed: [RowID: Specifier] = [:]
        if let old {
            var anchor = Anchor.start
            for (index, section) in newSections.enumerated() {
                if matching.old(for: index) != nil { anchor = .section(index) }
                for specifier in SectionMatching.rows(section) {
                    guard let id = rows.new.id(of: specifier, on: page.id) else { continue }
                    if rows.old.row(id)?.page.id == old.id {
                        anchor = .row(id)
                        continue
                    }
                    guard specifier.key != nil, rows.old.row(id) == nil,
                        let match = removedRows[anchor]?.first(where: { isSameRow($0, underAnotherKey: specifier) })
                    else { continue }
                    rekeyed[id] = match
                    removedRows[anchor]?.removeAll { $0.index == match.index }
                    removals[anchor]?.removeAll { change in
                        change.kind == .rowRemoved && change.key.map { PlistKey($0) } == match.key.map { PlistKey($0) }
                    }
                }
            }
        }
        // What the page lost is listed on the page as it is now (a pane whose file changed has a new id).
        removals = removals.mapValues { changes in
            changes.map { change in
                var moved = change
                moved.page = page.id.rawValue
                moved.pageTitle = page.title.text
                return moved
            }
        }
        var oldSectionOfRow: [Int: Int] = [:]
        for (index, section) in oldSections.enumerated() {
            for row in SectionMatching.rows(section) { oldSectionOfRow[row.index] = index }
        }
        var listed: Set<Anchor> = [.start]
        var result = removals[.start] ?? []
        if let reordered = groupOrder(matching, old: oldSections, new: newSections, page: page) {
            result.append(reordered)
        }
        for (index, section) in newSections.enumerated() {
            if let oldIndex = matching.old(for: index), let old {
                result += sectionChanges(old: oldSections[oldIndex], new: section, page: page, index: index)
                if let reordered = reorder(
                    old: (old, oldSections[oldIndex]), new: section, page: page, index: index, rows: rows)
                {
                    result.append(reordered)
                }
            } else if old != nil, let added = groupChange(.groupAdded, section, page, index) {
                result.append(added)
            }
            result += removals[.section(index)] ?? []
            listed.insert(.section(index))
            let sectionRows = SectionMatching.rows(section)
            for (offset, specifier) in sectionRows.enumerated() {
                guard let id = rows.new.id(of: specifier, on: page.id) else { continue }
                if let before = rows.old.row(id) {
                    let stayed =
                        before.page.id == old?.id
                        && oldSectionOfRow[before.specifier.index] == matching.old(for: index)
                    result += rowChanges(old: before, new: (page, specifier), moved: !stayed, rows: rows)
                } else if let old, let before = rekeyed[id] {
                    if before.key.map({ PlistKey($0) }) == specifier.key.map({ PlistKey($0) }) {
                        // The very same key, named apart only by filters it gained or lost when a
                        // second row of that key came or went: the row stayed, under its key.
                        result += rowChanges(old: (old, before), new: (page, specifier), moved: false, rows: rows)
                    } else {
                        result += rekeyChanges(old: (old, before), new: (page, specifier), rows: rows)
                    }
                } else if !rows.new.opensUnpairedPane(specifier) {
                    result.append(
                        change(
                            .rowAdded, page, specifier,
                            "\(KindWording.name(specifier.kind).capitalizedFirst) \(label(specifier)) added"
                                + placement(page, specifier, rows.new)
                                + position(
                                    of: offset, in: sectionRows,
                                    groupIsNew: old != nil && matching.old(for: index) == nil)
                                + defaultClause(specifier)))
                }
                result += removals[.row(id)] ?? []
                listed.insert(.row(id))
            }
        }
        // Anything whose anchor was not drawn after all (never expected) still gets listed.
        for anchor in anchors where !listed.contains(anchor) { result += removals[anchor] ?? [] }
        return result
    }

    /// Where in its group an added row is: ` after "Sync" (`sync`)`, ` at the top`; nothing in a
    /// group that is new itself (all its rows are).
    /// `rows` are the group's (``SectionMatching/rows(_:)``), the added row at `offset`.
    static func position(of offset: Int, in rows: [Specifier], groupIsNew: Bool) -> String {
        guard !groupIsNew else { return "" }
        let before = rows[..<offset].last { $0.key != nil || !($0.title?.text ?? "").isEmpty }
        guard let before else { return rows.count > 1 ? " at the top" : "" }
        return " after \(label(before))"
    }

    /// Whether `new`, added where `old` was removed, is the same row under another key: the same
    /// kind, and the same title, or titles or keys of which one begins the other.
    static func isSameRow(_ old: Specifier, underAnotherKey new: Specifier) -> Bool {
        guard old.kind.typeName == new.kind.typeName, let oldKey = old.key, let newKey = new.key else { return false }
        func begins(_ one: String, _ other: String) -> Bool {
            let (short, long) = one.count <= other.count ? (one, other) : (other, one)
            return short.count >= 4 && long.lowercased().hasPrefix(short.lowercased())
        }
        // Keys that differ only in Unicode normalization look the same to the developer who wrote them.
        if oldKey == newKey { return true }
        let oldTitle = old.title?.text ?? ""
        let newTitle = new.title?.text ?? ""
        if !oldTitle.isEmpty && oldTitle == newTitle { return true }
        return begins(oldKey, newKey) || (!oldTitle.isEmpty && !newTitle.isEmpty && begins(oldTitle, newTitle))
    }

    /// A row kept under another key: what users stored is left behind; then its other changes.
    static func rekeyChanges(
        old: RowIndex.Row, new: (page: Page, specifier: Specifier), rows: (old: RowIndex, new: RowIndex)
    ) -> [SettingsChange] {
        let (page, specifier) = new
        let key = specifier.key ?? ""
        let oldKey = old.specifier.key ?? ""
        let shown = specifier.defaultValue.map { "the default \(display($0, for: specifier))" } ?? "no value"
        // Swift's == is canonical equivalence: equal here means the keys differ only in their code points.
        let sameLetters = oldKey == key ? ", the same letters with other Unicode code points" : ""
        var result = change(
            .rowRekeyed, page, specifier,
            "\(label(specifier)) is stored under a new key (was \(MarkdownText.code(oldKey))\(sameLetters)): what users stored"
                + " under \(MarkdownText.code(oldKey)) is not shown; they see \(shown)")
        result.old = oldKey
        result.new = key
        return [result]
            + rowChanges(old: old, new: new, moved: false, rows: rows).filter { $0.kind != .rowMoved }
    }

    /// Where on the new page something the old page had is listed: after what preceded it there.
    enum Anchor: Hashable {
        /// Before everything else on the page.
        case start
        /// After the changes of the group starting the new section at this index.
        case section(Int)
        /// After the changes of this row.
        case row(RowID)
    }

    /// How a section is named in a sentence: `group "General"`, or `untitled group 2` (its place on the page).
    static func sectionName(_ section: PageSection, _ index: Int) -> String {
        if let header = section.header?.text { return "group \(ProseText.quoted(header))" }
        if section.group == nil { return "the rows at the top" }
        return "untitled group \(index + 1)"
    }

    /// A group added or removed, when the user sees it as one (it has a header or a footer that
    /// says something); a group with neither is only a gap, its rows listed as they are.
    static func groupChange(_ kind: SettingsChange.Kind, _ section: PageSection, _ page: Page, _ index: Int)
        -> SettingsChange?
    {
        let footer = SectionMatching.footer(section)
        guard section.group != nil, section.header != nil || footer != nil else { return nil }
        let verb = kind == .groupAdded ? "added" : "removed"
        let name = sectionName(section, index).capitalizedFirst
        let shown = footer.map { " (footer \(ProseText.quoted(excerpt($0))))" } ?? ""
        var result = SettingsChange(
            kind: kind, page: page.id.rawValue, pageTitle: page.title.text, row: section.header?.text,
            summary: "\(name)\(shown) \(verb)")
        if kind == .groupAdded { result.new = footer } else { result.old = footer }
        return result
    }

    /// A paired group's header and footer changes.
    static func sectionChanges(old: PageSection, new: PageSection, page: Page, index: Int) -> [SettingsChange] {
        var result: [SettingsChange] = []
        let oldHeader = old.header?.text
        let newHeader = new.header?.text
        if oldHeader != newHeader {
            result.append(
                SettingsChange(
                    kind: .groupTitleChanged, page: page.id.rawValue, pageTitle: page.title.text, row: newHeader,
                    old: oldHeader, new: newHeader,
                    summary: "Group title \(ProseText.quoted(oldHeader ?? "")) → \(ProseText.quoted(newHeader ?? ""))"))
        }
        let from = SectionMatching.footer(old)
        let to = SectionMatching.footer(new)
        if from != to {
            result.append(
                SettingsChange(
                    kind: .footerChanged, page: page.id.rawValue, pageTitle: page.title.text, row: newHeader,
                    old: from, new: to,
                    summary: "Footer of \(sectionName(new, index)): \(TextDelta(from ?? "", to ?? ""))"))
        }
        return result
    }

    /// Rows that stayed in a group but changed places in it: the fewest rows that moved, each with
    /// the row it now follows.
    static func reorder(
        old: (page: Page, section: PageSection), new: PageSection, page: Page, index: Int,
        rows: (old: RowIndex, new: RowIndex)
    ) -> SettingsChange? {
        let oldRows = SectionMatching.rows(old.section).compactMap { row in
            rows.old.id(of: row, on: old.page.id).map { (row: row, id: $0) }
        }
        var oldPosition: [RowID: Int] = [:]
        for (position, row) in oldRows.enumerated() { oldPosition[row.id] = position }
        let common = SectionMatching.rows(new).compactMap { row -> (Specifier, Int)? in
            guard let id = rows.new.id(of: row, on: page.id), let position = oldPosition[id] else { return nil }
            return (row, position)
        }
        guard common.count > 1 else { return nil }
        let moved = moves(from: common.map(\.1), named: { label(common[$0].0) })
        guard !moved.isEmpty else { return nil }
        let before = common.map(\.1).sorted().map { oldRows[$0].row }
        return SettingsChange(
            kind: .rowsReordered, page: page.id.rawValue, pageTitle: page.title.text, row: new.header?.text,
            old: before.map(markName).joined(separator: ", "),
            new: common.map { markName($0.0) }.joined(separator: ", "),
            summary: "Order of \(sectionName(new, index)) changed: "
                + movesSummary(moved, order: common.map { label($0.0) }, noun: "rows"))
    }

    /// How a reorder's `old` and `new` lists name a row: its key, else its title.
    static func markName(_ specifier: Specifier) -> String { specifier.key ?? specifier.title?.text ?? "" }

    /// Groups kept on a page that changed places: the fewest that moved, each with the group it now follows.
    static func groupOrder(_ matching: SectionMatching, old: [PageSection], new: [PageSection], page: Page)
        -> SettingsChange?
    {
        let pairs = matching.pairs.sorted { $0.new < $1.new }
        guard pairs.count > 1 else { return nil }
        let moved = moves(
            from: pairs.map(\.old), named: { sectionName(new[pairs[$0].new], pairs[$0].new) },
            movedNamed: { offset in
                let name = sectionName(new[pairs[offset].new], pairs[offset].new)
                let before = sectionName(old[pairs[offset].old], pairs[offset].old)
                return name + (before == name ? "" : " (was \(before))")
            })
        guard !moved.isEmpty else { return nil }
        // The groups' titles in their old and new order, for marking the moved ones on the pictures.
        let titles = (
            old: pairs.sorted { $0.old < $1.old }.map { old[$0.old].header?.text ?? "" },
            new: pairs.map { new[$0.new].header?.text ?? "" }
        )
        return SettingsChange(
            kind: .groupsReordered, page: page.id.rawValue, pageTitle: page.title.text,
            old: titles.old.joined(separator: ", "), new: titles.new.joined(separator: ", "),
            summary: "Order of the groups changed: "
                + movesSummary(
                    moved, order: pairs.map { sectionName(new[$0.new], $0.new) }, noun: "groups"))
    }

    /// The moves as a list while there are few (``maximumListedMoves``), else how many moved and the
    /// new order's start: a shuffled group of thousands of rows stays one readable line.
    static func movesSummary(_ moved: [String], order: [String], noun: String) -> String {
        guard moved.count > maximumListedMoves else { return moved.joined(separator: "; ") }
        let shown = order.prefix(8).joined(separator: ", ") + (order.count > 8 ? ", …" : "")
        return "\(moved.count) of \(order.count) \(noun) moved; now \(shown)"
    }

    /// The most moves listed one by one in a reorder's summary.
    static let maximumListedMoves = 5

    /// The fewest items that moved, each as `NAME now first` or `NAME now after PREVIOUS`:
    /// `oldPositions[i]` is where the item now at offset `i` was; `named` names the item at an
    /// offset (`movedNamed`, when given, names a moved one).
    static func moves(
        from oldPositions: [Int], named: (Int) -> String, movedNamed: ((Int) -> String)? = nil
    ) -> [String] {
        let kept = longestIncreasing(oldPositions)
        return oldPositions.indices.filter { !kept.contains($0) }.map { offset in
            (movedNamed?(offset) ?? named(offset)) + (offset == 0 ? " now first" : " now after \(named(offset - 1))")
        }
    }

    /// The offsets of a longest strictly increasing subsequence of `values`.
    static func longestIncreasing(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var length = Array(repeating: 1, count: values.count)
        var previous = Array(repeating: -1, count: values.count)
        for end in values.indices {
            for start in 0..<end where values[start] < values[end] && length[start] + 1 > length[end] {
                length[end] = length[start] + 1
                previous[end] = start
            }
        }
        var offset = length.indices.max { length[$0] < length[$1] } ?? 0
        var result = Set<Int>()
        while offset >= 0 {
            result.insert(offset)
            offset = previous[offset]
        }
        return result
    }

    /// The first words of a long text, for naming a group by its footer.
    static func excerpt(_ text: String, limit: Int = 48) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard flat.count > limit else { return flat }
        let cut = flat.prefix(limit)
        let words = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return words + "…"
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
