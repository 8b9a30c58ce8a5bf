import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of its
    /// last: `trimmedDescription`, read from the source bytes instead of building a trimmed copy of
    /// the tree (which cost a new arena and tree for every type name and key expression read).
    ///
    /// The same text whenever it is taken from the bytes: the first and last tokens are present (a
    /// missing token would keep the trivia `trimmed` leaves), and the bytes are ASCII (decoded per
    /// token or whole, the same); any other node falls back to `trimmedDescription`.
    var trimmedText: String {
        guard let first = firstToken(viewMode: .all), first.presence == .present,
            let last = lastToken(viewMode: .all), last.presence == .present
        else { return trimmedDescription }
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start <= end, bytes[start..<end].allSatisfy({ $0 < 0x80 }) else { return trimmedDescription }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
