import PropertyList
import Synchronization

/// An app's registered defaults (its bundle's registration dictionary) by the domain they are
/// stored in, computed on first use and then shared by every copy: the one registration policy of
/// the editor and every `settings` command.
///
/// The policy: a key stored in a domain (the application domain, or a page's app-group suite)
/// takes the `DefaultValue` of the first page stored in that domain that has one, else the first
/// in any domain. Each app has its own: the process-wide registration domain is never consulted,
/// so two apps opened together never see each other's defaults.
///
/// Walking every page of a 10,000-key bundle for its registration dictionary took as long as
/// everything else the editor does before its first frame, which often needs none of it (a root
/// page of child panes).
public final class RegisteredDefaults: Sendable {
    private struct Values {
        /// By the domain they are stored in (the application domain, or a suite).
        var byDomain: [String: [PlistKey: PlistValue]]
        /// Every registered default, whatever its domain.
        var anywhere: [PlistKey: PlistValue]
    }

    private let bundle: LoadedBundle
    private let domain: String
    private let values = Mutex<Values?>(nil)

    /// The defaults of `bundle`, whose root pages are stored in the application domain `domain`.
    public init(bundle: LoadedBundle, domain: String) {
        self.bundle = bundle
        self.domain = domain
    }

    /// The defaults registered for the keys stored in `domain`.
    public func values(inDomain domain: String) -> [PlistKey: PlistValue] {
        computed().byDomain[domain] ?? [:]
    }

    /// The default registered for a key stored in `domain`, else for the key in any domain.
    public func value(forKey key: String, domain: String) -> PlistValue? {
        let values = computed()
        return values.byDomain[domain]?[key] ?? values.anywhere[key]
    }

    private func computed() -> Values {
        if let values = values.withLock({ $0 }) { return values }
        let computed = Self.compute(bundle.registrationDictionary(), domain: domain)
        values.withLock { $0 = computed }
        return computed
    }

    /// One pass over the entries (one per key, in walk order): what
    /// `values(forSuite: nil)` (under the application domain), `values(forSuite:)` for each suite
    /// and `values` give.
    private static func compute(_ registration: RegistrationDictionary, domain: String) -> Values {
        var bySuite: [String?: [PlistKey: PlistValue]] = [:]
        var anywhere: [PlistKey: PlistValue] = [:]
        anywhere.reserveCapacity(registration.entries.count)
        for entry in registration.entries {
            if anywhere[entry.key] == nil { anywhere[entry.key] = entry.value }
            if bySuite[entry.suite, default: [:]][entry.key] == nil {
                bySuite[entry.suite, default: [:]][entry.key] = entry.value
            }
        }
        var byDomain = [domain: bySuite[nil] ?? [:]]
        for suite in registration.suites { byDomain[suite] = bySuite[suite] ?? [:] }
        return Values(byDomain: byDomain, anywhere: anywhere)
    }
}
