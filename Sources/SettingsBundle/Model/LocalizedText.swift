import TextOutput

/// A string from a page plist together with what the user sees for it.
///
/// `raw` is exactly what the plist holds (the key into the page's strings table); `text` is its
/// translation in the one table the language rule reads (``Localizer``), or `raw` when that table
/// lacks it, as Settings shows it (`Documentation/LanguageRule.md`). Neither is
/// sanitized: pass `text` through `TerminalText.sanitized(_:keepNewlines:style:)` (TextOutput) before drawing it.
public struct LocalizedText: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The string as written in the plist (for a number, its formatted value).
    public var raw: String
    /// The localized string, or `raw` when the table read has no translation.
    public var text: String
    /// The `.lproj` folder the translation came from (`"fr.lproj"`), nil when `text == raw` by fallback.
    public var localization: String?

    /// A text that is not localized.
    public init(raw: String) {
        self.raw = raw
        self.text = raw
        self.localization = nil
    }

    public init(raw: String, text: String, localization: String?) {
        self.raw = raw
        self.text = text
        self.localization = localization
    }

    public var description: String { text }

    /// Whether the text shows nothing (empty or only white space), as a group `Title` of `""` does.
    public var isBlank: Bool { text.allSatisfy(\.isWhitespace) }
}
