import PropertyList

/// The value a row shows, resolved by the caller (the same resolution as the editor and
/// `settings dump`), and where it came from.
public struct RowValue: Sendable, Hashable {
    /// The stored value; nil when no domain holds the key (then `DefaultValue` is shown).
    public var stored: PlistValue?
    /// The provenance tag (`app`, `default`, `unset`…), drawn as a badge when tags are asked for.
    public var tag: String?

    public init(stored: PlistValue? = nil, tag: String? = nil) {
        self.stored = stored
        self.tag = tag
    }
}
