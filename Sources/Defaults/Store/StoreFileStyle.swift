import PropertyList

/// How a store's files are written: the format of a new file, whether a file keeps its own format,
/// and whether a rewrite keeps the file's mode and owner.
///
/// `~/.config` stores are written as Foundation on Linux writes them (``linux``: XML, mode 0600);
/// the preferences of an Apple store root (a Simulator container, an `.xcappdata` package, see
/// ``StoreRoot``) as CFPreferences writes them (``apple``: binary stays binary, a new file is
/// binary, mode and owner are kept).
public struct StoreFileStyle: Sendable, Hashable {
    /// The format a store file that does not exist yet (or is empty) is written in.
    public var newFileFormat: PropertyListFormat
    /// Whether an existing binary or XML file is written back in its own format (else always XML).
    public var keepsFormat: Bool
    /// Whether a rewrite keeps the file's permission bits and (where permitted) its owner and group;
    /// otherwise the file is 0600 and owned by the writer.
    public var keepsModeAndOwner: Bool
    /// The folder no store file may lead out of (by a symbolic link); nil for none.
    public var boundary: ContainedPath? = nil
    /// Why commits are refused (a booted Simulator); nil when they are allowed.
    public var writeRefusal: String? = nil

    /// A style with explicit choices.
    public init(newFileFormat: PropertyListFormat, keepsFormat: Bool, keepsModeAndOwner: Bool) {
        self.newFileFormat = newFileFormat
        self.keepsFormat = keepsFormat
        self.keepsModeAndOwner = keepsModeAndOwner
    }

    /// Foundation's `UserDefaults` on Linux: always XML, 0600.
    public static let linux = StoreFileStyle(newFileFormat: .xml, keepsFormat: false, keepsModeAndOwner: false)
    /// CFPreferences on Apple systems: binary, a file's own format and mode kept.
    public static let apple = StoreFileStyle(newFileFormat: .binary, keepsFormat: true, keepsModeAndOwner: true)

    /// The format a commit writes, given the format of the file it read (nil: no file, or empty).
    func outputFormat(reading format: PropertyListFormat?) -> PropertyListFormat {
        guard keepsFormat else { return .xml }
        switch format {
        case .binary?: return .binary
        case .xml?: return .xml
        case .openStep?, nil: return newFileFormat
        }
    }
}
