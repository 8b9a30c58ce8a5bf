import Testing

@testable import SettingsEditor

@Suite struct LineEditorTests {
    @Test func insertsAtTheCursorAndMoves() {
        var editor = LineEditor("helo")
        editor.moveLeft()
        editor.insert("l")
        #expect(editor.text == "hello")
        #expect(editor.cursor == 4)
        editor.moveToStart()
        editor.moveLeft()
        #expect(editor.cursor == 0)
        editor.insert("¡")
        editor.moveToEnd()
        editor.moveRight()
        #expect(editor.cursor == 6)
        #expect(editor.text == "¡hello")
    }

    @Test func readlineDeletions() {
        var editor = LineEditor("one two  three")
        editor.deleteWordBackward()
        #expect(editor.text == "one two  ")
        editor.deleteWordBackward()
        #expect(editor.text == "one ")
        editor.moveToStart()
        editor.moveRight()
        editor.deleteToEnd()
        #expect(editor.text == "o")
        editor.insert("x")
        editor.deleteToStart()
        #expect(editor.text == "")
        #expect(editor.cursor == 0)
        editor = LineEditor("abc")
        editor.deleteBackward()
        editor.moveToStart()
        editor.deleteForward()
        #expect(editor.text == "b")
        editor.deleteBackward()
        #expect(editor.text == "b")
    }
}
