import SettingsBinding
import SettingsBundle
import SettingsEditor

extension BoundApp {
    /// The editor's view of this app: its bundle and domain, no values resolved yet.
    /// On a Simulator device (`--data`), its change commands write through the device.
    var editorApp: EditorApp {
        var app = EditorApp(bundle: bundle, domain: domain, registered: registered)
        app.simulatorWrites = simulatorWrites
        return app
    }

    /// The device and the absolute store files of the app's writable domains, when its stores are
    /// on a Simulator device.
    var simulatorWrites: SimulatorWrites? {
        guard let device = environment.storeRoot?.device else { return nil }
        var files: [String: String] = [:]
        for domain in [domain] + suites {
            if let url = try? environment.fileURL(forDomain: domain) { files[domain] = url.path }
        }
        return SimulatorWrites(udid: device.udid, files: files)
    }

    /// Keys of this app, each resolved against the search list of the domain it is stored in,
    /// with this app's registered defaults.
    func resolve(_ keys: some Sequence<StoreKey>) -> [StoreKey: ResolvedValue] {
        var values: [StoreKey: ResolvedValue] = [:]
        for storeKey in keys where owns(domain: storeKey.domain) {
            var value = ResolvedValue.resolve(
                layers: layers(forKey: storeKey.key, inDomain: storeKey.domain),
                registeredDefault: registered.value(forKey: storeKey.key, domain: storeKey.domain),
                writableDomain: storeKey.domain)
            if value.argumentValue != nil { value.argumentOrigin = argumentOrigin(forKey: storeKey.key) }
            values[storeKey] = value
        }
        return values
    }

    /// The domains of its search lists whose store file exists but cannot be read, with what
    /// Defaults says about each (the file, why, and where the copy was kept).
    func unreadableDomains() -> [String: UnreadableStore] {
        var problems: [String: UnreadableStore] = [:]
        for defaults in allDefaults {
            for (source, error) in defaults.unreadableDomains() where problems[source.domain] == nil {
                var file = source.file?.path ?? source.domain
                var keptCopy: String?
                if case .corruptStore(let path, _, let copy, _) = error {
                    file = path
                    keptCopy = copy
                }
                problems[source.domain] = UnreadableStore(
                    file: file, keptCopy: keptCopy, description: error.description)
            }
        }
        return problems
    }
}
