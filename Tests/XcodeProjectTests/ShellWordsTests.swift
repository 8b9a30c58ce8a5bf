import Testing
import TextOutput

@testable import SettingsBundle
@testable import XcodeProject

/// Splitting argument entries as a shell does, and quoting words so a shell gives them back.
@Suite struct ShellWordsTests {
    @Test func splitsLikeAShell() throws {
        #expect(try ShellWords.split("-com.apple.CoreData.SQLDebug 1") == ["-com.apple.CoreData.SQLDebug", "1"])
        #expect(try ShellWords.split("  -key   \"a b\"  ") == ["-key", "a b"])
        #expect(try ShellWords.split("-key 'it''s' x") == ["-key", "its", "x"])
        #expect(try ShellWords.split(#"-k "say \"hi\" \n $HOME""#) == ["-k", #"say "hi" \n $HOME"#])
        #expect(try ShellWords.split(#"a\ b c\"d"#) == ["a b", "c\"d"])
        #expect(try ShellWords.split(#"a"b c"d '' """#) == ["ab cd", "", ""])
        #expect(try ShellWords.split("-AppleLanguages '(fr, en)'") == ["-AppleLanguages", "(fr, en)"])
        #expect(try ShellWords.split("") == [])
        #expect(try ShellWords.split("one\ttwo\nthree") == ["one", "two", "three"])
        #expect(throws: ShellWords.SplitError.unterminatedQuote("\"")) { try ShellWords.split("-k \"open") }
        #expect(throws: ShellWords.SplitError.unterminatedQuote("'")) { try ShellWords.split("-k 'open") }
    }

    /// What TextOutput's shell escaper quotes (without controls, which launch arguments never hold),
    /// this splitter reads back.
    @Test func quotedWordsSplitBack() throws {
        let words = [
            "-key", "plain", "with space", "it's", "\"(a, b)\"", "", "$HOME", "back\\slash", "café", "*",
        ]
        let line = words.map(ShellText.quoted).joined(separator: " ")
        #expect(try ShellWords.split(line) == words)
    }
}
