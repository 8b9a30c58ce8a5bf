import PropertyListFoundation
import SettingsBundle

/// What `settings` installs at start in the libraries under it: `PropertyListSerialization` as the
/// fallback for the property lists our readers decline (PropertyListFoundation, which links
/// Foundation), and the title order of `DisplaySortedByTitle` (``TextCollation``, no Foundation).
enum FoundationServices {
    /// Installs both, once at the start of the program.
    static func install() {
        FoundationPropertyListCoder.install()
        TitleOrder.comparator = TextCollation.titleCompare
    }
}
