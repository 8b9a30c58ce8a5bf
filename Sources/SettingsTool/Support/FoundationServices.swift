import Foundation
import SettingsBundle

/// What `settings` takes from Foundation where the libraries under it are built without it (they
/// use FoundationEssentials, so `settings-generate` links no ICU): `PropertyListSerialization` for
/// the property lists our readers decline, and Foundation's title comparison for
/// `DisplaySortedByTitle`.
enum FoundationServices {
    /// Installs both, once at the start of the program.
    static func install() {
        TitleOrder.comparator = { a, b in
            a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric]).rawValue
        }
    }
}
