import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import TextOutput

/// `ShellText` proven against its consumers: many hostile words, each quoted and pasted as
/// `printf '%s\0' WORD`, run by dash (`/bin/sh` on Debian), by bash with history expansion on
/// (as an interactive bash reads a paste) and by zsh. Each word must come back exactly (NUL, which no
/// argument can hold, left out) and nothing else may happen: no output on standard error, no
/// file created by a `touch` inside a word.
@Suite struct ShellTextPropertyTests {
    static let words = HostileText.strings(seed: 28, count: 400)

    /// What a shell gives back for `word`.
    static func expected(_ word: String) -> String {
        String(String.UnicodeScalarView(word.unicodeScalars.filter { $0 != "\0" }))
    }

    static let shells: [[String]] = [
        ["dash", "-s"], ["bash", "--norc", "--noprofile", "-o", "history", "-H", "-s"], ["zsh", "-f", "-s"],
    ]

    @Test(arguments: shells)
    func everyShellReadsEachWordBack(shell: [String]) throws {
        guard Consumer.exists(shell[0]) else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(shell[0]) is needed (.ci/run installs it)")
            return
        }
        let folder = NSTemporaryDirectory() + "shelltext-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = Self.words.map { "printf '%s\\0' " + ShellText.quoted($0) + "\n" }.joined()
        let result = try Consumer.run(
            shell[0], Array(shell.dropFirst()), input: Data(script.utf8), directory: folder,
            environment: ["HOME": NSTemporaryDirectory(), "HISTFILE": "/dev/null"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty, "\(result.error)")
        let fields = Consumer.fields(result.output)
        #expect(fields.count == Self.words.count)
        for (word, field) in zip(Self.words, fields) where field != Self.expected(word) {
            Issue.record(
                "\(shell[0]) read \(Array(field.unicodeScalars)) for \(Array(word.unicodeScalars)), quoted as \(ShellText.quoted(word))"
            )
            break
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "a word ran a command")
    }

    /// What the terminal shows is what is pasted: the quoted word holds no unsafe scalar but a
    /// line break, and neither the terminal escaper nor the CI-log guard changes it.
    @Test func theTerminalShowsTheCommandAsItIs() {
        for word in Self.words {
            let line = "printf '%s\\n' " + ShellText.quoted(word) + "\n"
            #expect(StandardStream.prepared(line, as: .terminal) == line, "\(Array(word.unicodeScalars))")
            #expect(!line.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
        }
        // Two words: a word ending in a line break followed by one starting with `::` must not
        // print a line that starts with `::`.
        for (first, second) in zip(Self.words, Self.words.dropFirst()) {
            let line = ShellText.quoted(first) + " " + ShellText.quoted(second) + "\n"
            #expect(StandardStream.prepared(line, as: .terminal) == line, "\(Array((first + second).unicodeScalars))")
        }
        let line = ShellText.quoted("a\n") + " " + ShellText.quoted("::error::x")
        #expect(StandardStream.prepared(line, as: .terminal) == line)
    }
}
