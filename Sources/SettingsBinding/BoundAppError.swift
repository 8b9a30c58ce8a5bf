import Defaults
import SettingsBundle

/// Why a ``BoundApp`` refused or failed a write. Every message says what to do next.
public enum BoundAppError: Error, CustomStringConvertible {
    /// The domain is neither the app's domain nor a suite of its pages (never through the UI).
    case refusedDomain(String)
    /// The row has no `Key`, so it holds no value.
    case notAValueRow(Int)
    /// The store write failed.
    case write(DefaultsError)

    public var description: String {
        switch self {
        case .refusedDomain(let domain):
            "\(domain) is not a domain this app writes; only its application domain and its pages' app groups are"
        case .notAValueRow(let index): "item \(index) has no Key, so it holds no value"
        case .write(let error): error.description
        }
    }
}
