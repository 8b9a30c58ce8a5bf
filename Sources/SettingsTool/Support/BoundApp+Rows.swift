import PropertyList
import SettingsBinding
import SettingsBundle

extension BoundApp {
    /// The first row with `key` and its page, or an error that lists the keys the bundle has.
    func row(forKey key: String) throws(SettingsToolError) -> (page: Page, specifier: Specifier) {
        guard let found = bundle.firstSpecifier(forKey: key) else {
            let keys = Set(bundle.orderedPages.flatMap { $0.specifiers.compactMap(\.key).map { PlistKey($0) } })
                .sorted().map(\.string)
            throw .unknownKey(key, bundle: bundle.name, known: keys)
        }
        return found
    }
}
