import SettingsBundle
import TextOutput

/// Finds rows across every page of every open app by their words: titles, keys, value titles,
/// group titles and footers, localized and raw, ignoring case and diacritics.
enum SearchIndex {
    /// One row of one page and its texts, folded once: what a query is matched against.
    struct Entry: Sendable {
        var row: RowReference
        /// The row's texts, then its section's, each with its folded form.
        var texts: [(text: Text, folded: String)]
    }

    /// The rows matching `query` (every word of it, each in any of the row's texts), each once.
    static func results(_ query: String, apps: [EditorApp]) -> [SearchResult] {
        results(query, in: entries(apps))
    }

    /// ``results(_:apps:)`` against an index built by ``entries(_:)``.
    static func results(_ query: String, in entries: [Entry]) -> [SearchResult] {
        let words = query.split(whereSeparator: \.isWhitespace).map { fold(String($0)) }
        guard !words.isEmpty else { return [] }
        var results: [SearchResult] = []
        for entry in entries {
            guard words.allSatisfy({ word in entry.texts.contains { $0.folded.contains(word) } }) else { continue }
            // Name the text holding the first word.
            let text = entry.texts.first { $0.folded.contains(words[0]) }!.text
            results.append(
                SearchResult(row: entry.row, field: text.field, excerpt: excerpt(text.text, around: words[0])))
        }
        return results
    }

    /// Every row of every page of every app with its texts folded, in page order: folding (case,
    /// diacritics, width) is the slow part of a search, so it is done once per bundle rather than
    /// for every row on every typed character.
    static func entries(_ apps: [EditorApp]) -> [Entry] {
        var entries: [Entry] = []
        for app in apps {
            for page in app.bundle.orderedPages {
                for section in page.sections {
                    let context = sectionTexts(section).map { ($0, fold($0.text)) }
                    for specifier in section.drawnRows {
                        entries.append(
                            Entry(
                                row: RowReference(app: app.id, page: page.id, specifier: specifier.index),
                                texts: rowTexts(specifier).map { ($0, fold($0.text)) } + context))
                    }
                }
            }
        }
        return entries
    }

    struct Text: Sendable {
        var field: String
        var text: String
    }

    /// A localized text and, when it differs, its raw (untranslated) form.
    static func texts(_ field: String, _ text: LocalizedText?) -> [Text] {
        guard let text else { return [] }
        var texts = [Text(field: field, text: text.text)]
        if text.raw != text.text { texts.append(Text(field: field + " (raw)", text: text.raw)) }
        return texts
    }

    static func rowTexts(_ specifier: Specifier) -> [Text] {
        var texts = texts("title", specifier.title)
        if let key = specifier.key { texts.append(Text(field: "key", text: key)) }
        let choices: ChoiceList?
        switch specifier.kind {
        case .multiValue(let multi): choices = multi.choices
        case .radioGroup(let radio): choices = radio.choices
        case .titleValue(let titleValue): choices = titleValue.choices
        case .group, .textField, .toggle, .slider, .childPane, .textView, .datePicker, .listGroup, .button, .openURL,
            .mailCompose, .customView, .appPane, .unsupported:
            choices = nil
        }
        for choice in choices?.items ?? [] {
            texts += Self.texts("value title", choice.title) + Self.texts("value title", choice.shortTitle)
        }
        return texts
    }

    static func sectionTexts(_ section: PageSection) -> [Text] {
        texts("group", section.header) + texts("footer", section.footer)
    }

    /// Lowercased without diacritics, for matching (Foundation's folding of case, diacritics and
    /// width, `String.foldedForSearch()`).
    static func fold(_ text: String) -> String {
        text.foldedForSearch()
    }

    /// The text, or about 100 characters around the first match of `word` in a long one.
    static func excerpt(_ text: String, around word: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard flat.count > 100 else { return flat }
        let characters = Array(flat)
        let folded = fold(flat)
        // Folding keeps one character for one in practice; clamp in case it did not.
        let start =
            folded.firstRange(of: word).map {
                min(characters.count - 1, folded.distance(from: folded.startIndex, to: $0.lowerBound))
            } ?? 0
        let from = max(0, min(start - 20, characters.count - 100))
        let to = min(characters.count, from + 100)
        return (from > 0 ? "…" : "") + String(characters[from..<to]) + (to < characters.count ? "…" : "")
    }
}
