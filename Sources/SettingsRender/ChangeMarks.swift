import PropertyList
import SettingsBundle
import SettingsComparison

/// Which rows of the old and the new pictures of a pane a list of changes marks, and how.
///
/// Keyed rows are found by their exact key anywhere in the bundle (as the comparison matches
/// them); rows without a key (child panes, groups) by their title on the page the change names.
/// Changes found in another language (`--all-languages`) mark nothing: the pictures are drawn in
/// one language.
public struct ChangeMarks: Sendable {
    /// The version a picture shows.
    public enum Side: Sendable, Hashable {
        case old, new
    }

    private var keyed: [Side: [PlistKey: [RowMark]]] = [:]
    private var titled: [Side: [String: [String: [RowMark]]]] = [:]

    public init(_ changes: [SettingsChange]) {
        for change in changes where change.language == nil {
            switch change.kind {
            case .rowAdded: add(.added, change, on: [.new])
            case .rowRemoved: add(.removed, change, on: [.old])
            case .rowMoved: add(.moved, change, on: [.old, .new])
            case .rowRekeyed:
                // The old key on the old picture, the new one on the new picture.
                if let old = change.old { keyed[.old, default: [:]][PlistKey(old), default: []].append(.changed) }
                if let new = change.new { keyed[.new, default: [:]][PlistKey(new), default: []].append(.changed) }
            case .titleChanged, .defaultChanged, .typeChanged, .shownValueChanged, .rowOpensNothing, .choicesAdded,
                .choicesRemoved, .choicesReordered,
                .choiceTitleChanged, .choiceValuesChanged:
                add(.changed, change, on: [.old, .new])
            case .rowsReordered:
                // `old` and `new` list the group's common keys in order: those whose place changed moved.
                let before = Self.keys(change.old)
                let after = Self.keys(change.new)
                guard before.count == after.count else { continue }
                for (index, key) in after.enumerated() where before[index] != key {
                    for side in [Side.old, .new] {
                        // A row without a key is listed by its title.
                        keyed[side, default: [:]][PlistKey(key), default: []].append(.moved)
                        addTitle(.moved, key, page: change.page, on: side)
                    }
                }
            case .groupsReordered:
                // `old` and `new` list the groups' titles in order: those whose place changed moved.
                let before = Self.keys(change.old)
                let after = Self.keys(change.new)
                guard before.count == after.count else { continue }
                for (index, title) in after.enumerated() where before[index] != title && !title.isEmpty {
                    for side in [Side.old, .new] { addTitle(.moved, title, page: change.page, on: side) }
                }
            case .groupAdded: addTitle(.added, change.row, page: change.page, on: .new)
            case .groupRemoved: addTitle(.removed, change.row, page: change.page, on: .old)
            case .groupTitleChanged:
                addTitle(.changed, change.old, page: change.page, on: .old)
                addTitle(.changed, change.new, page: change.page, on: .new)
            case .footerChanged:
                addTitle(.changed, change.row, page: change.page, on: .old)
                addTitle(.changed, change.row, page: change.page, on: .new)
            case .paneAdded, .paneRemoved, .paneTitleChanged, .paneFileChanged, .appGroupChanged, .languageAdded,
                .languageRemoved:
                // The whole pane: said by its heading and its list, not on a row.
                continue
            }
        }
    }

    /// The mark of `specifier` on the `side` picture of a page (`pages`: its id in either version).
    public func mark(_ specifier: Specifier, on pages: [PageID], side: Side) -> RowMark? {
        var found: [RowMark] = []
        if let key = specifier.key {
            found += keyed[side]?[PlistKey(key)] ?? []
        } else if let title = specifier.title?.text {
            for page in pages { found += titled[side]?[page.rawValue]?[title] ?? [] }
        }
        return RowMark.strongest(found)
    }

    private mutating func add(_ mark: RowMark, _ change: SettingsChange, on sides: [Side]) {
        for side in sides {
            if let key = change.key {
                keyed[side, default: [:]][PlistKey(key), default: []].append(mark)
            } else {
                addTitle(mark, change.row, page: change.page, on: side)
            }
        }
    }

    private mutating func addTitle(_ mark: RowMark, _ title: String?, page: String, on side: Side) {
        guard let title else { return }
        titled[side, default: [:]][page, default: [:]][title, default: []].append(mark)
    }

    /// `a, b, c` as the keys it lists.
    static func keys(_ list: String?) -> [String] {
        guard let list, !list.isEmpty else { return [] }
        return list.components(separatedBy: ", ")
    }
}

extension ChangeMarks {
    /// How a change of `kind` is marked in the list beside the pictures, as its row is on them
    /// (a whole pane or language: as if it were a row).
    public static func mark(for kind: SettingsChange.Kind) -> RowMark {
        switch kind {
        case .rowAdded, .groupAdded, .paneAdded, .languageAdded: .added
        case .rowRemoved, .groupRemoved, .paneRemoved, .languageRemoved: .removed
        case .rowMoved, .rowsReordered, .groupsReordered: .moved
        case .paneTitleChanged, .paneFileChanged, .appGroupChanged, .groupTitleChanged, .footerChanged, .rowRekeyed,
            .titleChanged, .choicesAdded, .choicesRemoved, .choicesReordered, .choiceTitleChanged, .choiceValuesChanged,
            .defaultChanged, .typeChanged, .shownValueChanged, .rowOpensNothing:
            .changed
        }
    }
}
