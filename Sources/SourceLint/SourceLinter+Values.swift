import AppSources
import Defaults
import PropertyList
import SettingsBundle

extension SourceLinter {
    /// Whether the code's `key` is nearly the bundle's `other`: equal ignoring case, `_` and `-`, or
    /// within edit distance 1 when both have at least 5 characters and 2 when both have at least 8
    /// (shorter keys differ by a letter or two too easily: `mode`, `node`).
    static func isNear(_ key: String, _ other: String) -> Bool {
        guard key != other else { return false }
        func folded(_ text: String) -> String { text.lowercased().filter { $0 != "_" && $0 != "-" } }
        if folded(key) == folded(other) { return true }
        let shorter = min(key.count, other.count)
        let limit = shorter >= 8 ? 2 : shorter >= 5 ? 1 : 0
        guard limit > 0, abs(key.count - other.count) <= limit else { return false }
        return editDistance(Array(key), Array(other), limit: limit) <= limit
    }

    /// Levenshtein distance, stopping early once it exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard a.count <= 256, b.count <= 256 else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    static func plist(_ value: SourceValue) -> PlistValue {
        switch value {
        case .bool(let bool): .bool(bool)
        case .integer(let integer): .integer(Int64(integer))
        case .double(let double): .real(double)
        case .string(let string): .string(string)
        }
    }

    /// A bundle value as a finding shows it (`YES`, `3`, `"dark"`).
    static func describe(_ value: PlistValue) -> String {
        switch value {
        case .bool(let bool): bool ? "YES" : "NO"
        case .string(let string): "\"\(string)\""
        case .integer(let integer): "\(integer)"
        case .unsignedInteger(let integer): "\(integer)"
        case .real(let real): "\(real)"
        default: "a \(value.typeName)"
        }
    }

    /// Whether the bundle's default and the code's agree, as the app reads them: after the
    /// accessor's conversion when the read type is known, else loosely (`"3"` and `3`, `"YES"` and `true`).
    static func agree(_ bundle: PlistValue, _ code: SourceValue, as type: AccessorType?) -> Bool {
        let code = plist(code)
        switch type {
        case .bool: return bundle.coercedBool == code.coercedBool
        case .integer: return bundle.coercedInteger == code.coercedInteger
        case .float, .double: return bundle.coercedDouble == code.coercedDouble
        case .string: return bundle.coercedString == code.coercedString
        default: break
        }
        if bundle == code { return true }
        switch (bundle, code) {
        case (.bool(let flag), .string(let text)), (.string(let text), .bool(let flag)):
            let word = text.lowercased()
            return (flag && ["yes", "true", "1"].contains(word)) || (!flag && ["no", "false", "0"].contains(word))
        case (.bool(let flag), .integer(let number)), (.integer(let number), .bool(let flag)):
            return (flag ? 1 : 0) == number
        default:
            if let left = bundle.numberValue ?? bundle.stringValue.flatMap(PlistValue.parseDecimal),
                let right = code.numberValue ?? code.stringValue.flatMap(PlistValue.parseDecimal)
            {
                return left == right
            }
            return false
        }
    }

    /// What a read of a key nothing registered gives (`NO`, `0`, `nil`), when it differs from the
    /// bundle's default; nil when the unregistered read happens to equal it.
    static func unregisteredReading(_ bundle: PlistValue, as type: AccessorType?) -> String? {
        switch type {
        case .bool: return bundle.coercedBool ? "false" : nil
        case .integer: return bundle.coercedInteger != 0 ? "0" : nil
        case .float, .double: return bundle.coercedDouble != 0 ? "0" : nil
        case .string:
            // An empty text is what most code makes of nil (`?? ""`).
            if bundle.stringValue?.isEmpty == true { return nil }
            return "nil"
        default:
            // Whatever the code does with an object it reads, nil behaves as an empty text, `NO` or 0 do
            // (`[nil boolValue]` is `NO`): only another default is a claim.
            if bundle.stringValue?.isEmpty == true || bundle.boolValue == false || bundle.numberValue == 0 {
                return nil
            }
            return "nil"
        }
    }

    /// Why `type` cannot read what `row` stores, or nil when it can.
    static func typeProblem(_ type: AccessorType, _ row: BundleKey) -> String? {
        switch type {
        case .object:
            return nil
        case .array, .stringArray, .dictionary, .data:
            guard row.isScalar else { return nil }
            return "stores a single value, which \(type.swiftName) reads as nil"
        case .url:
            guard let values = row.storedValues, values.allSatisfy({ $0.stringValue == nil }) else { return nil }
            return "stores \(list(values)), which url(forKey:) reads as nil"
        case .string:
            return nil
        case .bool, .integer, .float, .double:
            if case .slider = row.specifier.kind, type == .bool {
                return "stores a number between its minimum and maximum, which bool(forKey:) reads as true or false"
            }
            guard let values = row.storedValues, !values.isEmpty else { return nil }
            let distinct = unique(values)
            let read = distinct.map { value -> String in
                switch type {
                case .bool: "\(value.coercedBool)"
                case .integer: "\(value.coercedInteger)"
                default: "\(value.coercedDouble)"
                }
            }
            guard Set(read).count < distinct.count else { return nil }
            // The values read alike, grouped.
            var groups: [String: [PlistValue]] = [:]
            var order: [String] = []
            for (value, result) in zip(distinct, read) {
                if groups[result] == nil { order.append(result) }
                groups[result, default: []].append(value)
            }
            let collisions = order.filter { groups[$0]!.count > 1 }.map { "\(list(groups[$0]!)) all as \($0)" }
            return
                "stores \(list(distinct)); it reads \(collisions.joined(separator: " and ")), so the user's choice is lost"
        }
    }

    /// Why a read that casts the stored object to `type` (`as? Int`: sindresorhus/Defaults, Foil,
    /// `object(forKey:) as? Int`) cannot read what `row` stores, or nil when it can. A cast converts
    /// nothing: a string is never an `Int`, a number never a `String`.
    /// When the cast `traps` (Foil), a failed cast stops the app instead of giving nil.
    static func castProblem(_ type: AccessorType, _ row: BundleKey, traps: Bool = false) -> String? {
        let stored: [PlistValue]
        if let values = row.storedValues {
            stored = unique(values)
        } else if case .textField = row.specifier.kind {
            stored = [.string("")]
        } else {
            return nil
        }
        let failing: [PlistValue]
        switch type {
        case .bool, .integer, .float, .double:
            failing = stored.filter { $0.stringValue != nil }
        case .string:
            failing = stored.filter { $0.stringValue == nil }
        default:
            return nil
        }
        guard !failing.isEmpty else { return nil }
        let what = row.storedValues == nil ? "text" : list(failing)
        let all = failing.count == stored.count
        if traps {
            return
                "stores \(what), which the wrapper's cast to \(type.swiftTypeName) cannot read: the app stops (a forced cast or unwrap fails) \(all ? "whatever the user chooses" : "for those choices")"
        }
        return
            "stores \(what), which a cast `as? \(type.swiftTypeName)` reads as nil: \(all ? "whatever the user chooses" : "for those choices"), the app uses its default instead, so the user's choice is lost"
    }

    static func unique(_ values: [PlistValue]) -> [PlistValue] {
        var seen: [PlistValue] = []
        for value in values where !seen.contains(value) { seen.append(value) }
        return seen
    }

    /// `"a", "b" and "c"`, at most five named.
    static func list(_ values: [PlistValue]) -> String {
        let shown = values.prefix(5).map(describe)
        let rest = values.count > 5 ? " and \(values.count - 5) more" : ""
        guard shown.count > 1 else { return (shown.first ?? "") + rest }
        if rest.isEmpty { return shown.dropLast().joined(separator: ", ") + " and " + shown.last! }
        return shown.joined(separator: ", ") + rest
    }
}
