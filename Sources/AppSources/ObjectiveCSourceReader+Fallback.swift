/// The code's own default for a read: what it uses when the read gives nil.
extension ObjectiveCSourceReader {
    /// How far after a read a `if (v == nil) v = x;` is looked for, in tokens.
    static let fallbackWindow = 48

    /// The literal a read at `tokens[start...end]` falls back on: `[d stringForKey:@"k"] ?: @"x"`, or
    /// `v = [d stringForKey:@"k"]; if (v == nil) v = @"x";` (also `if (!v)`, `if (nil == v)`, with braces).
    static func fallback(in tokens: [ObjectiveCToken], start: Int, end: Int) -> SourceValue? {
        if end + 2 < tokens.count, tokens[end + 1].isPunctuation("?"), tokens[end + 2].isPunctuation(":") {
            return value(of: expression(in: tokens, from: end + 3))
        }
        guard start >= 2, tokens[start - 1].isPunctuation("="), let name = tokens[start - 2].identifier,
            let semicolon = (end + 1..<min(tokens.count, end + 3)).first(where: { tokens[$0].isPunctuation(";") })
        else { return nil }
        var cursor = semicolon + 1
        func take(_ matches: (ObjectiveCToken) -> Bool) -> Bool {
            guard cursor < tokens.count, matches(tokens[cursor]) else { return false }
            cursor += 1
            return true
        }
        func isName(_ token: ObjectiveCToken) -> Bool { token.identifier == name }
        func isNil(_ token: ObjectiveCToken) -> Bool { ["nil", "NULL", "Nil"].contains(token.identifier ?? "") }
        guard take({ $0.identifier == "if" }), take({ $0.isPunctuation("(") }) else { return nil }
        let condition =
            (take({ $0.isPunctuation("!") }) && take(isName))
            || (take(isName) && take({ $0.isPunctuation("=") }) && take({ $0.isPunctuation("=") }) && take(isNil))
            || (take(isNil) && take({ $0.isPunctuation("=") }) && take({ $0.isPunctuation("=") }) && take(isName))
        guard condition, take({ $0.isPunctuation(")") }) else { return nil }
        _ = take { $0.isPunctuation("{") }
        guard take(isName), take({ $0.isPunctuation("=") }), cursor - semicolon < fallbackWindow else { return nil }
        return value(of: expression(in: tokens, from: cursor))
    }

    /// The tokens of the expression starting at `index`, up to a `;`, `,` or an unmatched closing bracket.
    static func expression(in tokens: [ObjectiveCToken], from index: Int) -> ArraySlice<ObjectiveCToken> {
        var depth = 0
        var cursor = index
        while cursor < tokens.count, cursor - index < fallbackWindow {
            let token = tokens[cursor]
            if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, token.isPunctuation(";") || token.isPunctuation(",") {
                break
            }
            cursor += 1
        }
        return tokens[min(index, tokens.count)..<cursor]
    }
}
