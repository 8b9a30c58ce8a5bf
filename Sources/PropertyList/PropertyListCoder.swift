import FoundationEssentials

/// The on-disk encodings of a property list.
public enum PropertyListFormat: String, Sendable {
    case xml
    case binary
    case openStep
}

/// Why bytes could not be read or written as a property list.
public enum PropertyListError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The bytes are not a property list in any format Foundation reads.
    case malformed(String)
    /// The property list nests deeper than ``PlistLimits/maximumDepth``.
    case tooDeep
    /// The value holds something Foundation cannot write back (for example a non-UTF-8 key).
    case unencodable(String)
    /// The bytes are empty.
    case empty
    /// The input goes past its ``InputBudget`` (too large, too many values once shared references
    /// are expanded, too deep).
    case overBudget(InputBudgetError)

    public var description: String {
        switch self {
        case .malformed(let reason): "not a valid property list (\(reason))"
        case .tooDeep: "the property list nests more than \(PlistLimits.maximumDepth) levels deep"
        case .unencodable(let reason): "cannot be written as a property list (\(reason))"
        case .empty: "the file is empty"
        case .overBudget(let excess): excess.description
        }
    }
}

/// Reads XML, binary and OpenStep property lists and writes XML exactly as Foundation does.
public enum PropertyListCoder {
    /// Decodes a property list in any of the three formats, within `budget`.
    ///
    /// XML goes through `XMLPropertyListReader` and binary through `BinaryPropertyListReader`, each
    /// reading every form CoreFoundation reads (see their notes for the few it reads differently)
    /// without bridging through Foundation objects, so keys that differ only in Unicode
    /// normalization stay apart; old-style text goes through ``OpenStepParser``. A malformed file's
    /// error names where (line and column, or byte offset) and what is wrong.
    public static func decode(_ data: Data, budget: InputBudget = .propertyList) throws(PropertyListError) -> (
        value: PlistValue, format: PropertyListFormat
    ) {
        let read = try read(data, budget: budget)
        return (read.value, read.format)
    }

    /// ``decode(_:budget:)``, saying also whether the value is all the file holds: every key is kept
    /// with its scalars, but of a key given twice in one dictionary only the value CoreFoundation
    /// keeps (XML the last, binary the first) is read, so such a file must not be written back.
    public static func read(_ data: Data, budget: InputBudget = .propertyList) throws(PropertyListError)
        -> DecodedPropertyList
    {
        guard !data.isEmpty else { throw .empty }
        do throws(InputBudgetError) { try budget.check(bytes: data.count) } catch { throw .overBudget(error) }
        switch sniff(data) {
        case .binary:
            // Shared references are counted before either reader materialises anything.
            do throws(InputBudgetError) {
                try BinaryPropertyListReader.checkBudget(data, budget: budget)
            } catch {
                throw .overBudget(error)
            }
            let read = try BinaryPropertyListReader.read(data, budget: budget)
            return DecodedPropertyList(value: read.value, format: .binary, isExact: !read.sawDuplicateKey)
        case .xml:
            // One cheap scan of the tags refuses nesting past the budget before the reader starts,
            // and counts each dictionary's keys so that the reader makes its table at its final size.
            guard
                let keyCounts = data.withUnsafeBytes({
                    XMLKeyCounts($0.bindMemory(to: UInt8.self), maximumDepth: budget.maximumDepth)
                })
            else { throw .overBudget(InputBudgetError(.depth, maximum: budget.maximumDepth)) }
            let read = try XMLPropertyListReader.read(data, keyCounts: keyCounts)
            return DecodedPropertyList(value: read.value, format: .xml, isExact: !read.sawDuplicateKey)
        case .openStep:
            guard let text = String(data: data, encoding: .utf8) else {
                throw .malformed("the text is not valid UTF-8")
            }
            do {
                return DecodedPropertyList(
                    value: try OpenStepParser.parse(text, budget: budget), format: .openStep, isExact: true)
            } catch {
                if let excess = error.excess { throw .overBudget(excess) }
                throw .malformed(error.description)
            }
        }
    }

    /// Reads text the way `defaults write` reads an untyped value: an XML or old-style property list
    /// when it parses as one, else the text itself as a string.
    public static func untypedValue(_ text: String) -> PlistValue {
        (try? decode(Data(text.utf8)).value) ?? .string(text)
    }

    /// Which parser a byte sequence is for.
    static func sniff(_ data: Data) -> PropertyListFormat {
        if data.starts(with: Array("bplist".utf8)) { return .binary }
        var bytes = data.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.first == UInt8(ascii: "<"), let next = bytes.dropFirst().first else { return .openStep }
        switch next {
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            // `<0a0b>` (hex data) and `<>` are old-style; a tag name is XML.
            let isHexData = bytes.dropFirst().prefix { $0 != UInt8(ascii: ">") }.allSatisfy {
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) || $0 == 0x20
            }
            return isHexData ? .openStep : .xml
        default:
            return .openStep
        }
    }

    /// Encodes a value as XML plist 1.0, byte-identical to what `UserDefaults` on Linux writes.
    ///
    /// Dates are truncated to whole seconds first: corelibs Foundation rejects a whole file that
    /// holds a fractional-second date, so such a value must never reach a store file.
    /// - Throws: ``PropertyListError/tooDeep`` past ``PlistLimits/maximumDepth`` (no reader, ours or
    ///   CoreFoundation's, reads such a file back), ``PropertyListError/unencodable(_:)`` for a date
    ///   that is not finite.
    public static func encodeXML(_ value: PlistValue) throws(PropertyListError) -> Data {
        guard nestsWithinLimit(value) else { throw .tooDeep }
        guard let data = XMLPropertyListWriter.data(for: value.normalizedForStorage) else {
            throw .unencodable("a date that is not a finite time")
        }
        return data
    }

    /// Whether Foundation is known to read `encodeXML(value)` back as exactly `value` (NaN as NaN), so a
    /// writer may skip parsing its own output to check it.
    ///
    /// True for strings and keys without control characters other than tab and newline (XML 1.0 does
    /// not allow most of them, and parsers may rewrite a carriage return), integers that fit in
    /// `Int64`, any real, booleans, data, and whole-second dates in years 1 to 9999;
    /// nested to at most ``PlistLimits/maximumDepth``. Randomized tests check the claim against
    /// Foundation's parser.
    public static func roundTripsExactly(_ value: PlistValue) -> Bool {
        roundTripsExactly(value, depth: 0)
    }

    private static func roundTripsExactly(_ value: PlistValue, depth: Int) -> Bool {
        guard depth < PlistLimits.maximumDepth else { return false }
        switch value {
        case .string(let string): return isPlainText(string)
        case .integer, .real, .bool, .data: return true
        case .unsignedInteger(let integer): return integer <= UInt64(Int64.max)
        case .date(let date):
            let seconds = date.timeIntervalSinceReferenceDate
            return seconds == seconds.rounded(.down) && XMLPropertyListWriter.hasFourDigitYear(date)
        case .array(let values): return values.allSatisfy { roundTripsExactly($0, depth: depth + 1) }
        case .dictionary(let values):
            return values.allSatisfy { isPlainText($0.key.string) && roundTripsExactly($0.value, depth: depth + 1) }
        }
    }

    private static func isPlainText(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 ? $0 != 0x7F : ($0 == 0x09 || $0 == 0x0A) }
    }

    /// Encodes a value as a binary plist (`bplist00`) with `BinaryPropertyListWriter`, which keeps
    /// keys that differ only in Unicode normalization apart as CoreFoundation does and writes
    /// integers above `Int64.max` in 16 bytes as CF and plistlib do.
    /// Dates keep their fractional seconds: a binary file stores the `Double` itself, as an app's
    /// `Date()` is stored on iOS, and CoreFoundation reads it back exactly (only XML truncates).
    /// - Throws: ``PropertyListError/tooDeep`` past ``PlistLimits/maximumDepth``: CoreFoundation
    ///   would write it, but neither its reader nor ours reads it back.
    public static func encodeBinary(_ value: PlistValue) throws(PropertyListError) -> Data {
        guard nestsWithinLimit(value), let data = BinaryPropertyListWriter.data(for: value) else { throw .tooDeep }
        return data
    }

    /// Whether every value of `value` lies less than ``PlistLimits/maximumDepth`` arrays and
    /// dictionaries deep, as the binary reader counts (the XML reader allows one level more).
    static func nestsWithinLimit(_ value: PlistValue, depth: Int = 0) -> Bool {
        guard depth < PlistLimits.maximumDepth else { return false }
        switch value {
        case .array(let items): return items.allSatisfy { nestsWithinLimit($0, depth: depth + 1) }
        case .dictionary(let entries): return entries.values.allSatisfy { nestsWithinLimit($0, depth: depth + 1) }
        default: return true
        }
    }
}

extension PlistValue {
    /// The value as it can be stored without Foundation rejecting the file: dates are truncated
    /// to whole seconds (CF's parser refuses fractional seconds).
    public var normalizedForStorage: PlistValue {
        switch self {
        case .date(let date):
            .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .array(let values): .array(values.map(\.normalizedForStorage))
        case .dictionary(let values): .dictionary(values.mapValues(\.normalizedForStorage))
        default: self
        }
    }
}
