/// NSString's path-name functions without Foundation: `lastPathComponent`, `pathExtension`,
/// `deletingPathExtension` and `deletingLastPathComponent`, giving the same text for every path as
/// swift-corelibs-foundation does (`NSPathUtilities.swift`). Runs of `/` count as one and a
/// trailing `/` is ignored; the text is walked by `Character`, as NSString walks it, so a `/` or a
/// `.` that a combining mark follows is not a separator. Pure text: nothing is looked up on disk.
package enum PathText {
    /// `lastPathComponent`: `/a/b.c` gives `b.c`, `/` gives `/`, `a/` gives `a`.
    package static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1 else { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// `pathExtension`: `b.tar.gz` gives `gz`; empty for `.a`, `a.`, `..` and names without a dot.
    package static func pathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1, let start = startOfExtension(fixed) else { return "" }
        return String(fixed[start...])
    }

    /// `deletingPathExtension`: `/a/b.tar.gz` gives `/a/b.tar`, `a.` gives `a`.
    package static func deletingExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.utf16.count > 1, let start = startOfExtension(fixed) else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `deletingLastPathComponent`: `/a/b` gives `/a`, `/a` gives `/`, `a/b` gives `a`, `ab` gives
    /// the empty text. (NSString stops the program on a one-character relative path such as `a`;
    /// this gives the empty text, as for any other one-component relative path.)
    package static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", !fixed.isEmpty else { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// Each run of `/` as one, and no trailing `/` (but `/` itself stays).
    static func fixingSlashes(_ path: String) -> String {
        guard path != "/" else { return path }
        var result = ""
        var afterSlash = false
        for character in path {
            let isSlash = character == "/"
            if !(isSlash && afterSlash) { result.append(character) }
            afterSlash = isSlash
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Where the last component of `fixed` (no trailing `/`) starts.
    private static func startOfLastComponent(_ fixed: String) -> String.Index {
        var position = fixed.endIndex
        while position > fixed.startIndex {
            let previous = fixed.index(before: position)
            if fixed[previous] == "/" { break }
            position = previous
        }
        return position
    }

    /// Where the extension of `fixed` starts (after its `.`): nil when the last component has no
    /// `.`, starts with its only one, or is `..`.
    private static func startOfExtension(_ fixed: String) -> String.Index? {
        let componentStart = startOfLastComponent(fixed)
        var position = fixed.endIndex
        while position > componentStart {
            let previous = fixed.index(before: position)
            if fixed[previous] == "." {
                if previous == componentStart { return nil }
                // `..`: the dot is the last character and the only other one is a dot starting the component.
                let beforeDot = fixed.index(before: previous)
                if previous == fixed.index(before: fixed.endIndex), beforeDot == componentStart,
                    fixed[beforeDot] == "."
                {
                    return nil
                }
                return position
            }
            position = previous
        }
        return nil
    }
}
