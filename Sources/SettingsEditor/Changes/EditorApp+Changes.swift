import Defaults
import SettingsBinding
import SettingsBundle

extension EditorApp {
    /// The values the writable domains (the application domain, the pages' suites) store that
    /// differ from the registered defaults, as `defaults write` commands that reproduce them, in
    /// page order: `BoundApp.changeCommands()`'s rule (what `settings diff` prints) over the
    /// values the loop resolved. With ``simulatorWrites``, they write through the Simulator device
    /// to the container's files.
    public func changeCommands() -> [DefaultsWriteCommand] {
        StoredChange.commands(
            bundle: bundle, domain: domain, registered: registered, writes: simulatorWrites
        ) { values[$0] }
    }
}
