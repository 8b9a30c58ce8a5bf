/// Swift identifiers made from text a bundle holds (keys, values), unique within one scope.
struct SwiftIdentifier {
    /// Swift's keywords, written in backquotes when a name comes out as one.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "async", "consume",
        "copy", "discard", "each", "borrowing", "consuming", "some", "any", "package",
    ]

    /// Names no generated member may take, even in backquotes: `self`, `Self`, `Type`, `init`, ….
    static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "_"]

    /// The words of `text`: runs of ASCII letters and digits, split at case changes (`enableSounds`,
    /// `enable_sounds` and `Enable Sounds` all give `enable`, `sounds`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase || previous.isNumber, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase` (`upper` false) or `UpperCamelCase` of `text`, `fallback` when it has no
    /// letters or digits; a name starting with a digit gets a leading `_`.
    static func camelCase(_ text: String, upper: Bool, fallback: String) -> String {
        let parts = words(text)
        guard !parts.isEmpty else { return fallback }
        var name = parts.enumerated().map { index, word in
            // An all-capitals word stays one (`URL`), lowered as the first word of a lower name.
            let lowered = word.lowercased()
            if index == 0 && !upper { return lowered }
            return lowered.prefix(1).uppercased() + lowered.dropFirst()
        }.joined()
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// `name` written so Swift reads it as an identifier (backquoted if it is a keyword).
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// The names taken so far in one scope.
    private(set) var taken: Set<String>

    init(reserved: Set<String> = []) { taken = reserved.union(Self.unusable) }

    /// A name for `text` not taken yet in this scope: its camel case, else with a number after it.
    mutating func unique(for text: String, upper: Bool, fallback: String) -> String {
        let base = Self.camelCase(text, upper: upper, fallback: fallback)
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }
}
