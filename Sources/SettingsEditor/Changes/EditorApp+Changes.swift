import Defaults
import PropertyList
import SettingsBundle

extension EditorApp {
    /// The values the writable domains (the application domain, the pages' suites) store that
    /// differ from the registered defaults, as `defaults write` commands that reproduce them, in
    /// page order (`StoredChange.list(bundle:domain:registered:stored:)`, as `settings diff`
    /// lists them). With ``simulatorWrites``, they write through the Simulator device to the
    /// container's files.
    public func changeCommands() -> [DefaultsWriteCommand] {
        StoredChange.list(bundle: bundle, domain: domain, registered: registered) { domain, key in
            values[StoreKey(domain: domain, key: key)]?.storedValue
        }.map { $0.command(through: simulatorWrites) }
    }
}

extension StoredChange {
    /// The `defaults write` command that stores this value; through the Simulator device when the
    /// app's stores are on one (the container's file for the domain).
    package func command(through writes: SimulatorWrites?) -> DefaultsWriteCommand {
        let file = writes?.files[domain]
        return DefaultsWriteCommand(
            domain: domain, key: key, value: value, isSecret: isSecret, device: file == nil ? nil : writes?.udid,
            file: file)
    }
}
