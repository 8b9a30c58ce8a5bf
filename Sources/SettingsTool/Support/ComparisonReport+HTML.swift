import SettingsBundle
import SettingsComparison
import SettingsRender

/// `settings compare --format html`: the changes drawn on the panes.
extension ComparisonReport {
    /// The review page: each pane with changes drawn as the old and the new version show it
    /// (registered defaults, no stored values: what a user who never changed a setting sees),
    /// the changed rows marked, and the list of its changes beside the pictures.
    func html(old: LoadedBundle, new: LoadedBundle, dark: Bool = false) -> String {
        let matching = PageMatching(old: old, new: new)
        let marks = ChangeMarks(changes)
        let language = RenderLanguage(bundle: new)
        let renderer = PaneRenderer(palette: dark ? .dark : .light, rightToLeft: language.isRightToLeft)

        // The panes in order of their first change, each the pair of an old and a new page.
        struct Pair: Hashable {
            var old: PageID?
            var new: PageID?
        }
        var order: [Pair] = []
        var listed: [Pair: [SettingsChange]] = [:]
        for change in changes {
            let id = PageID(change.page)
            var pair = Pair()
            if new.page(id) != nil {
                pair = Pair(old: matching.old(for: id), new: id)
            } else if old.page(id) != nil {
                pair = Pair(old: id, new: matching.new(for: id))
            }
            if listed[pair] == nil { order.append(pair) }
            listed[pair, default: []].append(change)
            // A row that moved to another pane: the pane it left is drawn too, the row marked there.
            if change.kind == .rowMoved, let key = change.key,
                let left = old.orderedPages.first(where: { $0.specifier(forKey: key) != nil })?.id, left != pair.old
            {
                let from = Pair(old: left, new: matching.new(for: left))
                if listed[from] == nil { order.append(from) }
                listed[from, default: []].append(change)
            }
        }

        func picture(_ id: PageID?, of bundle: LoadedBundle, side: ChangeMarks.Side, pair: Pair) -> String? {
            guard var page = id.flatMap(bundle.page) else { return nil }
            // The root pane is titled with the app's name: the new version's, which a git snapshot lacks.
            if page.id == .root { page.title = new.rootPage.title }
            let ids = [pair.old, pair.new].compactMap { $0 }
            return renderer.svg(
                for: page, values: { _ in RowValue() }, images: { bundle.image(named: $0) },
                backTitle: page.parent.flatMap { $0 == .root ? new.rootPage.title.text : bundle.page($0)?.title.text }
                    ?? "Settings",
                marks: { marks.mark($0, on: ids, side: side) })
        }

        let panes = order.map { pair in
            let changes = listed[pair] ?? []
            let shown = pair.new.flatMap(new.page) ?? pair.old.flatMap(old.page)
            let first = changes[0]
            return ComparisonPage.Pane(
                heading: Self.pageHeading(shown?.title.text ?? first.pageTitle, shown?.id.rawValue ?? first.page, nil),
                before: picture(pair.old, of: old, side: .old, pair: pair),
                after: picture(pair.new, of: new, side: .new, pair: pair),
                entries: changes.map { change in
                    ComparisonPage.Entry(
                        mark: ChangeMarks.mark(for: change.kind),
                        label: Self.heading(change.kind) + (change.language.map { " (in \($0))" } ?? ""),
                        summary: change.summary, kind: change.kind.rawValue, codeSpans: change.codeSpans)
                })
        }
        return ComparisonPage(
            oldName: oldName, newName: newName, headline: headline, panes: panes, palette: renderer.palette,
            language: language
        ).html()
    }
}
