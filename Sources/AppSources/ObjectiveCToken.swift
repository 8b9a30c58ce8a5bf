/// One token of Objective-C source, as ``ObjectiveCTokenizer`` cuts it.
struct ObjectiveCToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        /// A string literal (`@"..."` or `"..."`), adjacent literals joined, escapes decoded.
        case string(String)
        case number(String)
        /// One punctuation character; `@` before `{`, `[`, `(`, `YES`, a number is its own token.
        case punctuation(Character)
    }

    var kind: Kind
    var line: Int
    var column: Int

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool { kind == .punctuation(character) }
}
