import PropertyList

/// A value a writable domain (the application domain, a page's app-group suite) stores that
/// differs from the bundle's registered default: what `settings diff` and the editor's changes
/// view list, each as a `defaults write` command.
package struct StoredChange: Sendable, Hashable {
    /// The domain that stores it.
    package var domain: String
    /// The key.
    package var key: String
    /// The stored value.
    package var value: PlistValue
    /// Whether the row is a secure text field (its value is never printed).
    package var isSecret: Bool

    /// Creates a change.
    package init(domain: String, key: String, value: PlistValue, isSecret: Bool) {
        self.domain = domain
        self.key = key
        self.value = value
        self.isSecret = isSecret
    }

    /// The changes of `bundle` whose application domain is `domain`, in page order, each key once
    /// per domain: a value equal to its registered default (same type and value) is left out.
    /// `stored` gives what a writable domain itself stores for a key (nil: nothing).
    package static func list(
        bundle: LoadedBundle, domain: String, registered: RegisteredDefaults,
        stored: (_ domain: String, _ key: String) -> PlistValue?
    ) -> [StoredChange] {
        var changes: [StoredChange] = []
        var seen = Set<PlistKey>()
        for page in bundle.orderedPages {
            let pageDomain = page.appGroup ?? domain
            for specifier in page.specifiers where specifier.showsValue {
                // Each key once per domain, compared on exact scalars as stores keep keys (`String`'s
                // `==` would make `é` and `e` + U+0301 one key, and list only one of the two).
                guard let key = specifier.key, seen.insert(PlistKey(pageDomain + "\u{0}" + key)).inserted,
                    let value = stored(pageDomain, key), value != registered.value(forKey: key, domain: pageDomain)
                else { continue }
                changes.append(StoredChange(domain: pageDomain, key: key, value: value, isSecret: specifier.isSecure))
            }
        }
        return changes
    }
}
