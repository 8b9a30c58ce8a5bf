/// Keeps a CI log from executing what a program prints.
///
/// The GitHub Actions runner reads every line of a step's output, whatever the program meant by
/// it: a line that starts with `::` after white space (`::error::…`, `::add-mask::…`,
/// `::stop-commands::…`) is a workflow command, and `##[` anywhere starts a legacy one. A name
/// holding a line break must not be able to write such a line, so every line written through
/// ``StandardStream`` passes here: the first `:` of a line-starting `::` and the `[` of `##[` are
/// written as the output kind's escape for them, which reads the same to a person or a parser.
public enum LineStartGuard {
    /// `text` with every line-starting `::` (after white space, as the runner trims it) and every
    /// `##[` neutralised in `kind`'s notation. Lines are split at LF and CR, as the runner splits them.
    public static func guarded(_ text: String, as kind: OutputKind) -> String {
        guard mayNeedGuarding(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        output.reserveCapacity(scalars.count)
        var atLineStart = true
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "\n" || scalar == "\r" {
                atLineStart = true
                output.append(scalar)
                continue
            }
            if atLineStart && scalar == ":" && next == ":" {
                output.append(contentsOf: escape(scalar, as: kind).unicodeScalars)
                atLineStart = false
                continue
            }
            if scalar == "[", index >= 2, scalars[index - 1] == "#", scalars[index - 2] == "#" {
                output.append(contentsOf: escape(scalar, as: kind).unicodeScalars)
            } else {
                output.append(scalar)
            }
            if !scalar.properties.isWhitespace { atLineStart = false }
        }
        return String(output)
    }

    /// Whether `text` may hold what ``guarded(_:as:)`` changes, by one pass over its bytes (the
    /// usual answer is no): a `:` after a line start and ASCII blanks, a line that starts with a
    /// byte that is not ASCII (it may be Unicode white space, which the runner trims), or `##[`.
    private static func mayNeedGuarding(_ text: String) -> Bool {
        var atLineStart = true
        var hashes = 0
        for byte in text.utf8 {
            switch byte {
            case 0x0A, 0x0D:
                atLineStart = true
                hashes = 0
                continue
            case 0x20, 0x09, 0x0B, 0x0C:
                hashes = 0
                continue
            case UInt8(ascii: ":") where atLineStart: return true
            case 0x80... where atLineStart: return true
            case UInt8(ascii: "#"): hashes += 1
            case UInt8(ascii: "[") where hashes >= 2: return true
            default: hashes = 0
            }
            atLineStart = false
        }
        return false
    }

    /// `scalar` (`:` or `[`) as `kind` writes a character it must not write as itself.
    static func escape(_ scalar: Unicode.Scalar, as kind: OutputKind) -> String {
        let hex = TerminalText.hex(scalar.value, digits: 4)
        return switch kind {
        case .terminal, .workflowCommands: "<U+\(hex)>"
        case .json: "\\u\(hex)"
        case .xml, .markdown: "&#x\(hex);"
        }
    }
}
