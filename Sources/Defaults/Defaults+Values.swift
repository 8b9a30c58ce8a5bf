import FoundationEssentials
import PropertyList

// The value getters and setters of `UserDefaults`, plus strict typed getters.
extension Defaults {
    // MARK: - UserDefaults getters (coercing, never trapping)

    /// The value if it is a string, or a number or boolean as text (`"1"` for true); nil otherwise.
    public func string(forKey key: String) -> String? { value(forKey: key)?.coercedString }

    /// The value if it is data, else nil.
    public func data(forKey key: String) -> Data? {
        guard case .data(let data)? = value(forKey: key) else { return nil }
        return data
    }

    /// The value if it is an array of strings only (numbers are not converted), else nil.
    public func stringArray(forKey key: String) -> [String]? { value(forKey: key)?.coercedStringArray }

    /// The value as an integer: numbers (reals truncated, out-of-range clamped), booleans (1/0) and
    /// whole numeric strings; 0 for anything else or a missing key.
    public func integer(forKey key: String) -> Int { value(forKey: key)?.coercedInteger ?? 0 }

    /// The value as a `Float`: numbers and decimal strings; booleans are not converted (0).
    public func float(forKey key: String) -> Float { value(forKey: key)?.coercedFloat ?? 0 }

    /// The value as a `Double`: numbers and decimal strings; booleans are not converted (0).
    public func double(forKey key: String) -> Double { value(forKey: key)?.coercedDouble ?? 0 }

    /// The value as a boolean: booleans, non-zero numbers, and the strings `YES`, `true` and `1` in
    /// any case are true; every other string, every other type and a missing key are false.
    public func bool(forKey key: String) -> Bool { value(forKey: key)?.coercedBool ?? false }

    /// The value as a URL: a string is a file path (`~` expanded with this instance's `HOME`; a
    /// relative path resolves against the current directory), or an absolute URL when it has a
    /// scheme (`https://…`). Nil for other types, including `Data`.
    public func url(forKey key: String) -> URL? {
        value(forKey: key)?.coercedURL(homeDirectory: environment.home)
    }

    // MARK: - Strict typed getters (no conversion)

    /// The value only if it is stored as a boolean.
    public func strictBool(forKey key: String) -> Bool? { value(forKey: key)?.boolValue }

    /// The value only if it is stored as an integer that fits `Int`.
    public func strictInteger(forKey key: String) -> Int? {
        guard case .integer(let i)? = value(forKey: key) else { return nil }
        return Int(exactly: i)
    }

    /// The value only if it is stored as an integer or a real.
    public func strictDouble(forKey key: String) -> Double? { value(forKey: key)?.numberValue }

    /// The value only if it is stored as a string.
    public func strictString(forKey key: String) -> String? { value(forKey: key)?.stringValue }

    /// The value only if it is stored as a date.
    public func strictDate(forKey key: String) -> Date? {
        guard case .date(let date)? = value(forKey: key) else { return nil }
        return date
    }

    // MARK: - Setters

    /// Sets a typed value in the primary domain.
    public func set(_ value: PlistValue, forKey key: String) { store(value, forKey: key) }

    /// Sets an integer.
    public func set(_ value: Int, forKey key: String) { store(.integer(Int64(value)), forKey: key) }

    /// Sets a float (stored as a real, widened to `Double` as Foundation does: 0.1 becomes
    /// 0.10000000149011612).
    public func set(_ value: Float, forKey key: String) { store(.real(Double(value)), forKey: key) }

    /// Sets a double.
    public func set(_ value: Double, forKey key: String) { store(.real(value), forKey: key) }

    /// Sets a boolean (stored as `<true/>`/`<false/>`).
    public func set(_ value: Bool, forKey key: String) { store(.bool(value), forKey: key) }

    /// Sets a URL: a file URL as its path, `~`-abbreviated when it is in the home folder (as the
    /// reference says of `setURL:forKey:`; `url(forKey:)`, ours and Foundation's, expand it again),
    /// any other URL as its absolute string. nil removes the key.
    public func set(_ url: URL?, forKey key: String) {
        guard let url else {
            removeObject(forKey: key)
            return
        }
        store(Self.plistValue(for: url, abbreviatingHome: environment.home), forKey: key)
    }

    /// Removes the key from the primary domain; lookups then fall back down the search list.
    public func removeObject(forKey key: String) { store(nil, forKey: key) }

    /// Writes one key straight to a persistent domain's file, under its lock, before returning:
    /// the application domain, a suite, or any other valid domain name (`NSGlobalDomain` means
    /// `.GlobalPreferences.plist`). nil removes the key. A pending `set` of the same key in this
    /// process is superseded. Nothing else is touched.
    /// - Returns: what the commit left on disk (see ``StoreCommit``).
    @discardableResult
    public func write(_ value: PlistValue?, forKey key: String, inDomain domain: String) throws(DefaultsError)
        -> StoreCommit
    {
        let name = try DomainName.validated(domain)
        // The instance's own domain (what the editor writes) is `primaryStore`, the same shared store
        // the registry would return: looking it up builds and standardizes a file URL, which cost
        // more CPU than the commit's own work.
        let store =
            name == (suiteName ?? applicationDomain)
            ? primaryStore : Self.store(forDomain: name, environment: environment)
        if let error = store.failure { throw error }
        let commit = try store.write(value?.normalizedForStorage, forKey: key)
        postChange()
        return commit
    }

    /// The version of a persistent domain's file (any host) now, to compare with a
    /// ``StoreCommit/version``; nil when it cannot be told (an invalid name, a file that cannot be
    /// inspected).
    public func storeVersion(ofDomain domain: String) -> StoreVersion? {
        guard let name = try? DomainName.validated(domain) else { return nil }
        return environment.storage.version(of: StoredDomain(name: name))
    }

    private func store(_ value: PlistValue?, forKey key: String) {
        primaryStore.set(value?.normalizedForStorage, forKey: key)
        postChange()
    }

    package static func plistValue(for url: URL) -> PlistValue {
        url.isFileURL ? .string(url.absoluteURL.path) : .string(url.absoluteString)
    }

    /// ``plistValue(for:)`` with a file URL inside `home` written as `~` or `~/rest`.
    static func plistValue(for url: URL, abbreviatingHome home: String?) -> PlistValue {
        guard url.isFileURL, let home, home.hasPrefix("/") else { return plistValue(for: url) }
        let path = url.absoluteURL.standardizedFileURL.path
        let homePath = URL(fileURLWithPath: home).standardizedFileURL.path
        guard homePath != "/" else { return .string(path) }
        if path == homePath { return "~" }
        if path.hasPrefix(homePath + "/") { return .string("~" + path.dropFirst(homePath.count)) }
        return .string(path)
    }
}
