import PropertyList

/// The defaults an app should register from its Settings.bundle, done right.
///
/// Walks every page reachable from Root (not every plist in the folder, and not Root alone) in
/// the order Settings reaches them (depth-first, rows in order), and takes the `DefaultValue` of
/// every specifier that has both a `Key` and a `DefaultValue` (rows hidden by idiom included: the
/// app reads those keys on every device). Specifiers without a `DefaultValue` are skipped.
///
/// When a key appears more than once, the **first** occurrence wins (the one the user meets
/// first, on the shallowest page); every later occurrence whose default disagrees is reported in
/// ``conflicts``. (Code that fills an `NSMutableDictionary` in a loop, as the AppPrefs-style
/// snippets do, keeps the *last* one instead, so such apps may see a different value.)
public struct RegistrationDictionary: Sendable, Hashable {
    /// One registered default.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: PlistValue
        public var page: PageID
        /// The page file, relative to the bundle.
        public var file: String?
        public var specifierIndex: Int
        /// The page's app-group suite (`ApplicationGroupContainerIdentifier`), nil for the app domain.
        public var suite: String?
    }

    /// A key whose defaults disagree: `kept` is registered, `ignored` is not.
    public struct Conflict: Sendable, Hashable {
        public var key: String
        public var kept: Entry
        public var ignored: Entry
    }

    /// The registered defaults in walk order, one per key.
    public var entries: [Entry]
    /// Later occurrences of a key whose `DefaultValue` differs from the registered one.
    public var conflicts: [Conflict]

    /// Builds the dictionary for a loaded bundle.
    public init(bundle: LoadedBundle) {
        var entries: [Entry] = []
        var conflicts: [Conflict] = []
        var byKey: [PlistKey: Int] = [:]
        for page in bundle.orderedPages {
            for specifier in page.specifiers {
                guard let key = specifier.key, let value = specifier.defaultValue else { continue }
                let entry = Entry(
                    key: key, value: value, page: page.id, file: page.file, specifierIndex: specifier.index,
                    suite: page.appGroup)
                if let existing = byKey[key] {
                    if entries[existing].value != value {
                        conflicts.append(Conflict(key: key, kept: entries[existing], ignored: entry))
                    }
                } else {
                    byKey[key] = entries.count
                    entries.append(entry)
                }
            }
        }
        self.entries = entries
        self.conflicts = conflicts
    }

    /// Every key and its default (all suites together): what `settings register` prints and what
    /// an app registering its whole bundle into `UserDefaults.standard` gets.
    public var values: [PlistKey: PlistValue] {
        Dictionary(entries.map { (PlistKey($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The defaults of the pages stored in `suite` (nil: the pages stored in the application domain).
    public func values(forSuite suite: String?) -> [PlistKey: PlistValue] {
        Dictionary(
            entries.filter { $0.suite == suite }.map { (PlistKey($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The app-group suites that have defaults, sorted.
    public var suites: [String] { Array(Set(entries.compactMap(\.suite))).sorted() }

    /// The value registered for a key, if any.
    public subscript(key: String) -> PlistValue? {
        entries.first { PlistExactText.equal($0.key, key) }?.value
    }
}
