/// The shell escaper: a word a POSIX shell reads back as it was, and that shows no control
/// character on the terminal that displays the command.
public enum ShellText {
    /// `word` as is when it holds only safe characters; else in single quotes (a single quote
    /// inside becomes `'\''`); a word with an unsafe scalar (``TerminalText/isUnsafe(_:)``) in
    /// `$'...'` with escapes (`\n`, `\x1b`, `\u202e`), which bash, zsh and ksh read.
    public static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,:/@%+=")
        if !word.isEmpty, word.allSatisfy(safe.contains), word.first != "-" { return word }
        guard word.unicodeScalars.contains(where: TerminalText.isUnsafe) else {
            return "'" + word.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
        }
        var output = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "'": output += "\\'"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output += "\\x" + TerminalText.hex(scalar.value, digits: 2).lowercased()
            case _ where (0x80..<0xA0).contains(scalar.value):
                // A C1 control as its UTF-8 bytes.
                output += String(scalar).utf8.map { "\\x" + TerminalText.hex(UInt32($0), digits: 2).lowercased() }
                    .joined()
            case _ where TerminalText.isUnsafe(scalar):
                output += "\\u" + TerminalText.hex(scalar.value, digits: 4).lowercased()
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "'"
    }
}
