import Defaults
import FoundationEssentials
import SettingsBinding
import SettingsBundle

extension BoundApp {
    /// The editor's view of this app: its bundle and domain, no values resolved yet.
    /// On a Simulator device (`--data`), its change commands write through the device.
    public var editorApp: EditorApp {
        var app = EditorApp(bundle: bundle, domain: domain, registered: registered)
        app.simulatorWrites = simulatorWrites
        return app
    }

    /// The domains of its search lists whose store exists but cannot be read, with what
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
