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
    /// Whether the last occurrence of a key wins (InAppSettingsKit's dictionary) rather than the first.
    public var keepsLast: Bool = false

    /// The specifier types whose defaults InAppSettingsKit's `gatherDefaultsLimitedToEditableFields:YES`
    /// collects (the call its README recommends).
    public static let inAppEditableTypes: Set<String> = [
        "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSSliderSpecifier",
        "PSTextFieldSpecifier", "IASKTextViewSpecifier", "IASKCustomViewSpecifier", "IASKDatePickerSpecifier",
    ]

    /// Builds the dictionary for a loaded bundle: the Settings app's way, or for a bundle loaded
    /// in the in-app view InAppSettingsKit's way (``init(inAppBundle:editableOnly:)``).
    public init(bundle: LoadedBundle) {
        if bundle.options.view == .inApp {
            self.init(inAppBundle: bundle)
        } else {
            self.init(settingsAppBundle: bundle)
        }
    }

    /// The Settings app's way (see the type's documentation).
    private init(settingsAppBundle bundle: LoadedBundle) {
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

    /// What InAppSettingsKit's `gatherDefaultsLimitedToEditableFields:` collects from a bundle
    /// loaded in the in-app view.
    ///
    /// It walks the rows the root page shows (not rows hidden by idiom, nor by the root's hidden
    /// keys), taking the `DefaultValue` of every keyed row of an editable type
    /// (``inAppEditableTypes``; every type when `editableOnly` is false, list groups included),
    /// and descends into every child pane where it stands, each time it is met (child pages are
    /// read without hidden keys). A key met again replaces the earlier default (the last one wins:
    /// it fills a dictionary); ``conflicts`` lists the replaced ones. App-group suites are
    /// ignored, as InAppSettingsKit ignores them.
    public init(inAppBundle bundle: LoadedBundle, editableOnly: Bool = true) {
        var entries: [Entry] = []
        var conflicts: [Conflict] = []
        // Exact keys, as the NSString keys of InAppSettingsKit's NSMutableDictionary compare.
        var byKey: [PlistKey: Int] = [:]
        func gather(_ id: PageID, isRoot: Bool, open: inout [PageID]) {
            guard let page = bundle.page(id), !open.contains(id) else { return }
            open.append(id)
            defer { open.removeLast() }
            for specifier in page.specifiers {
                if specifier.isHiddenByIdiom || (isRoot && specifier.isHiddenByKey) { continue }
                if let key = specifier.key, let value = specifier.defaultValue,
                    !editableOnly || Self.inAppEditableTypes.contains(specifier.type ?? "")
                {
                    let entry = Entry(
                        key: key, value: value, page: page.id, file: page.file, specifierIndex: specifier.index,
                        suite: nil)
                    if let existing = byKey[PlistKey(key)] {
                        if entries[existing].value != value {
                            conflicts.append(Conflict(key: key, kept: entry, ignored: entries[existing]))
                        }
                        entries[existing] = entry
                    } else {
                        byKey[PlistKey(key)] = entries.count
                        entries.append(entry)
                    }
                }
                if case .childPane(let pane) = specifier.kind, let child = pane.page {
                    gather(child, isRoot: false, open: &open)
                }
            }
        }
        var open: [PageID] = []
        gather(.root, isRoot: true, open: &open)
        self.entries = entries
        self.conflicts = conflicts
        keepsLast = true
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
