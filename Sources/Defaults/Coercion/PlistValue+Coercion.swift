import FoundationEssentials
import PropertyList
import SystemCalls
import TextOutput

/// The conversions behind `Defaults`' `UserDefaults`-style getters.
///
/// They follow Apple's documented semantics rather than Foundation-on-Linux's leniency
/// (research defaults-semantics.md §1.5), and none of them can trap on any stored value:
///
/// | stored | ``coercedBool`` | ``coercedInteger`` | ``coercedDouble`` | ``coercedString`` |
/// |---|---|---|---|---|
/// | bool | itself | 1 / 0 | 0 (not converted) | `"1"` / `"0"` |
/// | integer | ≠ 0 | itself (clamped to `Int`) | itself | decimal digits |
/// | real | ≠ 0 (NaN is false) | truncated toward zero, clamped, NaN → 0 | itself | shortest form, `"3"` for 3.0 |
/// | string | `YES`/`true`/`1`, any case | whole-string integer, else whole-string decimal truncated; clamped | whole-string decimal | itself |
/// | date, data, array, dictionary | false | 0 | 0 | nil |
///
/// Strings are trimmed of surrounding whitespace before they are parsed as numbers, and accept one
/// leading `+` or `-`; anything else in them (`" 12abc"`, `"0x10"`, `"😀"`) makes the number 0.
/// Integers out of `Int`'s range clamp to `Int.min`/`Int.max`, as Foundation's `integerValue` does.
extension PlistValue {
    /// `bool(forKey:)`: true for non-zero numbers, `true`, and the strings `YES`, `true` and `1` in
    /// any case; false for every other string and every other type.
    public var coercedBool: Bool {
        switch self {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .unsignedInteger(let u): return u != 0
        case .real(let r): return !r.isNaN && r != 0
        case .string(let s):
            switch s.lowercased() {
            case "yes", "true", "1": return true
            default: return false
            }
        case .date, .data, .array, .dictionary: return false
        }
    }

    /// `integer(forKey:)`: converts numbers, booleans (1/0) and whole numeric strings; 0 otherwise.
    public var coercedInteger: Int {
        switch self {
        case .bool(let b): return b ? 1 : 0
        case .integer(let i): return Int(clamping: i)
        case .unsignedInteger(let u): return Int(clamping: u)
        case .real(let r): return Self.clampedInteger(r)
        case .string(let s): return Self.parseInteger(s) ?? Self.parseDecimal(s).map(Self.clampedInteger) ?? 0
        case .date, .data, .array, .dictionary: return 0
        }
    }

    /// `double(forKey:)`: converts numbers and whole decimal strings; booleans are **not** converted
    /// (Apple's documented behaviour), so a stored `true` reads as 0.
    public var coercedDouble: Double {
        switch self {
        case .integer(let i): return Double(i)
        case .unsignedInteger(let u): return Double(u)
        case .real(let r): return r
        case .string(let s): return Self.parseDecimal(s) ?? 0
        case .bool, .date, .data, .array, .dictionary: return 0
        }
    }

    /// `float(forKey:)`: ``coercedDouble`` rounded to `Float`.
    public var coercedFloat: Float { Float(coercedDouble) }

    /// `string(forKey:)`: strings as they are, numbers and booleans as text, nil for other types.
    public var coercedString: String? {
        switch self {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .unsignedInteger(let u): return String(u)
        case .real(let r): return Self.text(for: r)
        case .bool(let b): return b ? "1" : "0"
        case .date, .data, .array, .dictionary: return nil
        }
    }

    /// `stringArray(forKey:)`: an array whose elements are all strings (numbers are not converted,
    /// as Apple documents); nil otherwise.
    public var coercedStringArray: [String]? {
        guard case .array(let values) = self else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(values.count)
        for value in values {
            guard case .string(let s) = value else { return nil }
            strings.append(s)
        }
        return strings
    }

    /// `url(forKey:)`: a string is read as a file path (a leading `~` or `~user` is expanded, a
    /// relative path resolves against the current directory), except that a string that already
    /// is an absolute URL with a scheme (`https://…`, `file:///…`) is returned as that URL. Any
    /// other value, including `Data` (macOS keyed-archived URLs are not decoded), gives nil.
    ///
    /// - Parameter homeDirectory: what `~` expands to; nil uses the passwd entry of the user.
    public func coercedURL(homeDirectory: String?) -> URL? {
        guard case .string(let string) = self, !string.isEmpty, !string.contains("\0") else { return nil }
        if Self.hasURLScheme(string), let url = URL(string: string), url.scheme != nil {
            return url
        }
        return URL(fileURLWithPath: Self.expandingTilde(in: string, homeDirectory: homeDirectory))
    }

    // MARK: - Parsing helpers

    /// The text of a real the way `NSNumber` prints it: integral values without a fraction
    /// (`3`), others in their shortest round-tripping form (`0.1`, `1e+100`), `nan`, `inf`, `-inf`.
    static func text(for r: Double) -> String {
        if r.isNaN { return "nan" }
        if r.isInfinite { return r < 0 ? "-inf" : "inf" }
        if r == r.rounded(.towardZero), abs(r) < 1e15 { return String(Int64(r)) }
        return "\(r)"
    }

    static func clampedInteger(_ r: Double) -> Int {
        if r.isNaN { return 0 }
        if r >= 9.223372036854775807e18 { return .max }
        if r <= -9.223372036854775808e18 { return .min }
        return Int(r.rounded(.towardZero))
    }

    /// A whole-string integer: optional surrounding whitespace, one optional sign, ASCII digits.
    /// Out-of-range values clamp.
    public static func parseInteger(_ string: String) -> Int? {
        let scalars = Array(trimmed(string).unicodeScalars)
        var index = 0
        var negative = false
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
            negative = scalars[index] == "-"
            index += 1
        }
        guard index < scalars.count else { return nil }
        var magnitude: UInt64 = 0
        var overflow = false
        while index < scalars.count {
            let v = scalars[index].value
            guard v >= 48, v <= 57 else { return nil }
            if !overflow {
                let (m, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.addingReportingOverflow(UInt64(v - 48))
                if o1 || o2 { overflow = true } else { magnitude = s }
            }
            index += 1
        }
        if negative {
            if overflow || magnitude > UInt64(Int.max) + 1 { return .min }
            return magnitude == UInt64(Int.max) + 1 ? .min : -Int(magnitude)
        }
        if overflow || magnitude > UInt64(Int.max) { return .max }
        return Int(magnitude)
    }

    /// A whole-string decimal number: optional surrounding whitespace, sign, digits with an
    /// optional fraction, an optional exponent. No hex, `inf` or `nan` spellings.
    public static func parseDecimal(_ string: String) -> Double? {
        let text = trimmed(string)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < scalars.count, scalars[index].value >= 48, scalars[index].value <= 57 { index += 1 }
            return index - start
        }
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        var mantissaDigits = digits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return nil }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == scalars.count else { return nil }
        return Double(text)
    }

    static func trimmed(_ string: String) -> String {
        string.trimmingSpacesAndNewlines()
    }

    /// Whether the string starts with `scheme://`, where scheme is a letter followed by letters,
    /// digits, `+`, `-` or `.`.
    static func hasURLScheme(_ string: String) -> Bool {
        guard let range = string.firstRange(of: "://") else { return false }
        let scheme = string[..<range.lowerBound]
        guard let first = scheme.unicodeScalars.first, first.isASCIILetter else { return false }
        return scheme.unicodeScalars.allSatisfy {
            $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
        }
    }

    /// Expands a leading `~` (the given home, else the passwd entry's) or `~user`.
    static func expandingTilde(in path: String, homeDirectory: String?) -> String {
        guard path.hasPrefix("~") else { return path }
        let afterTilde = path.dropFirst()
        let slash = afterTilde.firstIndex(of: "/") ?? afterTilde.endIndex
        let user = String(afterTilde[..<slash])
        let rest = afterTilde[slash...]
        let home: String?
        if user.isEmpty {
            home = homeDirectory.flatMap { $0.isEmpty ? nil : $0 } ?? passwdHome(user: nil)
        } else {
            home = passwdHome(user: user)
        }
        guard let home else { return path }
        return home + rest
    }

    static func passwdHome(user: String?) -> String? {
        ProcessEnvironment.homeDirectory(ofUser: user)
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
