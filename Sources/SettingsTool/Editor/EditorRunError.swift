import Defaults
import SettingsBinding
import SettingsBundle
import TerminalUI

/// Why the editor could not start or a write failed. Each message says what to do next.
public enum EditorRunError: Error, CustomStringConvertible {
    /// The terminal cannot be used (not a terminal, unknown TERM).
    case terminal(TerminalError)
    /// A path does not name a usable bundle.
    case bundle(BundleError)
    /// The embedded demo is not next to the executable.
    case demoMissing(searched: [String])
    /// A store write failed, or aimed at a domain the app does not own (never through the UI).
    case write(BoundAppError)
    /// Nothing to show.
    case noBundles
    /// Every bundle found lacks a defaults domain.
    case allSkipped(count: Int, first: BundleError)
    /// The stores cannot be located (`--data`).
    case stores(SettingsToolError)

    public var description: String {
        switch self {
        case .terminal(let error): "\(error)"
        case .bundle(let error): "\(error)"
        case .demoMissing(let searched):
            "the embedded Showcase demo was not found (looked in \(searched.joined(separator: ", "))); "
                + "pass a bundle instead, for example: settings Examples/Showcase"
        case .write(let error): "\(error)"
        case .stores(let error): "\(error)"
        case .noBundles: "no Settings.bundle to show; pass an .app folder, a Settings.bundle or a folder to search"
        case .allSkipped(let count, _):
            "none of the \(count) bundles found has a usable defaults domain (each identifier found cannot name "
                + "a store file); open one with --domain, for example: settings PATH/Settings.bundle --domain com.example.app"
        }
    }
}
