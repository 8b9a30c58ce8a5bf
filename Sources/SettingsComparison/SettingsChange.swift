import SettingsBundle

/// One difference between two versions of a Settings.bundle that a user would notice.
///
/// Produced by ``BundleComparison/compare(_:_:)`` in the order of the screens. The fields are
/// raw (unsanitized) text; ``summary`` is the sentence a reviewer reads.
public struct SettingsChange: Sendable, Hashable, Codable {
    /// What changed.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case paneAdded, paneRemoved, paneTitleChanged, paneFileChanged, appGroupChanged
        case groupAdded, groupRemoved, groupTitleChanged, groupsReordered, footerChanged
        case rowAdded, rowRemoved, rowMoved, rowsReordered, rowRekeyed, titleChanged, rowOpensNothing
        case choicesAdded, choicesRemoved, choicesReordered, choiceTitleChanged, choiceValuesChanged
        case defaultChanged, typeChanged, shownValueChanged
        case languageAdded, languageRemoved
    }

    /// What changed.
    public var kind: Kind
    /// The page the change shows on: the new page (what a page lost is listed there too), or the
    /// old one for a removed pane and its rows.
    public var page: String
    /// That page's title as the user sees it.
    public var pageTitle: String
    /// The row's defaults key, for keyed rows.
    public var key: String?
    /// The row as the user sees it: its title, else its key (a group's header; a pane's title).
    public var row: String?
    /// The old text or value, as shown (choice title, ON/OFF, number), when there was one.
    public var old: String?
    /// The new text or value, as shown, when there is one.
    public var new: String?
    /// The sentence a reviewer reads, saying what the user will see.
    public var summary: String
    /// The keys ``summary`` quotes as code (between backticks), in order: what a Markdown rendering keeps
    /// as code spans while escaping the rest. Not part of the JSON form.
    public var codeSpans: [String] = []
    /// The language the texts were compared in, for a change found by comparing every language
    /// (nil for the changes of the languages the comparison was loaded with).
    public var language: String?

    enum CodingKeys: String, CodingKey {
        case kind, page, pageTitle, key, row, old, new, summary, language
    }

    public init(
        kind: Kind, page: String, pageTitle: String, key: String? = nil, row: String? = nil, old: String? = nil,
        new: String? = nil, language: String? = nil, summary: String
    ) {
        self.kind = kind
        self.page = page
        self.pageTitle = pageTitle
        self.key = key
        self.row = row
        self.old = old
        self.new = new
        self.summary = summary
        self.language = language
    }
}
