/// Words of a command line as a POSIX shell splits them (without expansions): how Xcode splits a
/// scheme's or test plan's argument entry (`-key "a b"` is two arguments, `-key` and `a b`).
/// Quoting words for a shell is `TextOutput`'s `ShellText`.
///
/// Splitting: blanks (space, tab, newline) separate words; `'…'` keeps everything literally;
/// `"…"` keeps everything but `\` before `"`, `\`, `$` or a backquote, which it unescapes; outside quotes
/// `\` keeps the next character (and a backslash-newline joins lines). Quotes group: `a"b c"d` is
/// one word, `ab cd`; `""` is an empty word.
package enum ShellWords {
    /// Why an entry cannot be split.
    package enum SplitError: Error, Sendable, Hashable, CustomStringConvertible {
        /// A `'` or `"` opened and never closed.
        case unterminatedQuote(Character)

        package var description: String {
            switch self {
            case .unterminatedQuote(let quote): "the quote \(quote) is never closed"
            }
        }
    }

    /// The words of `text`, read scalar by scalar (as a shell reads bytes): a quote followed by a
    /// combining mark is still a quote, though Swift sees one `Character`.
    package static func split(_ text: String) throws(SplitError) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(String(current)) }
                current = String.UnicodeScalarView()
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" {
                        closed = true
                        break
                    }
                    current.append(next)
                }
                if !closed { throw .unterminatedQuote("'") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\" {
                        guard let escaped = iterator.next() else { break }
                        if ["\"", "\\", "$", "`"].contains(escaped) {
                            current.append(escaped)
                        } else if escaped != "\n" {
                            current.append("\\")
                            current.append(escaped)
                        }
                        continue
                    }
                    current.append(next)
                }
                if !closed { throw .unterminatedQuote("\"") }
            case "\\":
                guard let escaped = iterator.next() else {
                    current.append("\\")
                    inWord = true
                    continue
                }
                if escaped == "\n" { continue }
                current.append(escaped)
                inWord = true
            default:
                current.append(scalar)
                inWord = true
            }
        }
        if inWord { words.append(String(current)) }
        return words
    }
}
