import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle

/// Why a `settings` command failed. Every message says what to do next.
public enum SettingsToolError: Error, CustomStringConvertible {
    case bundle(BundleError)
    case defaults(DefaultsError)
    case input(ValueInputError)
    case unknownKey(String, bundle: String, known: [String])
    case write(BoundAppError)
    case severalBundles(path: String, found: [String])
    case missingKey
    case noDomains(count: Int)
    case encoding(PropertyListError)
    case data(AppDataError)
    /// No path given and `--data` (when given) names no installed app with a Settings.bundle.
    case noBundles(data: String?)
    /// `--apply simctl` without `--data` on a Simulator device.
    case simctlNeedsDevice(data: String?)

    public var description: String {
        switch self {
        case .bundle(let error): error.description
        case .defaults(let error): error.description
        case .input(let error): error.description
        case .unknownKey(let key, let bundle, let known):
            known.isEmpty
                ? "\(bundle) has no setting with key \"\(key)\"; its Settings.bundle defines no keys"
                : "\(bundle) has no setting with key \"\(key)\"; its keys are: \(known.joined(separator: ", "))"
        case .write(let error): error.description
        case .severalBundles(let path, let found):
            "\(path) holds \(found.count) Settings bundles (\(found.joined(separator: ", "))); pass the one you mean"
        case .encoding(let error):
            "the value \(error)"
        case .noDomains(let count):
            "none of the \(count) bundles found has a usable defaults domain (each identifier found cannot name "
                + "a store file); pass one with --domain, for example --domain com.example.app"
        case .data(let error): "--data: " + error.description
        case .noBundles(let data):
            data.map { "\($0) holds no installed app with a Settings.bundle; pass the app's bundle as a path" }
                ?? "name an .app folder, a Settings.bundle folder or a folder to search"
        case .simctlNeedsDevice(let data):
            (data.map { "\($0) is not a Simulator device folder" } ?? "no --data was given")
                + "; --apply simctl writes through a device: pass its folder with --data"
        case .missingKey:
            "name a KEY to reset, or pass --all to reset every key of the bundle"
        }
    }
}
