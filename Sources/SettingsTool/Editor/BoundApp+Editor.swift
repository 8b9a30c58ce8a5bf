import SettingsBundle
import SettingsEditor

extension BoundApp {
    /// The editor's view of this app: its bundle and domain, no values resolved yet.
    var editorApp: EditorApp { EditorApp(bundle: bundle, domain: domain) }

    /// Keys of this app, each resolved against the search list of the domain it is stored in,
    /// with this app's registered defaults.
    func resolve(_ keys: some Sequence<StoreKey>) -> [StoreKey: ResolvedValue] {
        var values: [StoreKey: ResolvedValue] = [:]
        for storeKey in keys where owns(domain: storeKey.domain) {
            values[storeKey] = ResolvedValue.resolve(
                layers: layers(forKey: storeKey.key, inDomain: storeKey.domain),
                registeredDefault: registered.value(forKey: storeKey.key, domain: storeKey.domain),
                writableDomain: storeKey.domain)
        }
        return values
    }
}
