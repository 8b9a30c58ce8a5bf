/// Why an Xcode project could not be read. Every message names the file and says what to do next.
public enum ProjectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `project.pbxproj` cannot be read.
    case unreadable(path: String, reason: String)
    /// The `project.pbxproj` is not a property list, or not one Xcode writes.
    case malformed(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "\(path) cannot be read (\(reason)); check that it exists and that you may read it"
        case .malformed(let path, let reason):
            "\(path) is not a valid Xcode project (\(reason)); open it in Xcode to repair it, or pass --domain"
        }
    }
}
