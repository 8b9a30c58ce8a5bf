import PropertyList

/// The choices of a multi-value, radio group or title-value specifier, in display order.
///
/// Built from `Values`, `Titles` and `ShortTitles`. When the arrays differ in length only the
/// pairs both have are kept (lint reports the mismatch); with `DisplaySortedByTitle` the choices
/// are sorted by their localized titles (case- and diacritic-insensitive, numbers by value).
public struct ChoiceList: Sendable, Hashable {
    /// The choices in the order they are displayed.
    public var items: [Choice]
    /// How many `Values` the plist has.
    public var valueCount: Int
    /// How many `Titles` the plist has.
    public var titleCount: Int
    /// How many `ShortTitles` the plist has (nil when it has none).
    public var shortTitleCount: Int?
    /// Whether the items were sorted by title (`DisplaySortedByTitle`).
    public var isSortedByTitle: Bool

    public init(
        items: [Choice], valueCount: Int, titleCount: Int, shortTitleCount: Int? = nil,
        isSortedByTitle: Bool = false
    ) {
        self.items = items
        self.valueCount = valueCount
        self.titleCount = titleCount
        self.shortTitleCount = shortTitleCount
        self.isSortedByTitle = isSortedByTitle
    }

    /// Whether `Values` and `Titles` (and `ShortTitles`, when present) have the same length.
    public var countsMatch: Bool {
        valueCount == titleCount && (shortTitleCount.map { $0 == valueCount } ?? true)
    }

    public var isEmpty: Bool { items.isEmpty }
    public var count: Int { items.count }

    /// The display position of the choice whose value matches `value`, tolerating `"3"` vs `3`
    /// (see ``PropertyList/PlistValue/looselyEquals(_:)``). An exact match wins over a loose one.
    public func position(of value: PlistValue?) -> Int? {
        guard let value else { return nil }
        if let exact = items.firstIndex(where: { $0.value == value }) { return exact }
        return items.firstIndex { $0.value.looselyEquals(value) }
    }

    /// The choice whose value matches `value` (see ``position(of:)``).
    public func choice(for value: PlistValue?) -> Choice? {
        position(of: value).map { items[$0] }
    }

    /// The value to write when the choice at display position `position` is picked: `Values[i]`
    /// with its exact type. Nil when out of range.
    public func value(at position: Int) -> PlistValue? {
        items.indices.contains(position) ? items[position].value : nil
    }

    /// The display position of the choice whose title (localized or raw, case-insensitively) or
    /// value text is `text`; used by `settings set KEY VALUE`, which accepts either.
    public func position(matchingInput text: String) -> Int? {
        if let exact = items.firstIndex(where: { PlistExactText.equal(ValueFormatter.inputText($0.value), text) }) {
            return exact
        }
        if let byValue = items.firstIndex(where: { ValueFormatter.inputText($0.value) == text }) { return byValue }
        if let byTitle = items.firstIndex(where: { $0.title.text == text || $0.title.raw == text }) { return byTitle }
        let folded = text.lowercased()
        if let byShort = items.firstIndex(where: {
            $0.shortTitle?.text == text || $0.shortTitle?.raw == text
        }) {
            return byShort
        }
        if let loose = items.firstIndex(where: { $0.value.looselyEquals(.string(text)) }) { return loose }
        return items.firstIndex { $0.title.text.lowercased() == folded || $0.title.raw.lowercased() == folded }
    }
}
