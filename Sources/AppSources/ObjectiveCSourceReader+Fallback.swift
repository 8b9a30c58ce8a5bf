/// The code's own default for a read (what it uses when the read gives nil), and the known start of a
/// key built at run time.
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

    /// The known start of `[@"filter_" stringByAppendingString:x]` (or a constant receiver) and of
    /// `[NSString stringWithFormat:@"filter_%@", x]` (the format up to its first `%`), if not empty.
    static func builtKeyPrefix(_ tokens: ArraySlice<ObjectiveCToken>, constants: ConstantTable) -> String? {
        guard tokens.first?.isPunctuation("[") == true else { return nil }
        let inner = tokens.dropFirst()
        if let format = inner.firstIndex(where: { $0.identifier == "stringWithFormat" }),
            format + 2 < inner.endIndex, inner[format + 1].isPunctuation(":"),
            case .string(let text) = inner[format + 2].kind
        {
            let start = String(text.prefix { $0 != "%" })
            return start.isEmpty ? nil : start
        }
        if let append = inner.firstIndex(where: { $0.identifier == "stringByAppendingString" }),
            append > inner.startIndex
        {
            guard case .success(let start) = resolve(inner[inner.startIndex..<append], constants: constants),
                !start.isEmpty
            else { return nil }
            return start
        }
        return nil
    }

    /// `@YES`, `YES`, `@3`, `@(3)`, `@0.5`, `@"dark"`, `[NSNumber numberWithBool:YES]`.
    static func value(of tokens: ArraySlice<ObjectiveCToken>) -> SourceValue? {
        var tokens = tokens.filter { !$0.isPunctuation("@") && !$0.isPunctuation("(") && !$0.isPunctuation(")") }[...]
        if tokens.first?.isPunctuation("[") == true, tokens.last?.isPunctuation("]") == true,
            let colon = tokens.firstIndex(where: { $0.isPunctuation(":") })
        {
            tokens = tokens[(colon + 1)..<(tokens.endIndex - 1)]
        }
        var negative = false
        if tokens.first?.isPunctuation("-") == true {
            negative = true
            tokens = tokens.dropFirst()
        }
        guard tokens.count == 1, let token = tokens.first else { return nil }
        switch token.kind {
        case .identifier("YES"), .identifier("true"): return negative ? nil : .bool(true)
        case .identifier("NO"), .identifier("false"): return negative ? nil : .bool(false)
        case .string(let value): return negative ? nil : .string(value)
        case .number(let text):
            let trimmed = text.trimmingSuffix { "fFlLuU".contains($0) }
            if let integer = Int(trimmed) { return .integer(negative ? -integer : integer) }
            if let double = Double(trimmed) { return .double(negative ? -double : double) }
            return nil
        default: return nil
        }
    }
}
