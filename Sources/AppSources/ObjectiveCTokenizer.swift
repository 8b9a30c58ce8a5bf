/// A small Objective-C tokenizer: enough to find defaults keys, not a compiler.
///
/// It skips comments (`//`, `/* */`), character literals and preprocessor lines (with `\`
/// continuations), joins adjacent string literals (`@"a" @"b"`, `"a" "b"`), and hands back each
/// `#define NAME value` with the tokens of its value.
struct ObjectiveCTokenizer {
    /// A `#define` with its replacement tokens.
    struct Define {
        var name: String
        var tokens: [ObjectiveCToken]
        var line: Int
    }

    private(set) var tokens: [ObjectiveCToken] = []
    private(set) var defines: [Define] = []
    /// Bound on tokens kept for one file.
    static let maximumTokens = 2_000_000

    init(text: String) {
        let bytes = Array(text.utf8)
        var scanner = Scanner(bytes: bytes)
        tokens = scanner.tokens(stopAtNewline: false, defines: &defines)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                atLineStart = true
            }
            index += 1
        }

        var column: Int { index - lineStart + 1 }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
                || byte >= 0x80
        }
        static func isIdentifierPart(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
        }
        static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        /// Tokens up to the end of the text (or of the line, for a directive).
        mutating func tokens(stopAtNewline: Bool, defines: inout [Define]) -> [ObjectiveCToken] {
            var result: [ObjectiveCToken] = []
            while let byte = peek(), result.count < ObjectiveCTokenizer.maximumTokens {
                if byte == UInt8(ascii: "\n") {
                    if stopAtNewline { return result }
                    advance()
                    continue
                }
                if byte == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                    index += 1
                    advance()
                    atLineStart = false
                    continue
                }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C
                {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while let next = peek(), next != UInt8(ascii: "\n") {
                        if next == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                            index += 1
                            advance()
                            continue
                        }
                        index += 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    index += 2
                    while let next = peek(), !(next == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                    if peek() != nil { index += 2 }
                    continue
                }
                let wasAtLineStart = atLineStart
                atLineStart = false
                if byte == UInt8(ascii: "#"), wasAtLineStart, !stopAtNewline {
                    directive(&defines)
                    continue
                }
                let startLine = line
                let startColumn = column
                if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
                    index += 1
                    appendString(into: &result, line: startLine, column: startColumn, inDirective: stopAtNewline)
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    appendString(into: &result, line: startLine, column: startColumn, inDirective: stopAtNewline)
                    continue
                }
                if byte == UInt8(ascii: "'") {
                    index += 1
                    while let next = peek(), next != UInt8(ascii: "'"), next != UInt8(ascii: "\n") {
                        index += next == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if peek() == UInt8(ascii: "'") { index += 1 }
                    continue
                }
                if Self.isIdentifierStart(byte) {
                    let start = index
                    while let next = peek(), Self.isIdentifierPart(next) { index += 1 }
                    let name = String(decoding: bytes[start..<index], as: UTF8.self)
                    result.append(ObjectiveCToken(kind: .identifier(name), line: startLine, column: startColumn))
                    continue
                }
                if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                    let start = index
                    while let next = peek(),
                        Self.isIdentifierPart(next) || next == UInt8(ascii: ".")
                            || ((next == UInt8(ascii: "-") || next == UInt8(ascii: "+"))
                                && (bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "E")))
                    {
                        index += 1
                    }
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    result.append(ObjectiveCToken(kind: .number(text), line: startLine, column: startColumn))
                    continue
                }
                result.append(
                    ObjectiveCToken(
                        kind: .punctuation(Character(Unicode.Scalar(byte))), line: startLine, column: startColumn))
                index += 1
            }
            return result
        }

        /// A string literal at `index` (the opening quote), joined with the literals right after it.
        mutating func appendString(into result: inout [ObjectiveCToken], line: Int, column: Int, inDirective: Bool) {
            var value = readQuoted()
            // Adjacent literals: whitespace, newlines (in a directive, only escaped ones) and comments may separate them.
            while true {
                let saved = (index, self.line, lineStart, atLineStart)
                skipSpaceAndComments(inDirective: inDirective)
                if peek() == UInt8(ascii: "\"") {
                    value += readQuoted()
                } else if peek() == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
                    index += 1
                    value += readQuoted()
                } else {
                    (index, self.line, lineStart, atLineStart) = saved
                    break
                }
            }
            atLineStart = false
            result.append(ObjectiveCToken(kind: .string(value), line: line, column: column))
        }

        mutating func skipSpaceAndComments(inDirective: Bool) {
            while let byte = peek() {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                    || (byte == UInt8(ascii: "\n") && !inDirective)
                {
                    advance()
                } else if byte == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                    index += 1
                    advance()
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    index += 2
                    while let next = peek(), !(next == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                    if peek() != nil { index += 2 }
                } else {
                    return
                }
            }
        }

        /// The literal at `index` (its opening quote), escapes decoded; stops at an unescaped newline.
        mutating func readQuoted() -> String {
            index += 1
            var scalars: [UInt8] = []
            while let byte = peek(), byte != UInt8(ascii: "\"") {
                if byte == UInt8(ascii: "\n") { break }
                if byte == UInt8(ascii: "\\"), let next = peek(1) {
                    index += 2
                    switch next {
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    case UInt8(ascii: "r"): scalars.append(0x0D)
                    case UInt8(ascii: "0"): scalars.append(0)
                    case UInt8(ascii: "\n"):
                        line += 1
                        lineStart = index
                    default: scalars.append(next)
                    }
                    continue
                }
                scalars.append(byte)
                index += 1
            }
            if peek() == UInt8(ascii: "\"") { index += 1 }
            return String(decoding: scalars, as: UTF8.self)
        }

        /// A preprocessor line at `#`: a `#define` is kept, any other skipped.
        mutating func directive(_ defines: inout [Define]) {
            let line = self.line
            index += 1
            var nothing: [Define] = []
            let tokens = self.tokens(stopAtNewline: true, defines: &nothing)
            guard tokens.first?.identifier == "define", tokens.count >= 2, let name = tokens[1].identifier else {
                return
            }
            // A function-like macro (`#define KEY(x) ...`) has `(` right after the name.
            if tokens.count > 2, tokens[2].isPunctuation("("), tokens[2].line == tokens[1].line,
                tokens[2].column == tokens[1].column + name.utf8.count
            {
                return
            }
            defines.append(Define(name: name, tokens: Array(tokens.dropFirst(2)), line: line))
        }
    }
}
