import TextOutput
import XcodeProject

/// Why a bundle could not be found or opened. Every message says what to do next.
public enum BundleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path is a file, not a folder.
    case notADirectory(path: String)
    /// An `.app` folder without a `Settings.bundle`.
    case noSettingsBundle(app: String)
    /// A folder search found no `Settings.bundle` and no `.app` holding one; `linksNotFollowed` is
    /// the search's note of the links out of the folder it did not follow, when there were any.
    case nothingFound(path: String, depth: Int, linksNotFollowed: String? = nil)
    /// A domain given explicitly is not usable.
    case invalidDomain(value: String, reason: String)
    /// A file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// The scheme or test plan asked for does not exist.
    case scheme(SchemeError)
    /// `--target` names no application target that copies the bundle; `candidates` do, `known` are
    /// the projects' application targets.
    case unknownTarget(name: String, bundle: String, candidates: [String], known: [String])
    /// A bundle found under a folder whose name is not UTF-8: it cannot be opened by its path
    /// (`path` shows each bad byte as `\xFF`).
    case pathNotUTF8(path: String)
    /// A search did not follow symbolic links that lead outside the folder it was given (`note` names
    /// them); not an error by itself, reported once among what a search skipped.
    case linksNotFollowed(note: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            "\(path): no such file or folder; pass an .app folder, a Settings.bundle folder, or a folder to search"
        case .notADirectory(let path):
            "\(path) is a file; pass the .app or Settings.bundle folder that holds it, or a folder to search"
        case .noSettingsBundle(let app):
            "\(app) has no Settings.bundle; the app has no settings to show (look for one with a folder search)"
        case .nothingFound(let path, let depth, let note):
            "no Settings.bundle found under \(path) (searched \(depth) levels deep, skipping .build, .git and DerivedData); pass the bundle's folder directly"
                + (note.map { "; also, \($0)" } ?? "")
        case .invalidDomain(let value, let reason):
            "\"\(value)\" cannot be a defaults domain (\(reason)); pass a bundle identifier such as com.example.app"
        case .unreadable(let path, let reason):
            "\(path) cannot be read (\(reason)); check that it exists and that you may read it"
        case .scheme(let error): error.description
        case .unknownTarget(let name, let bundle, let candidates, let known):
            if candidates.isEmpty {
                "no application target copies \(bundle), so --target \(name) cannot pick one"
                    + (known.isEmpty ? "" : " (application targets: \(known.joined(separator: ", ")))")
                    + "; leave out --target"
            } else {
                "no application target named \(name) copies \(bundle); the targets that do: "
                    + candidates.map { "\($0) (\(ShellText.option("--target", $0)))" }.joined(separator: ", ")
            }
        case .pathNotUTF8(let path):
            "\(path) cannot be read: its path is not UTF-8 text (each \\xNN is a byte that is not); rename the folder"
        case .linksNotFollowed(let note): note
        }
    }
}
