import SettingsBundle

/// An edit in progress on one row.
struct FieldEdit: Hashable, Sendable {
    /// The app being edited (index into ``EditorState/apps``).
    public var app: Int
    /// The page holding the row.
    public var page: PageID
    /// The row: its specifier's index on the page.
    public var specifier: Int
    /// Where the committed value goes.
    public var storeKey: StoreKey
    /// The text as typed so far.
    public var editor: LineEditor
    /// The text the edit started with (a commit of the same text writes nothing).
    public var original: String
    /// Whether the field is secure (masked unless ``isRevealed``).
    public var isSecure: Bool
    /// Whether a secure field's text is shown while editing (Ctrl-R).
    public var isRevealed: Bool
    /// What may be typed.
    public var keyboard: KeyboardType

    /// Starts an edit of `text`, the cursor at its end, not revealed.
    public init(
        app: Int, page: PageID, specifier: Int, storeKey: StoreKey, text: String, isSecure: Bool = false,
        keyboard: KeyboardType = .alphabet
    ) {
        self.app = app
        self.page = page
        self.specifier = specifier
        self.storeKey = storeKey
        self.editor = LineEditor(text)
        self.original = text
        self.isSecure = isSecure
        self.isRevealed = false
        self.keyboard = keyboard
    }
}
