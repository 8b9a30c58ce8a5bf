/// String constants declared in a target's sources, by name: Swift `let`s (by simple and qualified
/// name, `Keys.sound` and `sound`), `enum … : String` raw values (`Key.sound`), Objective-C
/// `#define`s and `NSString * const`s.
///
/// A name declared with two different values (in two types, or under `#if`) is ambiguous, and a
/// `var` may change: lookups say so instead of guessing.
///
/// Linear by construction: a constant is stored under at most ``maximumSuffixParts`` suffixes of its
/// qualified name (`A.B.C.d`, `B.C.d`, `C.d`, `d`), each part at most ``maximumPartLength`` bytes, and
/// each name keeps at most ``maximumValuesPerName`` values, so one declaration or lookup costs at most
/// a bounded multiple of its own length, whatever the rest of the code holds (issue 28 finding 3).
struct ConstantTable: Sendable {
    /// The outcome of looking a name up.
    enum Lookup: Equatable {
        case value(String)
        /// Known, but not for certain; why.
        case uncertain(String)
        case missing
    }

    private var values: [String: Set<String>] = [:]
    /// Names declared with more values than ``values`` keeps.
    private var overfull: Set<String> = []
    private var mutable: Set<String> = []
    /// The cases of each `enum … : String`, by simple and qualified enum name: case name and raw value.
    private(set) var stringEnums: [String: [(name: String, raw: String)]] = [:]
    /// Bound on names kept, so a hostile tree cannot grow it without limit.
    static let maximumNames = 200_000
    /// The longest suffix of a qualified name kept, in parts (`Outer.Keys.Group.sound` is four).
    static let maximumSuffixParts = 4
    /// A part longer than this (no real type or property name is) is kept as a short digest.
    static let maximumPartLength = 256
    /// Values kept per name; a name with more is ambiguous all the same.
    static let maximumValuesPerName = 4
    /// Cases kept per enum name.
    static let maximumCasesPerEnum = 10_000
    /// Entries written by every ``add(_:_:isMutable:)`` and ``addStringEnum(_:cases:)`` so far: what
    /// the tests count to prove that reading stays linear.
    private(set) var entriesWritten = 0
    /// The clock of the node being read (``SwiftFileWalk``), noted with every change it makes (nil: not noted).
    var stamp: Int?
    /// The last ``stamp`` that changed what ``lookup(_:)`` says of each stored name.
    private(set) var changedAt: [String: Int] = [:]
    /// The last ``stamp`` that changed what ``enumCases(_:)`` says of each stored enum name.
    private(set) var enumsChangedAt: [String: Int] = [:]

    /// The names `parts` is stored and looked up under: its last ``maximumSuffixParts`` parts, each
    /// bounded, and every shorter suffix, longest first.
    static func suffixes(of parts: [Substring]) -> [String] {
        let kept = parts.suffix(maximumSuffixParts).map { boundedPart($0) }
        var names: [String] = []
        for start in kept.indices { names.append(kept[start...].joined(separator: ".")) }
        return names
    }

    /// The name under which a qualified name is looked up: its last parts, bounded like stored ones.
    static func lookupName(_ name: String) -> String {
        suffixes(of: name.split(separator: ".", omittingEmptySubsequences: false)).first ?? name
    }

    private static func boundedPart(_ part: Substring) -> String {
        guard part.utf8.count > maximumPartLength else { return String(part) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "…\(part.utf8.count)#\(hash)"
    }

    /// Records `value` under `qualifiedName` and each shorter suffix of it (`A.B.c`, `B.c`, `c`), at
    /// most ``maximumSuffixParts`` parts long.
    mutating func add(_ qualifiedName: String, _ value: String, isMutable: Bool = false) {
        add(parts: qualifiedName.split(separator: "."), value, isMutable: isMutable)
    }

    /// Records `value` under the name made of `scope` (enclosing types, outermost first) and `name`.
    mutating func add(scope: [String], name: String, _ value: String, isMutable: Bool = false) {
        add(
            parts: scope.suffix(Self.maximumSuffixParts - 1).map { Substring($0) } + [Substring(name)], value,
            isMutable: isMutable)
    }

    private mutating func add(parts: [Substring], _ value: String, isMutable: Bool) {
        guard values.count < Self.maximumNames else { return }
        for name in Self.suffixes(of: parts) {
            entriesWritten += 1
            var changed = false
            if values[name]?.contains(value) != true {
                if values[name, default: []].count < Self.maximumValuesPerName {
                    values[name, default: []].insert(value)
                    changed = true
                } else {
                    changed = overfull.insert(name).inserted
                }
            }
            if isMutable, mutable.insert(name).inserted { changed = true }
            if changed, let stamp { changedAt[name] = stamp }
        }
    }

    /// Records an enum's cases (and each case as a constant `Enum.case`).
    mutating func addStringEnum(scope: [String], name: String, cases: [(name: String, raw: String)]) {
        let parts = scope.suffix(Self.maximumSuffixParts - 1).map { Substring($0) } + [Substring(name)]
        for enumName in Self.suffixes(of: parts) {
            entriesWritten += 1
            let room = Self.maximumCasesPerEnum - stringEnums[enumName, default: []].count
            if room > 0 {
                stringEnums[enumName, default: []].append(contentsOf: cases.prefix(room))
                if let stamp { enumsChangedAt[enumName] = stamp }
            }
        }
        for item in cases { add(parts: parts + [Substring(item.name)], item.raw, isMutable: false) }
    }

    /// The cases of the `String` enum `name` (simple or qualified), if the table has it.
    func enumCases(_ name: String) -> [(name: String, raw: String)]? { stringEnums[Self.lookupName(name)] }

    func lookup(_ name: String) -> Lookup {
        let name = Self.lookupName(name)
        guard let found = values[name], let first = found.first else { return .missing }
        if found.count > 1 {
            let count = overfull.contains(name) ? "more than \(found.count)" : "\(found.count)"
            let listed = found.sorted().prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
            return .uncertain("`\(name)` is declared with \(count) values (\(listed))")
        }
        if mutable.contains(name) { return .uncertain("`\(name)` is a var, so it may change") }
        return .value(first)
    }
}
