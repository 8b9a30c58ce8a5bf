import PropertyList
import SettingsBundle

/// Pairs the sections of two versions of a page on their contents, never on position alone:
/// first by header text, then by the rows they share (``RowID``), then untitled groups by the
/// same footer, then the rows before the first group; last, an untitled group left over is
/// paired with one left over in the same place (between the same paired groups) when neither
/// holds a row the other version keeps. A section left unpaired was added (new) or removed (old).
struct SectionMatching {
    /// For each new section's index, the index of its old counterpart.
    private(set) var oldIndex: [Int: Int] = [:]
    /// The old sections no new section was paired with, by index.
    private(set) var unmatchedOld: [Int] = []

    /// `oldID` and `newID` name a row of each version; `kept` says whether a row of either
    /// version (`old` or `new` side) has a counterpart in the other.
    init(
        old: [PageSection], new: [PageSection], oldID: (Specifier) -> RowID?, newID: (Specifier) -> RowID?,
        kept: (old: (RowID) -> Bool, new: (RowID) -> Bool)
    ) {
        var used = Set<Int>()
        func pair(_ newIndex: Int, _ oldIndex: Int) {
            self.oldIndex[newIndex] = oldIndex
            used.insert(oldIndex)
        }
        for (index, section) in new.enumerated() {
            guard let header = section.header?.text,
                let match = old.indices.first(where: { !used.contains($0) && old[$0].header?.text == header })
            else { continue }
            pair(index, match)
        }
        let oldRows = old.map { Set(Self.rows($0).compactMap(oldID)) }
        let newRows = new.map { Set(Self.rows($0).compactMap(newID)) }
        for index in new.indices where oldIndex[index] == nil && !newRows[index].isEmpty {
            let best = old.indices.filter { !used.contains($0) }
                .map { ($0, oldRows[$0].intersection(newRows[index]).count) }
                .filter { $0.1 > 0 }
                .max { $0.1 < $1.1 }
            if let best { pair(index, best.0) }
        }
        func isUntitled(_ section: PageSection) -> Bool { section.group != nil && section.header == nil }
        for (index, section) in new.enumerated() where oldIndex[index] == nil && isUntitled(section) {
            guard let footer = Self.footer(section),
                let match = old.indices.first(where: {
                    !used.contains($0) && isUntitled(old[$0]) && Self.footer(old[$0]) == footer
                })
            else { continue }
            pair(index, match)
        }
        // The rows before the first group are the same place in both versions.
        if let first = new.indices.first, new[first].group == nil, oldIndex[first] == nil,
            let oldFirst = old.indices.first, old[oldFirst].group == nil, !used.contains(oldFirst)
        {
            pair(first, oldFirst)
        }
        for (index, section) in new.enumerated()
        where oldIndex[index] == nil && isUntitled(section) && !newRows[index].contains(where: kept.new) {
            let paired = oldIndex
            let lower = (0..<index).reversed().compactMap { paired[$0] }.first ?? -1
            let upper = (index + 1..<new.count).compactMap { paired[$0] }.first ?? old.count
            guard lower < upper else { continue }
            let match = (lower + 1..<upper).first {
                !used.contains($0) && isUntitled(old[$0]) && !oldRows[$0].contains(where: kept.old)
            }
            if let match { pair(index, match) }
        }
        unmatchedOld = old.indices.filter { !used.contains($0) }
    }

    /// Every pair, as (old index, new index).
    var pairs: [(old: Int, new: Int)] { oldIndex.map { (old: $0.value, new: $0.key) } }

    /// The old section paired with the new section at `index`.
    func old(for index: Int) -> Int? { oldIndex[index] }

    /// A section's footer when it says something (a blank `FooterText` is no footer).
    static func footer(_ section: PageSection) -> String? {
        guard let text = section.footer?.text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// The section's rows in screen order, the RadioGroup that starts it first.
    static func rows(_ section: PageSection) -> [Specifier] {
        var result: [Specifier] = []
        if let group = section.group, group.key != nil { result.append(group) }
        return result + section.rows
    }
}
