import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import XcodeProject

/// `ShellWords.split` proven against a shell: random argument entries (bare words, single- and
/// double-quoted text, backslash escapes, each often followed by a combining mark) split by
/// us and by dash and bash (`printf '%s\0' START ENTRY`) must give the same words.
@Suite struct ShellWordsPropertyTests {
    /// Scalars a shell takes literally outside quotes (no glob, expansion or comment).
    static let bare: [String] = ["a", "Z", "0", "_", "-", ".", ",", ":", "/", "@", "%", "+", "=", "é", "設", "🎛"]
    /// Text inside quotes: anything but NUL.
    static let quotable: [String] = HostileText.pieces.filter { !$0.contains("\u{0}") }

    static func mark(_ generator: inout SeededGenerator) -> String {
        generator.below(2) == 0
            ? String(HostileText.combiningMarks[generator.below(HostileText.combiningMarks.count)]) : ""
    }

    /// One entry: up to six words between blanks (space, tab), each made of up to four parts.
    static func entry(_ generator: inout SeededGenerator) -> String {
        var line = ""
        for _ in 0..<generator.below(7) {
            line += [" ", "\t", "  "][generator.below(3)]
            for _ in 0..<(1 + generator.below(4)) {
                switch generator.below(5) {
                case 0:
                    line += bare[generator.below(bare.count)] + mark(&generator)
                case 1:
                    let text = quotable[generator.below(quotable.count)].replacingOccurrences(of: "'", with: "")
                    line += "'" + mark(&generator) + text + "'" + mark(&generator)
                case 2:
                    var text = ""
                    for _ in 0..<generator.below(4) {
                        let piece = quotable[generator.below(quotable.count)]
                        for scalar in piece.unicodeScalars {
                            if "\"\\$`".unicodeScalars.contains(scalar) {
                                text += "\\" + String(scalar)
                            } else {
                                text.unicodeScalars.append(scalar)
                            }
                        }
                        if generator.below(4) == 0 { text += ["\\a", "\\\n", "\\'"][generator.below(3)] }
                        text += mark(&generator)
                    }
                    line += "\"" + mark(&generator) + text + "\"" + mark(&generator)
                default:
                    let escaped = quotable[generator.below(quotable.count)].unicodeScalars.first ?? "x"
                    line += "\\" + String(escaped) + mark(&generator)
                }
            }
        }
        return line
    }

    static let entries: [String] = {
        var generator = SeededGenerator(seed: 2801)
        return ["'\u{301}a b'\u{301}", "\"\u{301}\"", "a\\\u{301}b", "x\"'\u{301}\"y"]
            + (0..<300).map { _ in entry(&generator) }
    }()

    @Test(arguments: ["dash", "bash"])
    func splitsAsTheShellDoes(shell: String) throws {
        guard Consumer.exists(shell) else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(shell) is needed (.ci/run installs it)")
            return
        }
        let script = Self.entries.map { "printf '%s\\0' START \($0)\n" }.joined()
        let result = try Consumer.run(shell, ["-s"], input: Data(script.utf8))
        #expect(result.status == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        var fields = Consumer.fields(result.output)[...]
        for entry in Self.entries {
            guard fields.first == "START" else {
                Issue.record("the shell's words are out of step before \(Array(entry.unicodeScalars))")
                return
            }
            fields = fields.dropFirst()
            let theirs = Array(fields.prefix { $0 != "START" })
            fields = fields.dropFirst(theirs.count)
            let ours = try ShellWords.split(entry)
            #expect(ours == theirs, "\(Array(entry.unicodeScalars))")
        }
    }
}
