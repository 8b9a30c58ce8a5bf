import Defaults
import PropertyList
import SettingsBundle

extension EditorApp {
    /// The values the writable domains (the application domain, the pages' suites) store that
    /// differ from the registered defaults, as `defaults write` commands that reproduce them, in
    /// page order. A value equal to its default (same type and value) is left out. With
    /// ``simulatorWrites``, they write through the Simulator device to the container's files.
    public func changeCommands() -> [DefaultsWriteCommand] {
        var commands: [DefaultsWriteCommand] = []
        var seen = Set<StoreKey>()
        for page in bundle.orderedPages {
            let domain = storeDomain(for: page.id)
            for specifier in page.specifiers where specifier.showsValue {
                guard let key = specifier.key, seen.insert(StoreKey(domain: domain, key: key)).inserted,
                    let stored = resolved(key, on: page.id).storedValue,
                    stored != registeredDefault(forKey: key, domain: domain)
                else { continue }
                let file = simulatorWrites?.files[domain]
                commands.append(
                    DefaultsWriteCommand(
                        domain: domain, key: key, value: stored, isSecret: specifier.isSecure,
                        device: file == nil ? nil : simulatorWrites?.udid, file: file))
            }
        }
        return commands
    }
}
