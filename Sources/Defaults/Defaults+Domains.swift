import FoundationEssentials
import PropertyList
import PropertyListFoundation

// Registration, suites, persistent and volatile domains, forced values.
extension Defaults {
    // MARK: - Registration domain

    /// Adds defaults to the process-wide registration domain, the last domain of every search list
    /// (shared by all instances, suites included). Later registrations win per key; nothing is
    /// written to disk. Values that are not property-list types are skipped and reported.
    public func register(defaults registrationDictionary: [String: Any]) {
        register(Self.plistDictionary(from: registrationDictionary, context: "register(defaults:)"))
    }

    /// Adds typed defaults to the registration domain.
    public func register(_ defaults: [PlistKey: PlistValue]) {
        RegistrationDomain.register(defaults)
        postChange()
    }

    // MARK: - Suites

    /// Inserts a suite just below the primary domain (above suites added earlier). Adding the
    /// primary domain, `NSGlobalDomain`, an invalid name or a suite already present does nothing.
    public func addSuite(named suiteName: String) {
        guard suiteName != primaryDomain, suiteName != Self.globalDomain,
            let validated = try? DomainName.validated(suiteName), validated == suiteName,
            validated != DomainName.global
        else { return }
        let added = withState { state -> Bool in
            guard !state.suites.contains(suiteName) else { return false }
            state.suites.insert(suiteName, at: 0)
            return true
        }
        if added { postChange() }
    }

    /// Removes a suite added with ``addSuite(named:)``.
    public func removeSuite(named suiteName: String) {
        let removed = withState { state -> Bool in
            guard let index = state.suites.firstIndex(of: suiteName) else { return false }
            state.suites.remove(at: index)
            return true
        }
        if removed { postChange() }
    }

    /// The suites added with ``addSuite(named:)``, in search order.
    public var suites: [String] { readState { $0.suites } }

    // MARK: - Snapshot

    /// Every key of every domain in the search list with the value `object(forKey:)` returns for it
    /// (argument, global, any-user and registration domains included, unlike Foundation on Linux).
    public func dictionaryRepresentation() -> [String: Any] {
        Self.foundationDictionary(effectiveValues())
    }

    // MARK: - Persistent domains

    /// The names of the current user's persistent domains: every `<name>.plist` in the user
    /// directory (the global domain as `NSGlobalDomain`), plus domains that have changes pending in
    /// this process. Sorted.
    public var persistentDomainNames: [String] {
        var names = Set(environment.persistentDomainNames(byHost: false))
        for store in DomainStoreRegistry.storesWithPendingChanges() {
            guard let url = store.url, url.deletingLastPathComponent().path == environment.userDirectory,
                url.pathExtension == "plist"
            else { continue }
            names.insert(url.deletingPathExtension().lastPathComponent)
        }
        return names.compactMap { name -> String? in
            guard let values = try? persistentDomainValues(forName: name), !values.isEmpty else { return nil }
            return name == DomainName.global ? Self.globalDomain : name
        }.sorted()
    }

    /// The contents of a persistent domain (current user, any host) as this process sees them, or
    /// nil when it has no keys, its name is invalid or its file cannot be read.
    /// `NSGlobalDomain` names `.GlobalPreferences.plist`, the file lookups read (Foundation on Linux
    /// uses an `NSGlobalDomain.plist` nothing reads).
    public func persistentDomain(forName domainName: String) -> [String: Any]? {
        guard let values = try? persistentDomainValues(forName: domainName), !values.isEmpty else { return nil }
        return Self.foundationDictionary(values)
    }

    /// The typed contents of a persistent domain; empty when it has no file.
    public func persistentDomainValues(forName domainName: String) throws(DefaultsError) -> [PlistKey: PlistValue] {
        let name = try DomainName.validated(domainName)
        let store = Self.store(forDomain: name, environment: environment)
        if let error = store.failure { throw error }
        let (values, error) = store.contents()
        if let error { throw error }
        return values
    }

    /// Replaces a persistent domain's contents and saves them at once. Failures (an invalid name,
    /// an unwritable or unreadable file, a value that is not a property-list type) are reported on
    /// standard error; ``replacePersistentDomain(_:forName:)`` throws them instead.
    public func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        let values = Self.plistDictionary(from: domain, context: "setPersistentDomain(_:forName: \"\(domainName)\")")
        do {
            try replacePersistentDomain(values, forName: domainName)
        } catch {
            DefaultsDiagnostics.report("could not set the persistent domain \"\(domainName)\": \(error)")
        }
    }

    /// Replaces a persistent domain's contents and saves them at once (an empty dictionary deletes
    /// the file). Pending changes to that domain in this process are dropped.
    public func replacePersistentDomain(_ values: [PlistKey: PlistValue], forName domainName: String)
        throws(DefaultsError)
    {
        let name = try DomainName.validated(domainName)
        let store = Self.store(forDomain: name, environment: environment)
        try store.replace(with: values.mapValues(\.normalizedForStorage))
        postChange()
    }

    /// Deletes a persistent domain's file. Failures are reported on standard error;
    /// ``deletePersistentDomain(forName:)`` throws them instead.
    public func removePersistentDomain(forName domainName: String) {
        do {
            try deletePersistentDomain(forName: domainName)
        } catch {
            DefaultsDiagnostics.report("could not remove the persistent domain \"\(domainName)\": \(error)")
        }
    }

    /// Deletes a persistent domain's file and drops pending changes to it.
    public func deletePersistentDomain(forName domainName: String) throws(DefaultsError) {
        let name = try DomainName.validated(domainName)
        let store = Self.store(forDomain: name, environment: environment)
        try store.replace(with: nil)
        postChange()
    }

    // MARK: - Volatile domains

    /// `NSArgumentDomain`, `NSRegistrationDomain` and the names given to `setVolatileDomain(_:forName:)`.
    public var volatileDomainNames: [String] {
        let custom = readState { $0.volatileDomains.keys.sorted() }
        return [Self.argumentDomain, Self.registrationDomain]
            + custom.filter {
                $0 != Self.argumentDomain && $0 != Self.registrationDomain
            }
    }

    /// A volatile domain's contents: the argument domain, the (process-wide) registration domain,
    /// or a domain set with `setVolatileDomain(_:forName:)`; empty for an unknown name.
    public func volatileDomain(forName domainName: String) -> [String: Any] {
        Self.foundationDictionary(volatileDomainValues(forName: domainName))
    }

    /// The typed contents of a volatile domain.
    public func volatileDomainValues(forName domainName: String) -> [PlistKey: PlistValue] {
        if domainName == Self.registrationDomain { return RegistrationDomain.values }
        return readState { state in
            domainName == Self.argumentDomain ? state.argumentValues : state.volatileDomains[domainName] ?? [:]
        }
    }

    /// Sets a volatile domain. `NSArgumentDomain` replaces this instance's argument domain (lookups
    /// see it) and `NSRegistrationDomain` the process-wide registration domain; a domain named after
    /// a preferred language is a languages domain of the search list; any other name is kept but,
    /// as Apple documents, is in no search list. As in the reference, a name that already has a
    /// volatile domain is an error: it is reported on standard error and the domain is left as it
    /// was (``addVolatileDomain(_:forName:)`` throws instead; remove the domain first to replace it).
    @_disfavoredOverload
    public func setVolatileDomain(_ domain: [String: Any], forName domainName: String) {
        setVolatileDomain(
            Self.plistDictionary(from: domain, context: "setVolatileDomain(_:forName: \"\(domainName)\")"),
            forName: domainName)
    }

    /// Sets a volatile domain from typed values (see ``setVolatileDomain(_:forName:)-([String:Any],_)``).
    public func setVolatileDomain(_ values: [PlistKey: PlistValue], forName domainName: String) {
        do {
            try addVolatileDomain(values, forName: domainName)
        } catch {
            DefaultsDiagnostics.report("setVolatileDomain(_:forName: \"\(domainName)\"): \(error)")
        }
    }

    /// Sets a volatile domain, throwing ``DefaultsError/volatileDomainExists(_:)`` when the name
    /// already has one. The argument and registration domains always exist and are replaced, as
    /// Foundation on Linux does (on Apple platforms they cannot be set at all).
    public func addVolatileDomain(_ values: [PlistKey: PlistValue], forName domainName: String)
        throws(DefaultsError)
    {
        if domainName == Self.registrationDomain {
            RegistrationDomain.replace(with: values)
        } else {
            let added = withState { state -> Bool in
                if domainName == Self.argumentDomain {
                    state.argumentValues = values
                } else {
                    guard state.volatileDomains[domainName] == nil else { return false }
                    state.volatileDomains[domainName] = values
                }
                return true
            }
            guard added else { throw .volatileDomainExists(domainName) }
        }
        postChange()
    }

    /// Removes a volatile domain (the argument and registration domains become empty).
    public func removeVolatileDomain(forName domainName: String) {
        if domainName == Self.registrationDomain {
            RegistrationDomain.replace(with: [:])
        } else {
            withState { state in
                if domainName == Self.argumentDomain {
                    state.argumentValues = [:]
                } else {
                    state.volatileDomains[domainName] = nil
                }
            }
        }
        postChange()
    }

    // MARK: - Forced values

    /// Whether an administrator forces the key's value. Linux has no managed-preferences mechanism
    /// (no MDM/MCX profiles, no `/Library/Managed Preferences`), and the any-user domains are
    /// defaults that the user's own domains override, so nothing is forced: always false.
    public func objectIsForced(forKey key: String) -> Bool {
        objectIsForced(forKey: key, inDomain: primaryDomain)
    }

    /// Whether an administrator forces the key's value in a domain: always false on Linux (see
    /// ``objectIsForced(forKey:)``).
    public func objectIsForced(forKey key: String, inDomain domain: String) -> Bool {
        false
    }

    // MARK: - Helpers

    static func plistDictionary(from dictionary: [String: Any], context: String) -> [PlistKey: PlistValue] {
        var result: [PlistKey: PlistValue] = [:]
        for (key, value) in dictionary {
            if let plist = plistValue(from: value) {
                result[key] = plist
            } else {
                DefaultsDiagnostics.report(
                    "\(context): skipping key \"\(key)\": \(type(of: value)) is not a property-list type")
            }
        }
        return result
    }

    /// `values` as Foundation's `[String: Any]`. A `String`-keyed dictionary cannot hold two keys that
    /// differ only in Unicode normalization: of those, the one whose scalars sort first is kept (the
    /// `…Values` variants keep every key; see ``PlistValue/foundationObject``).
    static func foundationDictionary(_ values: [PlistKey: PlistValue]) -> [String: Any] {
        PlistValue.dictionary(values).foundationObject as? [String: Any] ?? [:]
    }
}
