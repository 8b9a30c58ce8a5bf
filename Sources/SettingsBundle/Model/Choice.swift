import PropertyList

/// One entry of a multi-value, radio group or title-value specifier: `Values[i]` with its titles.
public struct Choice: Sendable, Hashable {
    /// The position of this entry in the plist's `Values` (and `Titles`) arrays.
    public var index: Int
    /// `Values[index]`, with its exact type: this is what gets written.
    public var value: PlistValue
    /// `Titles[index]`, localized (shown on the choices page and in radio groups).
    public var title: LocalizedText
    /// `ShortTitles[index]`, localized, when the specifier has `ShortTitles` (shown on the row).
    public var shortTitle: LocalizedText?

    public init(index: Int, value: PlistValue, title: LocalizedText, shortTitle: LocalizedText? = nil) {
        self.index = index
        self.value = value
        self.title = title
        self.shortTitle = shortTitle
    }
}
