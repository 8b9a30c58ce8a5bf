import Defaults
import PropertyList
import SettingsBundle

extension StoredChange {
    /// The `defaults write` command that stores this value; through the Simulator device when the
    /// app's stores are on one (the container's file for the domain).
    package func command(through writes: SimulatorWrites?) -> DefaultsWriteCommand {
        let file = writes?.files[domain]
        return DefaultsWriteCommand(
            domain: domain, key: key, value: value, isSecret: isSecret, device: file == nil ? nil : writes?.udid,
            file: file)
    }

    /// The changes of an app (``list(bundle:domain:registered:stored:)``) as `defaults write`
    /// commands, through `writes` when its stores are on a Simulator device: what `settings diff`
    /// prints and the editor's changes view shows, `stored` being each key's
    /// ``ResolvedValue/storedValue``.
    package static func commands(
        bundle: LoadedBundle, domain: String, registered: RegisteredDefaults, writes: SimulatorWrites?,
        stored: (StoreKey) -> ResolvedValue?
    ) -> [DefaultsWriteCommand] {
        list(bundle: bundle, domain: domain, registered: registered) { domain, key in
            stored(StoreKey(domain: domain, key: key))?.storedValue
        }.map { $0.command(through: writes) }
    }
}

extension BoundApp {
    /// The values its writable domains store that differ from the registered defaults, as
    /// `defaults write` commands, each key resolved by ``resolve(_:)``.
    public func changeCommands() -> [DefaultsWriteCommand] {
        StoredChange.commands(
            bundle: bundle, domain: domain, registered: registered, writes: simulatorWrites
        ) { resolve([$0])[$0] }
    }
}
