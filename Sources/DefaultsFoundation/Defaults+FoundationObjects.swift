// The `UserDefaults` API of `Defaults` in Foundation's own types (issue 32): values as Foundation
// objects (`NSNumber`, `[String: Any]`), `NSURL` values, and `didChangeNotification`. Kept out of
// `Defaults` because Foundation links ICU (34 MB of locale data) into every program that imports
// it; the `settings` and `defaults` tools use the typed API (`PlistValue`) and do not link this.
import Defaults
import Foundation
import PropertyList
import PropertyListFoundation

extension Defaults {
    /// Posted (object: the instance) after every change made in this process: `set`, `removeObject`,
    /// `register`, suites added or removed, persistent and volatile domains set or removed, `write`.
    /// Changes made by other processes do not post it; watch the files with `DomainWatcher`.
    /// The name is Foundation's, so observers of `UserDefaults.didChangeNotification` see ours too.
    /// Posting starts the first time this name is used (to observe it) in the process.
    public static let didChangeNotification: Notification.Name = {
        changeObservers.withLock { observers in
            observers.append { defaults in
                NotificationCenter.default.post(name: Defaults.didChangeNotification, object: defaults)
            }
        }
        return Notification.Name("NSUserDefaultsDidChangeNotification")
    }()

    // MARK: - Getters as Foundation objects

    /// The key's effective value as a Foundation object (`String`, `NSNumber`, `Bool`, `Date`,
    /// `Data`, `[Any]`, `[String: Any]`), or nil.
    public func object(forKey key: String) -> Any? { value(forKey: key)?.foundationObject }

    /// The value if it is an array, else nil.
    public func array(forKey key: String) -> [Any]? {
        guard case .array(let values)? = value(forKey: key) else { return nil }
        return values.map(\.foundationObject)
    }

    /// The value if it is a dictionary, else nil.
    public func dictionary(forKey key: String) -> [String: Any]? {
        guard case .dictionary(let values)? = value(forKey: key) else { return nil }
        return Self.foundationDictionary(values)
    }

    /// Every key of every domain in the search list with the value `object(forKey:)` returns for it
    /// (argument, global, any-user and registration domains included, unlike Foundation on Linux).
    public func dictionaryRepresentation() -> [String: Any] {
        Self.foundationDictionary(effectiveValues())
    }

    /// The contents of a persistent domain (current user, any host) as this process sees them, or
    /// nil when it has no keys, its name is invalid or its file cannot be read.
    /// `NSGlobalDomain` names `.GlobalPreferences.plist`, the file lookups read (Foundation on Linux
    /// uses an `NSGlobalDomain.plist` nothing reads).
    public func persistentDomain(forName domainName: String) -> [String: Any]? {
        guard let values = try? persistentDomainValues(forName: domainName), !values.isEmpty else { return nil }
        return Self.foundationDictionary(values)
    }

    /// A volatile domain's contents: the argument domain, the (process-wide) registration domain,
    /// or a domain set with `setVolatileDomain(_:forName:)`; empty for an unknown name.
    public func volatileDomain(forName domainName: String) -> [String: Any] {
        Self.foundationDictionary(volatileDomainValues(forName: domainName))
    }

    // MARK: - Setters from Foundation objects

    /// Sets a value in the primary domain (the application domain, or the suite). nil removes the
    /// key. Accepted: `String`, numbers, `Bool`, `Date`, `Data`, `URL` or `NSURL` (stored as its
    /// path, or its absolute string when it is not a file URL), `PlistValue`, and arrays and
    /// string-keyed dictionaries of these. Anything else is not stored and is reported on standard
    /// error (Foundation traps). Dates are stored truncated to whole seconds, the precision
    /// Foundation can read back.
    ///
    /// Setting a value has no visible effect when the argument domain has the key.
    public func set(_ value: Any?, forKey key: String) {
        guard let value else {
            removeObject(forKey: key)
            return
        }
        guard let plist = Self.plistValue(from: value) else {
            DefaultsDiagnostics.report(
                "not storing the value for key \"\(key)\": \(type(of: value)) is not a property-list type"
                    + " (use String, a number, Bool, Date, Data, URL, or arrays and dictionaries of them)")
            return
        }
        set(plist, forKey: key)
    }

    /// Adds defaults to the process-wide registration domain, the last domain of every search list
    /// (shared by all instances, suites included). Later registrations win per key; nothing is
    /// written to disk. Values that are not property-list types are skipped and reported.
    public func register(defaults registrationDictionary: [String: Any]) {
        register(Self.plistDictionary(from: registrationDictionary, context: "register(defaults:)"))
    }

    /// Replaces a persistent domain's contents and saves them at once. Failures (an invalid name,
    /// an unwritable or unreadable file, a value that is not a property-list type) are reported on
    /// standard error; ``Defaults/Defaults/replacePersistentDomain(_:forName:)`` throws them instead.
    public func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        let values = Self.plistDictionary(from: domain, context: "setPersistentDomain(_:forName: \"\(domainName)\")")
        do {
            try replacePersistentDomain(values, forName: domainName)
        } catch {
            DefaultsDiagnostics.report("could not set the persistent domain \"\(domainName)\": \(error)")
        }
    }

    /// Sets a volatile domain from Foundation objects (see
    /// ``Defaults/Defaults/setVolatileDomain(_:forName:)``); values that are not property-list types
    /// are skipped and reported.
    @_disfavoredOverload
    public func setVolatileDomain(_ domain: [String: Any], forName domainName: String) {
        setVolatileDomain(
            Self.plistDictionary(from: domain, context: "setVolatileDomain(_:forName: \"\(domainName)\")"),
            forName: domainName)
    }

    // MARK: - Helpers

    /// A Foundation or Swift value as a property-list value, or nil when it is not one.
    static func plistValue(from value: Any) -> PlistValue? {
        if let plist = value as? PlistValue { return plist }
        if let url = value as? URL { return plistValue(for: url) }
        if let url = value as? NSURL { return plistValue(for: url as URL) }
        return PlistValue(foundationObject: value)
    }

    static func plistDictionary(from dictionary: [String: Any], context: String) -> [PlistKey: PlistValue] {
        var result: [PlistKey: PlistValue] = [:]
        for (key, value) in dictionary {
            if let plist = plistValue(from: value) {
                result[PlistKey(key)] = plist
            } else {
                DefaultsDiagnostics.report(
                    "\(context): skipping key \"\(key)\": \(type(of: value)) is not a property-list type")
            }
        }
        return result
    }

    /// `values` as Foundation's `[String: Any]`. A `String`-keyed dictionary cannot hold two keys that
    /// differ only in Unicode normalization: of those, the one whose scalars sort first is kept (the
    /// `…Values` variants keep every key; see ``PropertyList/PlistValue/foundationObject``).
    static func foundationDictionary(_ values: [PlistKey: PlistValue]) -> [String: Any] {
        PlistValue.dictionary(values).foundationObject as? [String: Any] ?? [:]
    }
}
