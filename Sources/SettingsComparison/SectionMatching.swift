import PropertyList
import SettingsBundle

/// Pairs the sections of two versions of a page: first by header text, then by the keys their
/// rows share, then, in order, the untitled ones that are left (a footer-only group, the rows
/// before the first group). A section left unpaired was added (new) or removed (old).
struct SectionMatching {
    /// For each new section's index, the index of its old counterpart.
    private(set) var oldIndex: [Int: Int] = [:]
    /// The old sections no new section was paired with, by index.
    private(set) var unmatchedOld: [Int] = []

    init(old: [PageSection], new: [PageSection]) {
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
        for (index, section) in new.enumerated() where oldIndex[index] == nil {
            let keys = Self.keys(section)
            guard !keys.isEmpty else { continue }
            let best = old.indices.filter { !used.contains($0) }
                .map { ($0, Self.keys(old[$0]).intersection(keys).count) }
                .filter { $0.1 > 0 }
                .max { $0.1 < $1.1 }
            if let best { pair(index, best.0) }
        }
        // The rows before the first group are the same place in both versions.
        if let first = new.indices.first, new[first].group == nil, oldIndex[first] == nil,
            let oldFirst = old.indices.first, old[oldFirst].group == nil, !used.contains(oldFirst)
        {
            pair(first, oldFirst)
        }
        var untitledOld = old.indices.filter { !used.contains($0) && old[$0].group != nil && old[$0].header == nil }
        for (index, section) in new.enumerated()
        where oldIndex[index] == nil && section.group != nil && section.header == nil && !untitledOld.isEmpty {
            pair(index, untitledOld.removeFirst())
        }
        unmatchedOld = old.indices.filter { !used.contains($0) }
    }

    /// Every pair, as (old index, new index).
    var pairs: [(old: Int, new: Int)] { oldIndex.map { (old: $0.value, new: $0.key) } }

    /// The old section paired with the new section at `index`.
    func old(for index: Int) -> Int? { oldIndex[index] }

    /// The keys of a section's rows (and of a RadioGroup that starts it).
    static func keys(_ section: PageSection) -> Set<PlistKey> {
        Set(rows(section).compactMap { $0.key.map { PlistKey($0) } })
    }

    /// The section's rows in screen order, the RadioGroup that starts it first.
    static func rows(_ section: PageSection) -> [Specifier] {
        var result: [Specifier] = []
        if let group = section.group, group.key != nil { result.append(group) }
        return result + section.rows
    }
}
