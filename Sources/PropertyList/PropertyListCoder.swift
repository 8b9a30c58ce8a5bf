import Foundation

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

    public var description: String {
        switch self {
        case .malformed(let reason): "not a valid property list (\(reason))"
        case .tooDeep: "the property list nests more than \(PlistLimits.maximumDepth) levels deep"
        case .unencodable(let reason): "cannot be written as a property list (\(reason))"
        case .empty: "the file is empty"
        }
    }
}

/// Reads XML, binary and OpenStep property lists and writes XML exactly as Foundation does.
public enum PropertyListCoder {
    /// Decodes a property list in any of the three formats.
    public static func decode(_ data: Data) throws(PropertyListError) -> (
        value: PlistValue, format: PropertyListFormat
    ) {
        guard !data.isEmpty else { throw .empty }
        guard nestingDepthIsBounded(data) else { throw .tooDeep }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw .malformed(reason(for: error))
        }
        guard let value = PlistValue(foundationObject: object) else {
            throw .malformed("it holds a value of an unsupported type or nests too deep")
        }
        let kind: PropertyListFormat =
            switch format {
            case .binary: .binary
            case .openStep: .openStep
            default: .xml
            }
        return (value, kind)
    }

    /// Encodes a value as XML plist 1.0, byte-identical to what `UserDefaults` on Linux writes.
    ///
    /// Dates are truncated to whole seconds first: corelibs Foundation rejects a whole file that
    /// holds a fractional-second date, so such a value must never reach a store file.
    public static func encodeXML(_ value: PlistValue) throws(PropertyListError) -> Data {
        do {
            return try PropertyListSerialization.data(
                fromPropertyList: value.normalizedForStorage.foundationObject, format: .xml, options: 0)
        } catch {
            throw .unencodable(reason(for: error))
        }
    }

    /// Encodes a value as a binary plist (`bplist00`).
    public static func encodeBinary(_ value: PlistValue) throws(PropertyListError) -> Data {
        do {
            return try PropertyListSerialization.data(
                fromPropertyList: value.normalizedForStorage.foundationObject, format: .binary, options: 0)
        } catch {
            throw .unencodable(reason(for: error))
        }
    }

    private static func reason(for error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty { return detail }
        return ns.localizedDescription
    }

    /// A cheap scan that refuses text plists nesting deeper than ``PlistLimits/maximumDepth`` before
    /// Foundation's recursive parser sees them (100,000 nested `<array>` tags overflow its stack).
    static func nestingDepthIsBounded(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist".utf8)) { return true }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            let first = bytes.firstIndex { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 >= 0xEF) }
            let isXML = first.map { bytes[$0] == UInt8(ascii: "<") } ?? false
            return isXML ? xmlDepthIsBounded(bytes) : openStepDepthIsBounded(bytes)
        }
    }

    private static func xmlDepthIsBounded(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var depth = 0
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let end = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return true }
            let closing = open + 1 < end && bytes[open + 1] == UInt8(ascii: "/")
            let nameStart = closing ? open + 2 : open + 1
            if bytes[end - 1] != UInt8(ascii: "/"),
                matches(bytes, at: nameStart, "array") || matches(bytes, at: nameStart, "dict")
            {
                depth = closing ? max(0, depth - 1) : depth + 1
                if depth > PlistLimits.maximumDepth { return false }
            }
            index = end + 1
        }
        return true
    }

    private static func openStepDepthIsBounded(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var depth = 0
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    depth += 1
                    if depth > PlistLimits.maximumDepth { return false }
                case UInt8(ascii: "}"), UInt8(ascii: ")"): depth = max(0, depth - 1)
                default: break
                }
            }
            index += 1
        }
        return true
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: String) -> Bool {
        var i = start
        for c in word.utf8 {
            guard i < bytes.count, bytes[i] == c else { return false }
            i += 1
        }
        return true
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
