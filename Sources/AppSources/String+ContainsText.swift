import FoundationEssentials

extension StringProtocol {
    /// Whether `needle` occurs in the text: `contains(_:)`, which compares `Character`s, answered by a
    /// byte search when both are ASCII and `needle` holds no line break (then every byte is a
    /// `Character` of its own but `\r\n`, which a match of `needle` cannot straddle, so the answers
    /// are the same). Any other text takes `contains(_:)`: the generic search costs microseconds a
    /// call, and the scan asks it of every call receiver and function it reads.
    func containsText(_ needle: StaticString) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.withUTF8Buffer { Self.asciiSearch($0, in: haystack) }
        }
        if let found = found ?? nil { return found }
        return contains(needle.description)
    }

    /// Whether `needle` occurs in `haystack`, or nil when either is not plain ASCII (or `needle` is
    /// empty or holds `\r` or `\n`).
    private static func asciiSearch(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
        -> Bool?
    {
        guard !needle.isEmpty,
            needle.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }),
            haystack.allSatisfy({ $0 < 0x80 })
        else { return nil }
        return ByteSearch.occurs(needle, in: haystack)
    }
}
