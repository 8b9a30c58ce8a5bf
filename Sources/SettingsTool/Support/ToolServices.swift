import SettingsBundle

/// What `settings` installs at start in the libraries under it: the title order of
/// `DisplaySortedByTitle` (``TextCollation``), which `settings-generate` leaves at its plain order.
enum ToolServices {
    /// Installs it, once at the start of the program.
    static func install() {
        TitleOrder.comparator = TextCollation.titleCompare
    }
}
