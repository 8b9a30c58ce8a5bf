// TEMPORARY stand-in written by helper "api" until branch `store` lands; replaced by the store's file.
public enum DefaultsError: Error, CustomStringConvertible, Equatable, Sendable {
    case noUserDirectory
    case invalidDomainName(String)
    case corruptStore(String)
    case io(String)
    public var description: String {
        switch self {
        case .noUserDirectory: "neither HOME nor an absolute XDG_CONFIG_HOME is set; set HOME"
        case .invalidDomainName(let n): "invalid domain name '\(n)'"
        case .corruptStore(let p): "the store file \(p) is unreadable"
        case .io(let m): m
        }
    }
}
