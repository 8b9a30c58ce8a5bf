/// One build-setting assignment, from a project's `buildSettings` or an `.xcconfig` line:
/// `NAME[config=Release][sdk=iphoneos*] = value`.
package struct BuildSettingAssignment: Sendable, Hashable {
    /// Where an assignment was written.
    package enum Origin: Sendable, Hashable {
        /// Defaults Xcode supplies (`TARGET_NAME`, `PRODUCT_NAME`, `SRCROOT`...).
        case builtIn
        /// A configuration's `buildSettings` in a `project.pbxproj` (project or target level).
        case project(path: String)
        /// A line of an `.xcconfig` file.
        case xcconfig(path: String)
    }

    /// The setting's name, without conditions.
    package var name: String
    /// The conditions (`config`, `sdk`, `arch`...) and their patterns, as written.
    package var conditions: [(key: String, pattern: String)]
    /// The value as written, with its `$(...)` references unexpanded.
    package var value: String
    /// Where it was written.
    package var origin: Origin

    /// Creates an assignment.
    package init(name: String, conditions: [(key: String, pattern: String)] = [], value: String, origin: Origin) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.origin = origin
    }

    /// Parses a setting name with its conditions (`PRODUCT_BUNDLE_IDENTIFIER[config=Release]`);
    /// nil when it is not one.
    package init?(key: String, value: String, origin: Origin) {
        var rest = Substring(key.trimmingWhitespace())
        let bracket = rest.firstIndex(of: "[") ?? rest.endIndex
        let name = String(rest[..<bracket]).trimmingWhitespace()
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return nil
        }
        rest = rest[bracket...]
        var conditions: [(key: String, pattern: String)] = []
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let condition = rest[rest.index(after: rest.startIndex)..<close]
            let parts = condition.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            conditions.append((String(parts[0]).trimmingWhitespace(), String(parts[1]).trimmingWhitespace()))
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        }
        guard rest.isEmpty else { return nil }
        self.init(name: name, conditions: conditions, value: value, origin: origin)
    }

    /// Whether every condition matches `context` (condition key to value, such as `config` to
    /// `Release`); a condition on a key the context lacks matches nothing.
    package func matches(_ context: [String: String]) -> Bool {
        conditions.allSatisfy { condition in
            guard let value = context[condition.key] else { return false }
            return Self.glob(condition.pattern, matches: value)
        }
    }

    /// `*` matches any run of characters, as in Xcode's condition patterns (`iphoneos*`).
    static func glob(_ pattern: String, matches value: String) -> Bool {
        let pattern = Array(pattern)
        let value = Array(value)
        var p = 0
        var v = 0
        var star: Int?
        var mark = 0
        while v < value.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = v
                p += 1
            } else if p < pattern.count, pattern[p] == value[v] {
                p += 1
                v += 1
            } else if let star {
                p = star + 1
                mark += 1
                v = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value && lhs.origin == rhs.origin
            && lhs.conditions.map { [$0.key, $0.pattern] } == rhs.conditions.map { [$0.key, $0.pattern] }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
        hasher.combine(origin)
    }
}
