import Defaults
import Foundation
import PropertyList
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// Editing in place from the keyboard: text fields (line-editing keys, keyboards, secure fields)
/// and sliders (steps, adjust mode, an exact value).
@Suite struct FieldEditingTests: ShowcaseScripts {
    @Test func textFieldsEditInPlaceWithLineEditingKeys() throws {
        var session = try showcase()
        session.select("Name")
        session.send(.enter)
        guard case .editingText(let edit) = session.state.mode else {
            Issue.record("not editing")
            return
        }
        #expect(edit.editor.text == "Ada Lovelace")
        #expect(session.frame.cursor != nil)
        session.send(.control("w"))
        session.type("Byron")
        session.send(.control("a"), .control("k"))
        session.type("Augusta XY")
        session.send(.backspace, .left, .delete, .end)
        session.type("King")
        guard case .editingText(let typed) = session.state.mode else {
            Issue.record("not editing")
            return
        }
        #expect(typed.editor.text == "Augusta King")
        #expect(session.send(.enter) == [write("profile_name", .string("Augusta King"))])
        #expect(session.state.mode == .browsing)
        #expect(session.frame.cursor == nil)
        // q and r are text while editing; Esc cancels without writing.
        session.send(.enter)
        session.type("qr")
        #expect(session.send(.escape) == [])
        #expect(session.line(containing: "Name")?.contains("Augusta King") == true)
        // Committing the same text writes nothing.
        session.send(.enter)
        #expect(session.send(.enter) == [])
        #expect(session.state.message?.notice == .unchanged)
    }

    @Test func numberPadFieldsTakeDigitsOnly() throws {
        var session = try showcase()
        session.select("Age")
        session.send(.enter, .control("u"))
        session.type("4a")
        #expect(session.state.message?.kind == .warning)
        session.type("2")
        #expect(session.send(.enter) == [write("profile_age", .string("42"))])
    }

    @Test func secureFieldsAreMaskedUnlessRevealedWhileEditing() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["profile_password": "hunter2"]
        var session = try showcase(stores: stores)
        session.select("Password")
        #expect(session.line(containing: "Password")?.contains("•••••••") == true)
        #expect(!session.screenText.contains("hunter2"))
        session.send(.enter)
        #expect(!session.screenText.contains("hunter2"))
        session.send(.control("r"))
        #expect(session.screenText.contains("hunter2"))
        session.send(.control("r"))
        #expect(!session.screenText.contains("hunter2"))
        session.send(.escape)
        #expect(!session.screenText.contains("hunter2"))
    }

    @Test func slidersStepClampAndTakeAnExactValue() throws {
        var session = try showcase()
        session.select("sound_volume")
        #expect(session.send(.character("+")) == [write("sound_volume", .real(0.55))])
        #expect(
            session.send(.character("-"), .character("-")) == [
                write("sound_volume", .real(0.5)), write("sound_volume", .real(0.45)),
            ])
        // Enter puts the row in adjust mode: Left/Right step, PgUp/PgDn ten steps, Enter leaves.
        #expect(session.send(.enter) == [])
        #expect(session.state.mode == .adjustingSlider(RowReference(app: .showcase, page: .root, specifier: 18)))
        #expect(session.send(.pageUp) == [write("sound_volume", .real(0.95))])
        #expect(session.send(.pageUp) == [write("sound_volume", .real(1))])
        #expect(session.send(.right) == [])  // already at the maximum
        #expect(session.send(.left) == [write("sound_volume", .real(0.95))])
        #expect(session.send(.enter) == [])
        #expect(session.state.mode == .browsing)
        session.send(.character("="), .control("u"))
        session.type("2")
        #expect(session.send(.enter) == [])
        #expect(session.state.message?.kind == .error)
        session.send(.control("u"))
        session.type("0.25")
        #expect(session.send(.enter) == [write("sound_volume", .real(0.25))])
        #expect(session.line(containing: "Sound ")?.contains("0.25") == true)
        // Whole-number ranges step by 1, PgDn by 10.
        session.select("display_brightness")
        #expect(
            session.send(.enter, .left, .pageDown, .escape) == [
                write("display_brightness", .real(69)), write("display_brightness", .real(59)),
            ])
        #expect(session.state.mode == .browsing)
    }
}
