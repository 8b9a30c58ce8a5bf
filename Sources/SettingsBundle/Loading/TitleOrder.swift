import TextOutput

/// The order of the choices of a specifier with `DisplaySortedByTitle`: iOS sorts them by title as
/// `compare(_:options: [.caseInsensitive, .diacriticInsensitive, .numeric])` does, ties kept in
/// `Values` order.
///
/// That comparison is Foundation's (CoreFoundation's case folding and decomposition);
/// ``TextOutput/TextCollation/titleCompare(_:_:)`` is the same order from the standard library's
/// Unicode tables, so `settings`, its editor and the code `settings-generate` writes sort alike.
public enum TitleOrder {
    /// -1, 0 or 1 as `a` sorts before, with or after `b`.
    public static func compare(_ a: String, _ b: String) -> Int { TextCollation.titleCompare(a, b) }
}
