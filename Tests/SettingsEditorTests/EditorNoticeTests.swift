import SettingsBinding
import Testing

@testable import SettingsEditor

/// The words of the editor's notices, in the one place they are made: the reducer's tests match
/// the notices as values, these the words each one says.
@Suite struct EditorNoticeTests {
    let key = StoreKey(domain: "com.example.app", key: "dark_mode")

    @Test func writesSayWhereAndWhatShowsNow() {
        let saved = EditorMessage(.saved(domain: "com.example.app"))
        #expect(saved.kind == .success && saved.text == "Saved to com.example.app")
        #expect(EditorNotice.numberExpected.text == "Type a number, then Enter")
        #expect(EditorNotice.keyboardRefuses(.numberPad, multiline: false).text == "NumberPad field: digits only")
        #expect(EditorNotice.listItemCancelled.text == "Cancelled; the list is unchanged")
        #expect(EditorNotice.otherViewFailed(reason: "bad").text == "The other view cannot be loaded: bad")
        #expect(
            EditorNotice.removed(key, registeredShowsThrough: true).text
                == "Removed dark_mode from com.example.app; the registered default shows through")
        #expect(EditorNotice.removed(key, registeredShowsThrough: false).text.hasSuffix("; now unset"))
        #expect(EditorNotice.savedButMasked(key).kind == .warning)
        #expect(EditorNotice.savedButMasked(key).text.contains("the launch argument -dark_mode masks it"))
        #expect(EditorMessage(.notSaved(key: "dark_mode", reason: "disk full")).kind == .error)
        #expect(EditorNotice.notSaved(key: "dark_mode", reason: "disk full").text == "Not saved (dark_mode): disk full")
    }

    @Test func undoAndResetAllCountWhatIsLeft() {
        #expect(EditorNotice.undone(label: "dark_mode", remaining: 0).text == "Undone: dark_mode")
        #expect(EditorNotice.undone(label: "dark_mode", remaining: 2).text == "Undone: dark_mode (2 more to undo)")
        #expect(
            EditorNotice.confirmResetAll(keys: 1, domains: ["a", "b"]).text
                == "Reset all: remove 1 key from a, b? y/n (u undoes it)")
        #expect(
            EditorNotice.confirmResetAll(keys: 3, domains: ["a"]).text.hasPrefix("Reset all: remove 3 keys from a?"))
        #expect(EditorNotice.removedAll(keys: 3).text == "Removed 3 keys; u undoes")
    }

    @Test func anUnreadableStoreNamesTheFileAndItsCopyByName() {
        let store = UnreadableStore(
            file: "/home/u/.config/a.plist", keptCopy: "/home/u/.config/a.plist.corrupt-1", description: "garbage")
        let message = EditorMessage(
            .unreadable([store, UnreadableStore(file: "/b.plist", keptCopy: nil, description: "")]))
        #expect(message.kind == .error)
        #expect(
            message.text
                == "Cannot read /home/u/.config/a.plist; a copy is beside it as a.plist.corrupt-1; Cannot read /b.plist. "
                + "Rows marked ! ignore it")
    }

    @Test func anEditUnderALaunchArgumentSaysWhereItStarts() {
        let stored = EditorNotice.editingUnderArgument(
            key: "name", domain: "d", startsFrom: "Ann", storedHere: true, argument: "Bob")
        #expect(stored.text == "Editing the value stored in d (Ann); the launch argument -name (Bob) still masks it")
        let unstored = EditorNotice.editingUnderArgument(
            key: "name", domain: "d", startsFrom: "Ann", storedHere: false, argument: "Bob")
        #expect(unstored.text.hasPrefix("Editing from Ann (d stores nothing)"))
    }
}
