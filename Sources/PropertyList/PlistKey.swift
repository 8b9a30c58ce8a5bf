import FoundationEssentials

/// A dictionary key of a property list, equal to another key only when their Unicode scalars are
/// exactly the same.
///
/// Swift's `String` compares by canonical equivalence: `"é"` spelled U+00E9 equals `"e"` followed by
/// U+0301, and `"Å"` as U+00C5, U+212B and `A` + U+030A are one string. CoreFoundation, Foundation
/// (on Linux and macOS) and the files they write compare keys by their code units and keep such keys
/// apart. A `[PlistKey: PlistValue]` would merge them and lose a user's value; `PlistKey` hashes and
/// compares the UTF-8 bytes, so every key Foundation keeps stays a key of its own.
public struct PlistKey: Sendable {
    /// The key's text, with its exact code points.
    public let string: String

    /// A key with exactly the scalars of `string`.
    public init(_ string: String) { self.string = string }
}

extension PlistKey {
    /// Whether every scalar of the key is ASCII.
    @inlinable
    public var isASCII: Bool {
        var text = string
        return text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
    }
}

extension PlistKey: Hashable {
    public static func == (lhs: PlistKey, rhs: PlistKey) -> Bool {
        PlistExactText.equal(lhs.string, rhs.string)
    }

    public func hash(into hasher: inout Hasher) {
        PlistExactText.hash(string, into: &hasher)
    }
}

extension PlistKey: Comparable {
    /// Orders as `String` does (so listings keep their familiar order), and keys that `String` finds
    /// equal but that differ in their scalars by their UTF-8 bytes: a total order consistent with `==`.
    public static func < (lhs: PlistKey, rhs: PlistKey) -> Bool {
        PlistExactText.less(lhs.string, rhs.string)
    }
}

extension PlistKey: ExpressibleByStringInterpolation, CustomStringConvertible, CustomDebugStringConvertible {
    public init(stringLiteral value: String) { self.string = value }
    public var description: String { string }
    public var debugDescription: String { string.debugDescription }
}

extension Dictionary where Key == PlistKey {
    /// The value for the key with exactly the scalars of `key`.
    @inlinable
    public subscript(_ key: String) -> Value? {
        get { self[PlistKey(key)] }
        set { self[PlistKey(key)] = newValue }
    }
}

/// Exact (scalar by scalar) comparison and hashing of text, as CoreFoundation compares strings.
public enum PlistExactText {
    /// Whether `a` and `b` have the same Unicode scalars (the same UTF-8 bytes).
    @inlinable
    public static func equal(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        // Native strings: one memcmp of their contiguous bytes (iterating the views is 3x slower).
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
        if let compared, let compared { return compared }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// Hashes the UTF-8 bytes of `text`, then a terminator no UTF-8 text contains.
    @inlinable
    public static func hash(_ text: String, into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
        hasher.combine(0xFF as UInt8)
    }

    /// `String`'s order, with the UTF-8 bytes breaking ties between canonically equivalent texts.
    public static func less(_ a: String, _ b: String) -> Bool {
        if a < b { return true }
        if b < a { return false }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
