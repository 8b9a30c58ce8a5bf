/// How many entries each dictionary of an old-style property list holds, counted in one pass over
/// the bytes before the parse, so that ``OpenStepParser`` makes each dictionary's table at its
/// final size: every key is hashed once, and no table is rehashed into a larger one as it fills.
///
/// Growing a 40,000-key table in place rehashed all its keys about twice more, the last times in
/// tables larger than the processor's cache; collecting the entries in a list to size the table
/// was slower still (the list and the table together are a larger working set). This pass only
/// reads the bytes in order, and keeps one number per dictionary.
///
/// The counts are capacity hints, never trusted for the result: the pass skips quoted strings and
/// comments as the parser reads them and counts the `;` directly inside each `{ }`, at most one
/// after each token (`a;;;;` counts one), so a count never exceeds half the bytes of its
/// dictionary, and the caller caps it by its budget's values.
struct OpenStepEntryCounts {
    /// For the n-th `{` of the text, in order, the `;` counted directly inside it.
    private var counts: [Int32] = []
    /// The next dictionary's position in ``counts``.
    private var next = 0

    /// Counts the entries of every dictionary of `bytes`; when `isDictionaryBody` (a `.strings`
    /// file: a dictionary's entries without its braces), the text itself is the first dictionary.
    init(_ bytes: [UInt8], isDictionaryBody: Bool = false) {
        // The dictionaries open around the current position, innermost last (by their position in
        // `counts`), and whether a token came since the last `;` or `{`.
        var open: [Int] = isDictionaryBody ? [0] : []
        var sawToken = false
        var counts: [Int32] = isDictionaryBody ? [0] : []
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            let end = bytes.count
            while index < end {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    // A quoted string, to its closing quote; a backslash escapes the next byte.
                    index += 1
                    while index < end, bytes[index] != byte {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index += 1
                    sawToken = true
                case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < end, bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "*"):
                    index += 2
                    while index + 1 < end, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index += 2
                case UInt8(ascii: "{"):
                    open.append(counts.count)
                    counts.append(0)
                    sawToken = false
                    index += 1
                case UInt8(ascii: "}"):
                    _ = open.popLast()
                    sawToken = true
                    index += 1
                case UInt8(ascii: ";"):
                    if sawToken, let innermost = open.last { counts[innermost] &+= 1 }
                    sawToken = false
                    index += 1
                default:
                    if OpenStepParser.isUnquotedStringCharacter(byte) {
                        // A whole unquoted string: a `//` inside it is part of it, not a comment.
                        while index < end, OpenStepParser.isUnquotedStringCharacter(bytes[index]) { index += 1 }
                        sawToken = true
                    } else {
                        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") { sawToken = true }
                        index += 1
                    }
                }
            }
        }
        self.counts = counts
    }

    /// The count for the next dictionary the parser opens, at most `limit`.
    mutating func nextCount(atMost limit: Int) -> Int {
        guard next < counts.count else { return 0 }
        defer { next += 1 }
        return min(Int(counts[next]), limit)
    }
}
