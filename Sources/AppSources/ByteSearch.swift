/// The one byte-substring search of AppSources: the mentions check (bytes, not characters), the
/// helper rounds' file filter and `containsText`'s ASCII fast path all ask it.
enum ByteSearch {
    /// Whether the UTF-8 of `text` holds the UTF-8 of `needle` (bytes, not characters).
    static func bytes(of text: String, contain needle: String) -> Bool {
        var (text, needle) = (text, needle)
        return needle.withUTF8 { needle in text.withUTF8 { occurs(needle, in: $0) } }
    }

    /// Whether `needle` occurs in `haystack`, byte for byte (an empty needle occurs everywhere).
    static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        var steps = 0
        return occurs(needle, in: haystack, steps: &steps)
    }

    /// The longest needle compared at every start of the haystack: up to this many bytes a start, so
    /// linear. A longer one (a hostile helper named `aaa…ab`, searched for in a file of `aaa…a`)
    /// would make that quadratic, and goes through Knuth–Morris–Pratt instead.
    static let plainSearchLimit = 16

    /// ``occurs(_:in:)``, counting in `steps` the byte comparisons it made: at most
    /// `plainSearchLimit` a haystack byte, or twice the haystack's and the needle's bytes.
    static func occurs(
        _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, steps: inout Int
    ) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        guard needle.count > plainSearchLimit else {
            var start = 0
            let last = haystack.count - needle.count
            while start <= last {
                steps += 1
                if haystack[start] == first {
                    var matched = 1
                    while matched < needle.count, haystack[start + matched] == needle[matched] {
                        steps += 1
                        matched += 1
                    }
                    if matched == needle.count { return true }
                }
                start += 1
            }
            return false
        }
        // `border[i]`: the length of the longest proper prefix of `needle[...i]` that is also its suffix.
        var border = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<needle.count {
            while length > 0, needle[index] != needle[length] {
                steps += 1
                length = border[length - 1]
            }
            steps += 1
            if needle[index] == needle[length] { length += 1 }
            border[index] = length
        }
        var matched = 0
        for byte in haystack {
            while matched > 0, byte != needle[matched] {
                steps += 1
                matched = border[matched - 1]
            }
            steps += 1
            if byte == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }
}
