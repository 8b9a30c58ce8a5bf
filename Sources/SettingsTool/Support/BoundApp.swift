import Defaults
import Foundation
import PropertyList
import SettingsBundle

/// A loaded Settings.bundle bound to the defaults its rows read and write: the application
/// domain, or a page's app-group suite, with the registration domain filled from the bundle's
/// `DefaultValue`s and the argument domain from simulated launch arguments.
///
/// Edits go only to the application domain or the page's suite, never anywhere else.
public final class BoundApp {
    /// The loaded bundle.
    public let bundle: LoadedBundle
    /// The application domain the root page edits.
    public let domain: String
    /// The application domain's search list.
    public let defaults: Defaults
    private let environment: DefaultsEnvironment
    private let arguments: [String]
    private var suites: [String: Defaults] = [:]

    /// Binds `bundle` to its domain (``LoadedBundle/location``'s, unless `domain` overrides it).
    ///
    /// - Parameter launchArguments: the arguments the app would be launched with
    ///   (`["-key", "value"]`), parsed into the argument domain as Foundation does.
    public init(
        bundle: LoadedBundle, domain: String? = nil, environment: DefaultsEnvironment = .current,
        launchArguments: [String] = []
    ) throws(SettingsToolError) {
        self.bundle = bundle
        if let domain {
            do { self.domain = try DomainName.validated(domain) } catch { throw .defaults(error) }
        } else {
            do { self.domain = try bundle.location.resolvedDomain() } catch { throw .bundle(error) }
        }
        self.environment = environment
        self.arguments = ["settings"] + launchArguments
        self.defaults = Defaults(applicationDomain: self.domain, environment: environment, arguments: arguments)
        defaults.register(bundle.registrationDictionary().values)
    }

    /// The defaults a page reads: its app-group suite's search list, else the application domain's.
    public func defaults(for page: Page) -> Defaults {
        guard let group = page.appGroup else { return defaults }
        if let existing = suites[group] { return existing }
        let suite =
            Defaults(suiteName: group, applicationDomain: domain, environment: environment, arguments: arguments)
            ?? defaults
        suites[group] = suite
        return suite
    }

    /// The persistent domain a page's edits are written to.
    public func writableDomain(for page: Page) -> String { page.appGroup ?? domain }

    /// The value a row shows and the domain it comes from; nil when no domain holds the key.
    public func lookup(_ specifier: Specifier, on page: Page) -> DefaultsLookup? {
        guard let key = specifier.key else { return nil }
        return defaults(for: page).lookup(key)
    }

    /// Writes (or, with nil, removes) a row's key in the page's writable domain, durably.
    public func write(_ value: PlistValue?, for specifier: Specifier, on page: Page) throws(SettingsToolError) {
        guard let key = specifier.key else { throw .notAValueRow(specifier.index) }
        do {
            try defaults(for: page).write(value, forKey: key, inDomain: writableDomain(for: page))
        } catch {
            throw .defaults(error)
        }
    }

    /// The first row with `key` and its page, or an error that lists the keys the bundle has.
    public func row(forKey key: String) throws(SettingsToolError) -> (page: Page, specifier: Specifier) {
        guard let found = bundle.firstSpecifier(forKey: key) else {
            let keys = Set(bundle.orderedPages.flatMap { $0.specifiers.compactMap(\.key).map { PlistKey($0) } })
                .sorted().map(\.string)
            throw .unknownKey(key, bundle: bundle.name, known: keys)
        }
        return found
    }
}
