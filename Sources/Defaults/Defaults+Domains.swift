import FoundationEssentials
import PropertyList

// Registration, suites, persistent and volatile domains, forced values.
extension Defaults {
    // MARK: - Registration domain

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

    /// The typed contents of a persistent domain; empty when it has no file.
    public func persistentDomainValues(forName domainName: String) throws(DefaultsError) -> [PlistKey: PlistValue] {
        let name = try DomainName.validated(domainName)
        let store = Self.store(forDomain: name, environment: environment)
        if let error = store.failure { throw error }
        let (values, error) = store.contents()
        if let error { throw error }
        return values
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
}
