/// The code's own default for a read (what it uses when the read gives nil), and the known start of a
/// key built at run time.
extension ObjectiveCSourceReader {
    /// How far after a read a `if (v == nil) v = x;` is looked for, in tokens.
    static let fallbackWindow = 48

    /// The literal a read at `tokens[start...end]` falls back on: `[d stringForKey:@"k"] ?: @"x"`, or
    /// `v = [d stringForKey:@"k"]; if (v == nil) v = @"x";` (also `if (!v)`, `if (nil == v)`, with braces).
    static func fallback(in tokens: [ObjectiveCToken], start: Int, end: Int) -> SourceValue? {
        fallbackExpression(in: tokens, start: start, end: end).flatMap(value(of:))
    }

    /// The expression a read at `tokens[start...end]` falls back on when it gives nil, literal or not
    /// (`if (!(v = [d stringForKey:@"k"])) v = defaults[@"k"];` too): nil when the reader sees none.
    static func fallbackExpression(in tokens: [ObjectiveCToken], start: Int, end: Int) -> ArraySlice<ObjectiveCToken>? {
        if end + 2 < tokens.count, tokens[end + 1].isPunctuation("?"), tokens[end + 2].isPunctuation(":") {
            return expression(in: tokens, from: end + 3)
        }
        guard start >= 2, tokens[start - 1].isPunctuation("="), let name = tokens[start - 2].identifier else {
            return nil
        }
        // `if (!(v = read)) v = x;`
        if start >= 6, tokens[start - 3].isPunctuation("("), tokens[start - 4].isPunctuation("!"),
            tokens[start - 5].isPunctuation("("), tokens[start - 6].identifier == "if", end + 4 < tokens.count,
            tokens[end + 1].isPunctuation(")"), tokens[end + 2].isPunctuation(")")
        {
            var cursor = end + 3
            if tokens[cursor].isPunctuation("{") { cursor += 1 }
            guard cursor + 1 < tokens.count, tokens[cursor].identifier == name, tokens[cursor + 1].isPunctuation("=")
            else { return nil }
            return expression(in: tokens, from: cursor + 2)
        }
        guard
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
        // nil (or the 0 a conversion makes of it) is what an unset key reads as.
        func isEmpty(_ token: ObjectiveCToken) -> Bool { isNil(token) || token.kind == .number("0") }
        func isEquals() -> Bool { take({ $0.isPunctuation("=") }) && take({ $0.isPunctuation("=") }) }
        let open = cursor - 1
        let condition =
            (take({ $0.isPunctuation("!") }) && take(isName))
            || (take(isName) && isEquals() && take(isEmpty))
            || (take(isEmpty) && isEquals() && take(isName))
        guard condition else { return nil }
        // `if (!v || [v isEqualToString:@""]) v = x;`: more cases that also take the fallback.
        if cursor + 1 < tokens.count, tokens[cursor].isPunctuation("|"), tokens[cursor + 1].isPunctuation("|") {
            guard let close = closing(tokens, from: open, open: "(", close: ")"), close - open < fallbackWindow else {
                return nil
            }
            cursor = close
        }
        guard take({ $0.isPunctuation(")") }) else { return nil }
        _ = take { $0.isPunctuation("{") }
        guard take(isName), take({ $0.isPunctuation("=") }), cursor - semicolon < fallbackWindow else { return nil }
        return expression(in: tokens, from: cursor)
    }

    /// What the message around a read at `tokens[start...end]` does with it: converts it
    /// (`[[d objectForKey:@"k"] integerValue]`) or compares it (`[[d stringForKey:@"k"] isEqualToString:@"x"]`).
    static func outerMessage(in tokens: [ObjectiveCToken], start: Int, end: Int)
        -> (conversion: (name: String, type: AccessorType)?, comparedWith: String?)
    {
        guard start > 0, tokens[start - 1].isPunctuation("["), end + 2 < tokens.count,
            let name = tokens[end + 1].identifier
        else { return (nil, nil) }
        if tokens[end + 2].isPunctuation("]"), let type = AccessorType.conversions[name] { return ((name, type), nil) }
        if name == "isEqualToString", end + 4 < tokens.count, tokens[end + 2].isPunctuation(":"),
            case .string(let value) = tokens[end + 3].kind, tokens[end + 4].isPunctuation("]")
        {
            return (nil, value)
        }
        return (nil, nil)
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
        if tokens.first?.isPunctuation("[") == true, tokens.last?.isPunctuation("]") == true {
            // Only `[NSNumber numberWithBool:YES]` and the like: another message's argument is not its result.
            guard tokens.dropFirst().first?.identifier == "NSNumber",
                let colon = tokens.firstIndex(where: { $0.isPunctuation(":") })
            else { return nil }
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
