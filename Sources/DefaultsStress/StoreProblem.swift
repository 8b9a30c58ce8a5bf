/// Why a strict read of a store file failed.
public enum StoreProblem: Error, Equatable, CustomStringConvertible {
    case missing, empty
    case unparseable(String)

    public var description: String {
        switch self {
        case .missing: return "the store file is missing"
        case .empty: return "the store file is empty"
        case .unparseable(let reason): return "the store file does not parse: \(reason)"
        }
    }
}
