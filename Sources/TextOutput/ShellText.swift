/// The shell escaper: a word every POSIX shell (dash as `/bin/sh`, bash, zsh) reads back as it
/// was, and that shows no control character on the terminal that displays the command.
///
/// Works on Unicode scalars, never on `Character`s: an apostrophe followed by a combining mark is
/// one `Character`, not equal to `'`, yet the shell sees a quote.
///
/// The forms, by what the word holds:
/// - only ASCII letters, digits and `_ - . , : / @ % + =`, not starting with `-`, `=` (which zsh
///   expands to a command's path) or `:` (`::` starting a line is a CI workflow command): the word
///   as it is;
/// - no unsafe scalar (``TerminalText/isUnsafe(_:)``): in single quotes, a `'` written `'\''`;
/// - an unsafe scalar (a control, a line break, a bidirectional control): each run of them as
///   `"$(printf '\033\012x')"`, the UTF-8 bytes in octal, the rest in single quotes. `$'…'` is not
///   read by dash. A command substitution drops the newlines it ends with, so a run ending in LF
///   takes the next scalar along; LFs that end the word are written as themselves, in single
///   quotes (the only raw control text printed: a line break; the closing quote starts the next
///   line, so it never starts with `::`). NUL cannot be in an argument: it is left out.
///
/// The printed text never holds `##[` or a line that starts with `::` (which a CI log would run
/// as a workflow command, and ``LineStartGuard`` would rewrite).
public enum ShellText {
    /// `word` quoted for a POSIX shell (see ``ShellText``).
    public static func quoted(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars.lazy.filter { $0 != "\0" })
        if let first = scalars.first, !["-", "=", ":"].contains(first), scalars.allSatisfy(isBare) {
            return String(String.UnicodeScalarView(scalars))
        }
        var output = QuotedWord()
        var index = 0
        while index < scalars.count {
            guard TerminalText.isUnsafe(scalars[index]) else {
                output.appendLiteral(scalars[index])
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, TerminalText.isUnsafe(scalars[end]) { end += 1 }
            if scalars[end - 1] == "\n" {
                if end < scalars.count {
                    end += 1  // the scalar after the LF keeps it from being dropped
                } else {
                    // LFs that end the word: as themselves, after the rest of the run.
                    var lineBreaks = end
                    while lineBreaks > index, scalars[lineBreaks - 1] == "\n" { lineBreaks -= 1 }
                    if lineBreaks > index { output.appendPrintf(scalars[index..<lineBreaks]) }
                    for _ in lineBreaks..<end { output.appendLiteral("\n") }
                    break
                }
            }
            output.appendPrintf(scalars[index..<end])
            index = end
        }
        return output.closed
    }

    /// `--name VALUE` as one option to paste, `value` quoted (``quoted(_:)``); `--name=VALUE` when
    /// the value starts with `-`, which an argument parser would otherwise take for an option
    /// (a target named `-Lite` printed as `--target '-Lite'` is "Missing value for --target").
    public static func option(_ name: String, _ value: String) -> String {
        name + (value.unicodeScalars.first == "-" ? "=" : " ") + quoted(value)
    }

    /// The characters a word may hold unquoted.
    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case "_", "-", ".", ",", ":", "/", "@", "%", "+", "=": true
        default: false
        }
    }

    /// A word being written: single-quoted literal runs and `printf` runs.
    private struct QuotedWord {
        var text = ""
        var inQuotes = false

        mutating func appendLiteral(_ scalar: Unicode.Scalar) {
            if scalar == "'" {
                if inQuotes { text += "'" }
                text += "\\'"
                inQuotes = false
                return
            }
            if !inQuotes {
                text += "'"
                inQuotes = true
            } else if scalar == "[", text.unicodeScalars.suffix(2).elementsEqual(["#", "#"]) {
                text += "''"  // never `##[` on the terminal
            }
            text.unicodeScalars.append(scalar)
        }

        mutating func appendPrintf(_ scalars: ArraySlice<Unicode.Scalar>) {
            if inQuotes { text += "'" }
            inQuotes = false
            text += "\"$(printf '"
            for byte in String(String.UnicodeScalarView(scalars)).utf8 {
                text += "\\" + String(byte >> 6) + String((byte >> 3) & 7) + String(byte & 7)
            }
            text += "')\""
        }

        /// The word, its quotes closed.
        var closed: String { inQuotes ? text + "'" : (text.isEmpty ? "''" : text) }
    }
}
