import FoundationEssentials
import SettingsBundle
import TextOutput

/// A change of a text as a reviewer reads it: both texts when they are short, else only the part
/// that changed, between the words it shares with both (`…"calendar" → "reminders"…`).
struct TextDelta: CustomStringConvertible {
    var old: String
    var new: String

    init(_ old: String, _ new: String) {
        self.old = old
        self.new = new
    }

    /// Texts up to this many characters are quoted whole.
    static let shortLength = 100
    /// A changed part longer than this is cut in its middle.
    static let partLength = 200

    var description: String {
        if old.count <= Self.shortLength && new.count <= Self.shortLength {
            return "\(ProseText.quoted(old)) → \(ProseText.quoted(new))"
        }
        let before = Self.words(old)
        let after = Self.words(new)
        var prefix = 0
        while prefix < before.count && prefix < after.count && before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix && suffix < after.count - prefix
            && before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        // A pure insertion or deletion that repeats the words before it reads better at the start
        // of that repetition ("Cami ONLY…⏎Cami" → "Cami ONLY…⏎").
        while prefix > 0 && (before.count == prefix + suffix || after.count == prefix + suffix) {
            let longer = before.count > after.count ? before : after
            guard longer[longer.count - suffix - 1] == longer[prefix - 1] else { break }
            prefix -= 1
            suffix += 1
        }
        let removed = before[prefix..<(before.count - suffix)].joined()
        let added = after[prefix..<(after.count - suffix)].joined()
        let lead = prefix > 0 ? "…" : ""
        let trail = suffix > 0 ? "…" : ""
        if removed.isEmpty {
            return "text added: \(lead)\(ProseText.quoted(Self.cut(added)))\(trail)"
        }
        if added.isEmpty {
            return "text removed: \(lead)\(ProseText.quoted(Self.cut(removed)))\(trail)"
        }
        return
            "\(lead)\(ProseText.quoted(Self.cut(removed)))\(trail) → \(lead)\(ProseText.quoted(Self.cut(added)))\(trail)"
    }

    /// The text split after each run of spaces, so joining the parts gives it back.
    static func words(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if character.isWhitespace {
                current.append(character)
            } else {
                if let last = current.last, last.isWhitespace {
                    result.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func cut(_ text: String) -> String {
        let trimmed = text.trimmingSpacesAndNewlines()
        guard trimmed.count > partLength else { return trimmed }
        return trimmed.prefix(partLength / 2 - 1) + " … " + trimmed.suffix(partLength / 2 - 1)
    }
}
