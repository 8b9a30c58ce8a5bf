/// The cheap scan over an XML property list's tags before ``XMLPropertyListReader`` reads it: it
/// refuses nesting deeper than the budget, and counts the `<key>` tags directly inside each
/// non-empty `<dict>`, so that the reader makes each dictionary's table at its final size.
///
/// Growing a 40,000-key table entry by entry rehashed it several times; collecting the entries in a
/// list to size the table was a second large working set (the list and the table together did not
/// fit the processor's cache). The counts come from the scan that already visits every tag for the
/// depth check: a pass of their own made small reads slower.
///
/// The counts are capacity hints, never trusted for the result: a count that is wrong (a `<key>`
/// inside a comment or CDATA, a file in UTF-16, a malformed file) only makes one table larger or
/// smaller than it holds, and the reader reads the same values with any hints. Each `<key` counts
/// once, for the innermost open `<dict>`, so all counts together never exceed a sixth of the bytes.
struct XMLKeyCounts {
    /// For the n-th non-empty `<dict>` of the text, in order, the `<key>` tags counted directly inside it.
    private var counts: [Int32]
    /// The next dictionary's position in ``counts``.
    private var next = 0

    /// No hints: every dictionary grows as it fills.
    init() { counts = [] }

    /// Hints given in order, for tests.
    init(_ counts: [Int32]) { self.counts = counts }

    /// Counts the keys of every dictionary of `bytes`; nil when arrays and dictionaries nest deeper
    /// than `maximumDepth`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        // A raw pointer walk with memchr: this runs on every store read and write, and slicing the
        // buffer costs more than the parse itself in debug builds.
        counts = []
        guard let base = bytes.baseAddress else { return }
        let end = base + bytes.count
        var cursor = base
        // The arrays and dictionaries open around the cursor, innermost last: a dictionary's position
        // in `counts`, -1 for an array.
        var open: [Int] = []
        while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "<")), end - cursor) {
            let lt = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            guard let foundClose = memchr(lt, Int32(UInt8(ascii: ">")), end - lt) else { break }
            let gt = UnsafePointer(foundClose.assumingMemoryBound(to: UInt8.self))
            let closing = lt + 1 < gt && lt[1] == UInt8(ascii: "/")
            let name = closing ? lt + 2 : lt + 1  // at most gt
            let isArray = Self.isName(name, "array")
            if gt[-1] != UInt8(ascii: "/"), isArray || Self.isName(name, "dict") {
                if closing {
                    _ = open.popLast()
                } else {
                    if open.count == maximumDepth { return nil }
                    open.append(isArray ? -1 : counts.count)
                    if !isArray { counts.append(0) }
                }
            } else if !closing, Self.isName(name, "key"), let innermost = open.last, innermost >= 0 {
                // `<key>`, `<key/>` or `<key …>` (the first `>` after `<` is at gt, so name[3] is readable).
                switch name[3] {
                case UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D: counts[innermost] &+= 1
                default: break
                }
            }
            cursor = gt + 1
        }
    }

    /// The count for the next dictionary the reader opens (0 when the hints ran out).
    mutating func nextCount() -> Int {
        guard next < counts.count else { return 0 }
        defer { next += 1 }
        return Int(counts[next])
    }

    /// Whether the tag name at `name` starts with `word`, compared byte by byte (these words are
    /// short; a memcmp call per tag and word cost more). It stops at the first byte that differs,
    /// and `word` holds no `>`, so it never reads past the `>` that ends the tag.
    private static func isName(_ name: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
        let letters = word.utf8Start
        for index in 0..<word.utf8CodeUnitCount where name[index] != letters[index] { return false }
        return true
    }
}
