import PropertyList
import SettingsBinding
import SettingsBundle

/// One open app: its loaded Settings.bundle, the domain it stores in, and the resolved value of
/// every key its pages show. Two apps are equal when their bundles, domains, values, other views
/// and Simulator writes are (the registered defaults follow from the bundle and the domain).
public struct EditorApp: Equatable, Sendable {
    /// The loaded bundle.
    public var bundle: LoadedBundle
    /// Which open app this is: its domain, and which copy when several open apps share it.
    public internal(set) var id: AppID
    /// The application domain (`CFBundleIdentifier`, or `--domain`).
    public var domain: String { id.domain }
    /// Every shown key's value and provenance, keyed by the domain it is written to.
    public var values: [StoreKey: ResolvedValue]

    /// Replaces the values of some keys (or all of them).
    mutating func update(_ new: [StoreKey: ResolvedValue], replacingAll: Bool) {
        if replacingAll {
            values = new
        } else {
            values.merge(new) { _, new in new }
        }
    }

    /// The registered defaults, computed when first needed.
    private(set) var registered: RegisteredDefaults

    /// The same bundle loaded in the other view (`BundleView`), once loaded: `i` swaps it with
    /// ``bundle`` (and asks for it to be loaded the first time, ``Effect/loadOtherView(app:)``).
    public var otherView: LoadedBundle?

    /// The Simulator device the app's stores are on, when they are (`--data`): change commands
    /// then write through it.
    public var simulatorWrites: SimulatorWrites?

    /// Whether the app has InAppSettingsKit files: `*.inApp.plist` pages or an `InAppSettings.bundle`.
    public var hasInAppFiles: Bool { bundle.hasInAppFiles }

    /// Shows the other view of the bundle (its rows, files and registered defaults); false when
    /// the other view was not loaded.
    public mutating func switchView() -> Bool {
        guard let other = otherView else { return false }
        otherView = bundle
        bundle = other
        registered = RegisteredDefaults(bundle: other, domain: domain)
        return true
    }

    /// Creates an app with no values resolved yet (every key shows its registered default).
    ///
    /// Its ``id`` is `domain`'s first copy; the editor numbers apps that share a domain
    /// (``AppID/numbered(_:)``). `registered` is the bundle's registered defaults in `domain`
    /// when its binding already computed them (they are then shared, not computed twice).
    public init(
        bundle: LoadedBundle, domain: String, values: [StoreKey: ResolvedValue] = [:], otherView: LoadedBundle? = nil,
        registered: RegisteredDefaults? = nil
    ) {
        self.bundle = bundle
        self.otherView = otherView
        self.id = AppID(domain)
        self.values = values
        self.registered = registered ?? RegisteredDefaults(bundle: bundle, domain: domain)
    }

    public static func == (lhs: EditorApp, rhs: EditorApp) -> Bool {
        lhs.id == rhs.id && lhs.values == rhs.values && lhs.bundle == rhs.bundle
            && lhs.otherView == rhs.otherView && lhs.simulatorWrites == rhs.simulatorWrites
    }

    /// The app's name, as the app list and the root page's title show it.
    public var name: String { bundle.name }

    /// The domain a page's rows read and write: its app-group suite, else the application domain.
    public func storeDomain(for page: PageID) -> String {
        bundle.page(page)?.appGroup ?? domain
    }

    /// Where a row of a page stores `key`: the key in the page's ``storeDomain(for:)``.
    public func storeKey(_ key: String, on page: PageID) -> StoreKey {
        StoreKey(domain: storeDomain(for: page), key: key)
    }

    /// Every key shown on any page, with the domain it is written to (what the loop resolves).
    public var storeKeys: [StoreKey] {
        var seen = Set<StoreKey>()
        var keys: [StoreKey] = []
        for page in bundle.orderedPages {
            let domain = page.appGroup ?? self.domain
            for specifier in page.specifiers where specifier.showsValue {
                guard let key = specifier.key else { continue }
                let storeKey = StoreKey(domain: domain, key: key)
                if seen.insert(storeKey).inserted { keys.append(storeKey) }
            }
        }
        return keys
    }

    /// The keys a page's rows show, with the domain they are written to (what the first frame of
    /// the page needs resolved).
    public func storeKeys(onPage id: PageID) -> [StoreKey] {
        guard let page = bundle.page(id) else { return [] }
        let domain = page.appGroup ?? self.domain
        var seen = Set<StoreKey>()
        return page.specifiers.compactMap { specifier in
            guard specifier.showsValue, let key = specifier.key else { return nil }
            let storeKey = StoreKey(domain: domain, key: key)
            return seen.insert(storeKey).inserted ? storeKey : nil
        }
    }

    /// The registered defaults of the keys stored in `domain` (the application domain or a
    /// suite): what the program registers in that domain's registration domain.
    public func registeredDefaults(inDomain domain: String) -> [PlistKey: PlistValue] {
        registered.values(inDomain: domain)
    }

    /// The registered default of a key stored in `domain` (the bundle's registration dictionary
    /// for the pages stored there).
    public func registeredDefault(forKey key: String, domain: String) -> PlistValue? {
        registered.value(forKey: key, domain: domain)
    }

    /// The resolved value of a key on a page; before the loop resolves anything, the registered
    /// default (tag `default`) or unset.
    public func resolved(_ key: String, on page: PageID) -> ResolvedValue {
        let domain = storeDomain(for: page)
        if let value = values[StoreKey(domain: domain, key: key)] { return value }
        return ResolvedValue.resolve(
            layers: [], registeredDefault: registeredDefault(forKey: key, domain: domain), writableDomain: domain)
    }
}
