import SettingsBundle

/// Pairs the pages of two versions of a bundle: by id (the `File` that reaches them), else, for a
/// child pane whose `File` changed, by the row that opens it (same title under the paired parent).
public struct PageMatching: Sendable {
    private var oldByNew: [PageID: PageID] = [:]
    private var matchedOld = Set<PageID>()

    public init(old: LoadedBundle, new: LoadedBundle) {
        for page in new.orderedPages where old.page(page.id) != nil {
            oldByNew[page.id] = page.id
            matchedOld.insert(page.id)
        }
        for page in new.orderedPages where oldByNew[page.id] == nil {
            guard let parent = page.parent, let newParent = new.page(parent),
                let oldParent = oldByNew[parent].flatMap(old.page),
                let opener = newParent.specifiers.first(where: { Self.target($0) == page.id }),
                let title = opener.title?.text
            else { continue }
            let taken = matchedOld
            let candidate = oldParent.specifiers.lazy.compactMap { row -> PageID? in
                guard row.title?.text == title, let target = Self.target(row), new.page(target) == nil,
                    !taken.contains(target), old.page(target) != nil
                else { return nil }
                return target
            }.first
            if let candidate {
                oldByNew[page.id] = candidate
                matchedOld.insert(candidate)
            }
        }
    }

    /// The old page shown in place of the new page `id`.
    public func old(for id: PageID) -> PageID? { oldByNew[id] }

    /// The new page shown in place of the old page `id`.
    public func new(for id: PageID) -> PageID? { oldByNew.first { $0.value == id }?.key }

    /// Whether the old page `id` has a new counterpart.
    public func isMatched(old id: PageID) -> Bool { matchedOld.contains(id) }

    /// The page a child pane row opens.
    static func target(_ specifier: Specifier) -> PageID? {
        if case .childPane(let child) = specifier.kind { return child.page }
        return nil
    }
}
