/// String constants declared in a target's sources, by name: Swift `let`s (by simple and qualified
/// name, `Keys.sound` and `sound`), `enum … : String` raw values (`Key.sound`), Objective-C
/// `#define`s and `NSString * const`s.
///
/// A name declared with two different values (in two types, or under `#if`) is ambiguous, and a
/// `var` may change: lookups say so instead of guessing.
struct ConstantTable: Sendable {
    /// The outcome of looking a name up.
    enum Lookup: Equatable {
        case value(String)
        /// Known, but not for certain; why.
        case uncertain(String)
        case missing
    }

    private var values: [String: Set<String>] = [:]
    private var mutable: Set<String> = []
    /// The cases of each `enum … : String`, by simple and qualified enum name: case name and raw value.
    private(set) var stringEnums: [String: [(name: String, raw: String)]] = [:]
    /// Bound on names kept, so a hostile tree cannot grow it without limit.
    static let maximumNames = 200_000

    /// Records `value` under `qualifiedName` and each shorter suffix of it (`A.B.c`, `B.c`, `c`).
    mutating func add(_ qualifiedName: String, _ value: String, isMutable: Bool = false) {
        guard values.count < Self.maximumNames else { return }
        let parts = qualifiedName.split(separator: ".")
        for start in parts.indices {
            let name = parts[start...].joined(separator: ".")
            values[name, default: []].insert(value)
            if isMutable { mutable.insert(name) }
        }
    }

    /// Records an enum's cases (and each case as a constant `Enum.case`).
    mutating func addStringEnum(_ qualifiedName: String, cases: [(name: String, raw: String)]) {
        let parts = qualifiedName.split(separator: ".")
        for start in parts.indices {
            let name = parts[start...].joined(separator: ".")
            stringEnums[name, default: []].append(contentsOf: cases)
        }
        for item in cases { add(qualifiedName + "." + item.name, item.raw) }
    }

    func lookup(_ name: String) -> Lookup {
        guard let found = values[name], let first = found.first else { return .missing }
        if found.count > 1 {
            let listed = found.sorted().prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
            return .uncertain("`\(name)` is declared with \(found.count) values (\(listed))")
        }
        if mutable.contains(name) { return .uncertain("`\(name)` is a var, so it may change") }
        return .value(first)
    }
}
