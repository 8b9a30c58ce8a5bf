/// A store file that exists but cannot be read (another program wrote something that is not a
/// property list): lookups skip it and writes to it fail until it is fixed or removed.
public struct UnreadableStore: Hashable, Sendable {
    /// The file.
    public var file: String
    /// Where the unreadable contents were copied (`<file>.corrupt-<time>`), if a copy was kept.
    public var keptCopy: String?
    /// The whole explanation: the file, why it cannot be read, the copy, what to do.
    public var description: String

    /// Creates a report.
    public init(file: String, keptCopy: String?, description: String) {
        self.file = file
        self.keptCopy = keptCopy
        self.description = description
    }
}
