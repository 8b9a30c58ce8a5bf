/// The one byte-substring search of AppSources: the mentions check (bytes, not characters) and
/// `containsText`'s ASCII fast path both ask it.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`, byte for byte (an empty needle occurs everywhere).
    static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
