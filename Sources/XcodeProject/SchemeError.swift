/// Why a scheme or test plan cannot be used. Every message names the file or the name asked for
/// and says what to do next.
public enum SchemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a scheme (XML) or test plan (JSON) Xcode writes.
    case malformed(path: String, reason: String)
    /// No scheme or test plan has this name; `known` lists those that exist.
    case unknown(kind: String, name: String, known: [String])
    /// The scheme cannot give a launch: why, in a sentence.
    case unusable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path) cannot be read (\(reason))"
        case .malformed(let path, let reason):
            "\(path) is not a valid Xcode file (\(reason)); open it in Xcode to repair it"
        case .unknown(let kind, let name, let known):
            known.isEmpty
                ? "no \(kind) named \"\(name)\": the checkout has none (settings schemes PATH lists what it has)"
                : "no \(kind) named \"\(name)\"; known: \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .unusable(let path, let reason): "\(path): \(reason)"
        }
    }
}
