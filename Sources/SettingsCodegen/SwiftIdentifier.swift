/// Swift identifiers made from text a bundle holds (keys, values), unique within one scope.
struct SwiftIdentifier {
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
    static func escaped(_ name: String) -> String { ReservedNames.keywords.contains(name) ? "`\(name)`" : name }

    /// The names taken so far in one scope.
    private(set) var taken: Set<String>
    /// The number to try next after each base name that was taken.
    private var nextNumber: [String: Int] = [:]
    /// Beginnings no name of this scope may have (families of members another module declares).
    let reservedPrefixes: [String]

    init(reserved: Set<String> = [], reservedPrefixes: [String] = []) {
        taken = reserved.union(ReservedNames.unusable)
        self.reservedPrefixes = reservedPrefixes
    }

    /// A name for `text` not taken yet in this scope: its camel case (after `setting` when it
    /// starts with a reserved prefix), else with the first free number from 2 after it. The same
    /// texts in the same order give the same names.
    mutating func unique(for text: String, upper: Bool, fallback: String) -> String {
        var base = Self.camelCase(text, upper: upper, fallback: fallback)
        if reservedPrefixes.contains(where: { base.hasPrefix($0) }) {
            base = "setting" + base.prefix(1).uppercased() + base.dropFirst()
        }
        var name = base
        // Numbering resumes where the last name of this base stopped: a thousand keys that all
        // give `a` cost a thousand look-ups, not half a million.
        var number = nextNumber[base] ?? 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        nextNumber[base] = number
        taken.insert(name)
        return name
    }
}
