import SystemCalls
import TextOutput

/// Why a defaults operation failed. Every message names the file or domain involved and says what
/// to do next; none of them is a crash.
public enum DefaultsError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The domain name cannot name a store file (`reason` says why, e.g. "it contains \"/\"").
    case invalidDomainName(String, reason: String)
    /// Neither `HOME` nor an absolute `XDG_CONFIG_HOME` is set, so there is no user preferences folder.
    /// (Foundation would write to `/.config` at the filesystem root instead.)
    case noUserDirectory
    /// The store file cannot be parsed as a property list whose top level is a dictionary.
    /// It was left untouched; `keptCopy` is the `<name>.plist.corrupt-<timestamp>` copy (nil when no
    /// copy could be made, `copyFailure` then says why).
    case corruptStore(file: String, reason: String, keptCopy: String?, copyFailure: String? = nil)
    /// The disk (or the user's quota) is full.
    case diskFull(file: String)
    /// The operating system refused access (EACCES / EPERM).
    case permissionDenied(file: String, operation: String)
    /// The file system holding the file is mounted read-only.
    case readOnlyFileSystem(file: String)
    /// Another process held the domain's lock for longer than the wait limit.
    case lockTimeout(file: String, milliseconds: Int)
    /// A value in the domain cannot be written as a property list that Foundation reads back.
    case unencodableValue(file: String, key: String?, reason: String)
    /// The domain is read-only for this library (for example an any-user domain under /usr/local/etc).
    case readOnlyDomain(String, file: String)
    /// Any other system-call failure; `operation` is what was attempted, `code` the `errno`.
    case fileSystem(file: String, operation: String, code: Int32)
    /// `setVolatileDomain(_:forName:)` of a name that already has a volatile domain (the
    /// reference raises `NSInvalidArgumentException`).
    case volatileDomainExists(String)
    /// Writes to the store are refused (`reason`: a booted Simulator, whose `cfprefsd` would
    /// overwrite or ignore the file); nothing was written.
    case writeRefused(file: String, reason: String)
    /// The store file is a symbolic link (or under one) that leads out of the store root given;
    /// nothing there is read or written.
    case outsideStoreRoot(file: String, target: String, root: String)

    public var description: String {
        switch self {
        case .invalidDomainName(let name, let reason):
            return "invalid domain name \(ProseText.quoted(name)): \(reason); "
                + "use a reverse-DNS name such as com.example.app, or NSGlobalDomain (-g) for the global domain"
        case .noUserDirectory:
            return "cannot locate the preferences folder: HOME is not set (or not an absolute path) and "
                + "XDG_CONFIG_HOME is not an absolute path; set HOME and retry "
                + "(Foundation would write to /.config at the filesystem root)"
        case .corruptStore(let file, let reason, let keptCopy, let copyFailure):
            var text = "\(file) cannot be read as a property list: \(reason); "
            if let keptCopy {
                text += "a copy was kept at \(keptCopy); "
            } else if let copyFailure {
                text += "no copy could be kept (\(copyFailure)); "
            }
            return text + "the file was left untouched; fix or remove the file, then retry"
        case .diskFull(let file):
            return "cannot write \(file): no space left on device (or quota exceeded); "
                + "the previous contents were left intact; free some space, then retry"
        case .permissionDenied(let file, let operation):
            return "cannot \(operation) \(file): permission denied; "
                + "check the owner and mode of the file and its folder (ls -ld), then retry"
        case .readOnlyFileSystem(let file):
            return "cannot write \(file): the file system is read-only; "
                + "the previous contents were left intact; remount it read-write (or point HOME elsewhere), then retry"
        case .lockTimeout(let file, let milliseconds):
            let wait = milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
            return "another process has held the lock \(file) for more than \(wait); "
                + "find it with `fuser \(file)` (a stopped process?) and let it finish, then retry"
        case .unencodableValue(let file, let key, let reason):
            let which = key.map { "the value for key \(ProseText.quoted($0))" } ?? "a value"
            return "cannot write \(file): \(which) cannot be stored as a property list (\(reason)); "
                + "nothing was written; store a different value"
        case .readOnlyDomain(let name, let file):
            return "the domain \(ProseText.quoted(name)) (\(file)) is read-only; write to a user domain instead"
        case .fileSystem(let file, let operation, let code):
            return "cannot \(operation) \(file): \(Self.message(forErrno: code)); "
                + "the previous contents were left intact; fix the cause, then retry"
        case .volatileDomainExists(let name):
            return "a volatile domain named \(ProseText.quoted(name)) already exists; it was left as it was; "
                + "remove it first (removeVolatileDomain(forName:)) to replace it"
        case .writeRefused(let file, let reason):
            return "cannot write \(file): \(reason); nothing was written"
        case .outsideStoreRoot(let file, let target, let root):
            return "\(file) leads to \(target), outside \(root); it is neither read nor written"
                + " (replace the link with the file itself)"
        }
    }

    /// Maps an `errno` from a failed system call to the most specific case.
    public static func fromErrno(_ code: Int32, file: String, operation: String) -> DefaultsError {
        switch Errno(rawValue: code) {
        case .noSpace, .quotaExceeded: .diskFull(file: file)
        case .permissionDenied, .notPermitted: .permissionDenied(file: file, operation: operation)
        case .readOnlyFileSystem: .readOnlyFileSystem(file: file)
        default: .fileSystem(file: file, operation: operation, code: code)
        }
    }

    /// The most specific case for a failed system call.
    static func from(_ error: Errno, file: String, operation: String) -> DefaultsError {
        fromErrno(error.rawValue, file: file, operation: operation)
    }

    static func message(forErrno code: Int32) -> String {
        Errno(rawValue: code).description
    }
}
