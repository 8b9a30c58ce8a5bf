import FoundationEssentials
import SettingsBundle
import SettingsComparison
import TextOutput

/// `settings compare` output: the changes as text, Markdown (for a pull-request comment) or JSON.
struct ComparisonReport {
    /// What each side was (a path, or `REV:path`).
    var oldName: String
    var newName: String
    var changes: [SettingsChange]
    /// Whether the changes include one of the `--fail-on` classes.
    var fails: Bool

    /// The changes grouped by page (and language, for those found with `--all-languages`), in
    /// order of first appearance.
    var byPage: [(page: String, title: String, language: String?, changes: [SettingsChange])] {
        var result: [(page: String, title: String, language: String?, changes: [SettingsChange])] = []
        for change in changes {
            if let last = result.indices.last, result[last].page == change.page,
                result[last].language == change.language
            {
                result[last].changes.append(change)
            } else {
                result.append((change.page, change.pageTitle, change.language, [change]))
            }
        }
        return result
    }

    /// `App (Root)`, or `App (Root), in fr` for a language's own changes.
    static func pageHeading(_ title: String, _ page: String, _ language: String?) -> String {
        "\(title) (\(page))" + (language.map { ", in \($0)" } ?? "")
    }

    /// `3 changes, 1 default changed`: the count, then the changes that matter most by kind.
    var headline: String {
        guard !changes.isEmpty else { return "no changes a user would notice" }
        func count(_ kind: SettingsChange.Kind) -> Int { changes.filter { $0.kind == kind }.count }
        func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts = [counted(changes.count, "change")]
        let defaults = count(.defaultChanged)
        if defaults > 0 { parts.append(counted(defaults, "default") + " changed") }
        let types = count(.typeChanged)
        if types > 0 { parts.append(counted(types, "type") + " changed") }
        let rekeyed = count(.rowRekeyed)
        if rekeyed > 0 { parts.append(counted(rekeyed, "key") + " renamed") }
        let revalued = count(.choiceValuesChanged)
        if revalued > 0 { parts.append("choice values changed on " + counted(revalued, "row")) }
        return parts.joined(separator: ", ")
    }

    static func mark(_ kind: SettingsChange.Kind) -> String {
        switch kind {
        case .paneAdded, .groupAdded, .rowAdded, .choicesAdded, .languageAdded: "+"
        case .paneRemoved, .groupRemoved, .rowRemoved, .choicesRemoved, .languageRemoved: "-"
        case .defaultChanged, .typeChanged, .choiceValuesChanged, .rowRekeyed, .appGroupChanged, .rowOpensNothing: "!"
        case .paneTitleChanged, .paneFileChanged, .groupTitleChanged, .groupsReordered, .footerChanged, .rowMoved,
            .rowsReordered,
            .titleChanged, .choicesReordered, .choiceTitleChanged, .shownValueChanged:
            "~"
        }
    }

    /// Plain text: a line per change under a line per pane (a newline in a title or key is shown as a space).
    var text: String {
        var lines = ["\(oldName) → \(newName): \(headline)"]
        for group in byPage {
            lines.append(Self.pageHeading(group.title, group.page, group.language))
            lines += group.changes.map { "  \(Self.mark($0.kind)) \($0.summary)" }
        }
        return lines.map { TerminalText.sanitized($0) }.joined(separator: "\n") + "\n"
    }

    /// Markdown for a pull-request comment: a heading per pane, a bullet per change.
    var markdown: String {
        var lines = [
            "## Settings changes", "",
            "\(MarkdownText.codeSpan(MarkdownText.code(oldName))) → \(MarkdownText.codeSpan(MarkdownText.code(newName))): \(headline)",
        ]
        for group in byPage {
            lines += ["", "### " + MarkdownText.escaped(Self.pageHeading(group.title, group.page, group.language)), ""]
            lines += group.changes.map { "- **\(Self.heading($0.kind))**: \(Self.markdownSummary($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Default changed`, `Row added`.
    static func heading(_ kind: SettingsChange.Kind) -> String {
        if kind == .rowRekeyed { return "Key renamed" }
        var words: [String] = []
        var current = ""
        for character in kind.rawValue {
            if character.isUppercase {
                words.append(current)
                current = character.lowercased()
            } else {
                current.append(character)
            }
        }
        words.append(current)
        let text = words.joined(separator: " ").replacingScalars(of: "app group", with: "app-group suite")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A change's summary as Markdown: the keys it quotes as code kept as code spans; everything
    /// else escaped (see ``TextOutput/MarkdownText/escaped(_:)``).
    static func markdownSummary(_ change: SettingsChange) -> String {
        var seen = Set<String>()
        let keys = change.codeSpans.filter { seen.insert($0).inserted }
        var parts = [change.summary]
        var codes: [String] = []
        // Split on each key's code span, keeping the spans whole and escaping the text between them.
        for key in keys {
            let code = MarkdownText.code(key)
            codes.append(code)
            parts = parts.flatMap { part in codes.dropLast().contains(part) ? [part] : Self.split(part, keeping: code) }
        }
        // A line break in a key would end the list item (and could start a heading): a space, as in the text.
        return parts.map { codes.contains($0) ? MarkdownText.codeSpan($0) : MarkdownText.escaped($0) }.joined()
    }

    /// `text` cut around each occurrence of `separator`, which is kept as a part of its own.
    static func split(_ text: String, keeping separator: String) -> [String] {
        let pieces = text.components(separatedBy: separator)
        var result: [String] = []
        for (index, piece) in pieces.enumerated() {
            if index > 0 { result.append(separator) }
            if !piece.isEmpty { result.append(piece) }
        }
        return result
    }

    /// The JSON document (schema in the README).
    struct Document: Encodable {
        var schemaVersion = 1
        var old: String
        var new: String
        var fails: Bool
        var counts: [String: Int]
        var changes: [SettingsChange]
    }

    func json() throws -> String {
        var counts: [String: Int] = [:]
        for change in changes { counts[change.kind.rawValue, default: 0] += 1 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(
            Document(old: oldName, new: newName, fails: fails, counts: counts, changes: changes))
        return JSONText.escapingControls(String(decoding: data, as: UTF8.self)) + "\n"
    }
}
