import FoundationEssentials
import Synchronization

/// Reads and writes the property lists our own readers and writers decline: rare forms (UTF-16
/// text, hex integers, nesting past ``PlistLimits/maximumDepth`` on write) and every malformed
/// file, whose error message is then the fallback's.
///
/// `PropertyListFoundation` provides the one implementation, `PropertyListSerialization`, kept out
/// of this module because `Foundation` links ICU (34 MB of locale data) into every executable that
/// imports it. It is found by name in any program that links it (as FoundationEssentials finds
/// FoundationInternationalization's ICU time zones), or installed with ``PropertyListCoder/fallback``;
/// a program without it (the `settings-generate` build tool) reports a declined file as
/// ``PropertyListError/malformed(_:)`` or ``PropertyListError/unencodable(_:)`` saying so.
public protocol PropertyListFallback: Sendable {
    init()
    /// The value of XML or binary bytes, which must be in `format`.
    func decode(_ data: Data, expecting format: PropertyListFormat) throws(PropertyListError) -> PlistValue
    /// `value` as XML or binary bytes.
    func encode(_ value: PlistValue, as format: PropertyListFormat) throws(PropertyListError) -> Data
}

extension PropertyListCoder {
    private static let installed = Mutex<(any PropertyListFallback)?>(linkedFallback())

    /// `PropertyListFoundation`'s fallback when the program links that module, else nil (the name is
    /// `PropertyListFoundation.FoundationPropertyListCoder`, mangled).
    static func linkedFallback() -> (any PropertyListFallback)? {
        (_typeByName("22PropertyListFoundation27FoundationPropertyListCoderV") as? any PropertyListFallback.Type)?
            .init()
    }

    /// The fallback for what our own readers and writers decline: `PropertyListFoundation`'s when the
    /// program links it, else nil until a program installs one.
    public static var fallback: (any PropertyListFallback)? {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// What a program without a fallback says about a file our readers declined.
    static let noFallbackReason =
        "a form only Foundation's parser reads, and this program is built without Foundation"

    static func fallbackDecode(_ data: Data, expecting format: PropertyListFormat) throws(PropertyListError)
        -> PlistValue
    {
        guard let fallback else { throw .malformed(noFallbackReason) }
        return try fallback.decode(data, expecting: format)
    }

    static func fallbackEncode(_ value: PlistValue, as format: PropertyListFormat) throws(PropertyListError) -> Data {
        guard let fallback else {
            throw .unencodable("a value only Foundation's writer writes, and this program is built without Foundation")
        }
        return try fallback.encode(value, as: format)
    }
}
