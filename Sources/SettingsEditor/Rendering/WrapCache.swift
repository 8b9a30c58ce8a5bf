import Synchronization
import TerminalFrame

/// Remembers word-wrapped footers by text and width: a licence footer can be tens of kilobytes,
/// and every key press lays the page out twice (to scroll, then to draw). Same input, same
/// output, so the cache never changes a result.
enum WrapCache {
    private struct Key: Hashable {
        var text: String
        var width: Int
    }

    private static let storage = Mutex<[Key: [String]]>([:])
    /// Footers shorter than this are wrapped every time (cheaper than hashing them).
    private static let threshold = 512
    private static let capacity = 256

    /// `TextLayout.wrapped(text, width:)`, cached for long texts.
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard text.utf8.count >= threshold else { return TextLayout.wrapped(text, width: width) }
        let key = Key(text: text, width: width)
        if let lines = storage.withLock({ $0[key] }) { return lines }
        let lines = TextLayout.wrapped(text, width: width)
        storage.withLock { cache in
            if cache.count >= capacity { cache.removeAll() }
            cache[key] = lines
        }
        return lines
    }
}
