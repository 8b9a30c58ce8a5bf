import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import Testing

@testable import SettingsEditor

/// The in-app view's row editors: a text view's multi-line editor, a date picker's fields, a
/// list group's items (keys → state → effects, and 80x24 frames).
@Suite struct InAppRowEditorTests {
    typealias InAppSession = InAppEditorTests.InAppSession
    static let domain = InAppEditorTests.domain

    static func writes(_ effects: [Effect]) -> [WriteRequest] {
        effects.compactMap { if case .write(let request) = $0 { request } else { nil } }
    }

    // MARK: Text view

    @Test func textViewEditsLinesInPlaceAndSavesWithCtrlX() throws {
        var app = try InAppSession(view: .inApp)
        app.session.select("notes")
        app.send(.enter)
        guard case .editingTextView(let edit) = app.session.state.mode else {
            Issue.record("Enter did not open the text view editor")
            return
        }
        #expect(edit.text == "first line\nsecond line")
        #expect(edit.cursorLineAndColumn == (1, 11))
        // Up keeps the column (clamped to the shorter line), Enter breaks the line.
        app.send(.up, .home)
        app.session.type("My ")
        app.send(.down, .end, .enter)
        app.session.type("third")
        // The AsciiCapable keyboard refuses other characters.
        app.session.type("✓")
        #expect(app.session.state.message?.notice == .keyboardRefuses(.asciiCapable, multiline: true))
        let effects = app.session.send(.control("x"))
        #expect(app.session.state.mode == .browsing)
        let written = Self.writes(effects)
        #expect(written.count == 1)
        #expect(written.first?.value == .string("My first line\nsecond line\nthird"))
        #expect(written.first?.storeKey == StoreKey(domain: Self.domain, key: "notes"))
        #expect(app.session.stores.domains[Self.domain]?["notes"] == .string("My first line\nsecond line\nthird"))
        // The usual undo path restores the registered default.
        app.send(.character("u"))
        #expect(app.session.stores.domains[Self.domain]?["notes"] == nil)
    }

    @Test func textViewEscapeCancelsAndUnchangedTextWritesNothing() throws {
        var app = try InAppSession(view: .inApp)
        app.session.select("notes")
        app.send(.enter)
        app.session.type("xyz")
        var effects = app.session.send(.escape)
        #expect(app.session.state.mode == .browsing)
        #expect(Self.writes(effects).isEmpty)
        #expect(app.session.state.message?.notice == .cancelled)
        app.send(.enter)
        effects = app.session.send(.control("s"))
        #expect(Self.writes(effects).isEmpty)
        #expect(app.session.state.message?.notice == .unchanged)
    }

    @Test func textViewLineKeys() {
        var edit = TextViewEdit(
            row: RowReference(app: AppID("d"), page: .root, specifier: 0), storeKey: StoreKey(domain: "d", key: "k"),
            text: "ab\n\ncdef",
            keyboard: .alphabet)
        edit.moveLine(by: -1)
        #expect(edit.cursorLineAndColumn == (1, 0))
        edit.moveLine(by: -1)
        #expect(edit.cursorLineAndColumn == (0, 0))
        edit.moveLine(by: -1)  // already on the first line: to its start
        edit.moveToLineEnd()
        #expect(edit.cursorLineAndColumn == (0, 2))
        edit.deleteToLineEnd()  // at the end: joins the next line
        #expect(edit.text == "ab\ncdef")
        edit.moveLine(by: 1)
        edit.deleteToLineStart()
        #expect(edit.text == "ab\nef")
        edit.deleteBackward()
        #expect(edit.text == "abef")
    }

    @Test func textViewWrapsLongLinesIntoRows() {
        let edit = TextViewEdit(
            row: RowReference(app: AppID("d"), page: .root, specifier: 0), storeKey: StoreKey(domain: "d", key: "k"),
            text: "abcdefg\nhi",
            keyboard: .alphabet)
        let wrapped = edit.wrapped(width: 3)
        #expect(wrapped.rows == ["abc", "def", "g", "hi"])
        #expect(wrapped.cursorRow == 3 && wrapped.cursorColumn == 2)
    }

    @Test func textViewEditorFrame() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["notes": .string((1...8).map { "line \($0)" }.joined(separator: "\n"))]
        var app = try InAppSession(view: .inApp, stores: stores)
        app.session.select("notes")
        app.send(.enter, .up)
        let frame = app.session.frame
        #expect(frame.textLines.contains { $0.contains("line 7") })
        #expect(frame.textLines.contains { $0.contains("^X save") })
        #expect(frame.cursor != nil)
        assertSnapshot(frame, named: "iask-textview-editing-80x24")
    }

    // MARK: Date picker

    static func local(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    @Test func datePickerStepsAFieldAndSavesADate() throws {
        var app = try InAppSession(view: .inApp)
        app.session.select("Reminder")
        app.send(.enter)
        guard case .editingDate(let edit) = app.session.state.mode else {
            Issue.record("Enter did not open the date editor")
            return
        }
        // DatePickerMode Date: year, month, day only, at local midnight.
        #expect(edit.fields == [.year, .month, .day])
        #expect(edit.focusedField == .year)
        app.send(.right, .right, .up, .up, .down, .left, .character("+"))
        let effects = app.session.send(.enter)
        let written = try #require(Self.writes(effects).first)
        guard case .date(let date)? = written.value else {
            Issue.record("not a date: \(String(describing: written.value))")
            return
        }
        let original = Self.local(Date(timeIntervalSince1970: 1_795_512_600))  // 2026-11-24T09:30:00Z
        let c = Self.local(date)
        #expect(c.year == 2026 && c.month == (original.month ?? 0) + 1 && c.day == (original.day ?? 0) + 1)
        #expect(c.hour == 0 && c.minute == 0 && c.second == 0)
        #expect(app.session.stores.domains[Self.domain]?["reminder"] == .date(date))
        app.send(.character("u"))
        #expect(app.session.stores.domains[Self.domain]?["reminder"] == nil)
    }

    @Test func datePickerTimeModeTakesTypedDigits() throws {
        var app = try InAppSession(view: .inApp)
        app.session.select("Alarm")
        app.send(.enter)
        guard case .editingDate(let edit) = app.session.state.mode else {
            Issue.record("Enter did not open the date editor")
            return
        }
        #expect(edit.fields == [.hour, .minute])
        app.session.type("0745")
        let written = try #require(Self.writes(app.session.send(.enter)).first)
        guard case .date(let date)? = written.value else {
            Issue.record("not a date")
            return
        }
        let c = Self.local(date)
        #expect(c.hour == 7 && c.minute == 45)
    }

    @Test func datePickerHonoursMinuteIntervalAndMonthLengths() {
        var picker = Specifier.DatePicker(mode: .dateAndTime, minuteInterval: 15)
        let utc = SettingsTimeZone(TimeZone(identifier: "UTC")!)
        let start = Date(timeIntervalSince1970: 1_769_819_400)  // 2026-01-31T00:30:00Z
        var edit = DateEdit(
            row: RowReference(app: AppID("d"), page: .root, specifier: 0), storeKey: StoreKey(domain: "d", key: "k"),
            picker: picker, date: start,
            timeZone: utc)
        #expect(edit.parts.map(\.text).joined() == "2026-01-31 00:30")
        edit.moveFocus(by: 1)
        edit.step(by: 1)  // February: the 31st becomes the 28th
        #expect(edit.value(.month) == 2 && edit.value(.day) == 28)
        edit.moveFocus(by: 3)
        #expect(edit.focusedField == .minute)
        edit.step(by: 2)  // 30 + 2 × 15 wraps to 0
        #expect(edit.value(.minute) == 0)
        #expect(edit.type("1") == nil)
        #expect(edit.type("0") != nil)  // 10 is not a multiple of 15
        #expect(edit.value(.minute) == 0)
        #expect(edit.type("4") == nil && edit.type("5") == nil)
        #expect(edit.value(.minute) == 45)
        #expect(edit.date == Date(timeIntervalSince1970: 1_772_239_500))  // 2026-02-28T00:45:00Z
        // A picker in another zone shows local fields for the same instant.
        picker.mode = .time
        let tokyo = DateEdit(
            row: RowReference(app: AppID("d"), page: .root, specifier: 0), storeKey: StoreKey(domain: "d", key: "k"),
            picker: picker, date: start,
            timeZone: SettingsTimeZone(TimeZone(identifier: "Asia/Tokyo")!))
        #expect(tokyo.parts.map(\.text).joined() == "09:30")
        #expect(tokyo.date == start)
    }

    @Test func datePickerEditorFrame() throws {
        var app = try InAppSession(view: .inApp)
        app.session.state.timeZone = SettingsTimeZone(TimeZone(identifier: "America/New_York")!)
        app.session.select("Reminder")
        app.send(.enter, .right)
        let line = try #require(app.session.line(containing: "Reminder"))
        #expect(line.contains("2026-11-24"))
        #expect(app.session.frame.textLines.contains { $0.contains("enter save") && $0.contains("field") })
        #expect(app.session.frame.cursor != nil)
        assertSnapshot(app.session.frame, named: "iask-datepicker-editing-80x24")
        app.send(.escape)
        #expect(app.session.state.mode == .browsing)
    }

    // MARK: List group

    static func stored(_ app: InAppSession, _ key: String) -> PlistValue? {
        app.session.stores.domains[domain]?[PlistKey(key)]
    }

    /// A list group is a row of the section it starts for the search as for the dump and the
    /// picture (one rule, ``PageSection/drawnRows``): its key finds it, and the result opens its
    /// page on its first item.
    @Test func searchFindsAListGroupAndJumpsToItsFirstItem() throws {
        var app = try InAppSession(view: .inApp, size: ScreenSize(width: 80, height: 70))
        app.send(.character("/"))
        app.session.type("tags")
        let result = try #require(app.session.state.search.results.first { $0.row.specifier == 25 })
        #expect(["title", "key"].contains(result.field))
        app.session.state.jump(to: result.row)
        #expect(app.session.state.selectedItem == .listItem(group: 25, position: 0))
    }

    @Test func listGroupEditsAnItemThroughItsTextField() throws {
        var app = try InAppSession(view: .inApp, size: ScreenSize(width: 80, height: 70))
        app.session.select("Tags")
        #expect(app.session.state.selectedItem == .listItem(group: 25, position: 0))
        app.send(.enter)
        guard case .editingListItem(let edit) = app.session.state.mode else {
            Issue.record("Enter did not edit the item")
            return
        }
        #expect(edit.field.editor.text == "alpha" && edit.position == 0)
        app.send(.control("u"))
        app.session.type("omega")
        let written = Self.writes(app.session.send(.enter))
        // The whole array is written, the registered default's other item included.
        #expect(written.map(\.value) == [.array(["omega", "beta"])])
        #expect(Self.stored(app, "tags") == .array(["omega", "beta"]))
        #expect(app.session.line(containing: "omega") != nil)
        app.send(.character("u"))
        #expect(Self.stored(app, "tags") == nil)
    }

    @Test func listGroupAddRowAppendsATypedItemAndEscapeCancels() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["tags": ["red"]]
        var app = try InAppSession(view: .inApp, stores: stores, size: ScreenSize(width: 80, height: 70))
        app.session.select("Tags")
        app.send(.down)
        #expect(app.session.state.selectedItem == .listAdd(group: 25))
        app.send(.enter)
        app.session.type("blue")
        #expect(app.session.line(containing: "+  blue") != nil)
        app.send(.enter)
        #expect(Self.stored(app, "tags") == .array(["red", "blue"]))
        #expect(app.session.state.selectedItem == .listItem(group: 25, position: 1))
        app.send(.down, .enter)
        app.session.type("green")
        #expect(Self.writes(app.session.send(.escape)).isEmpty)
        #expect(Self.stored(app, "tags") == .array(["red", "blue"]))
    }

    @Test func listGroupDeletesWhenDeletableAndUndoRestores() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["tags": ["red", "green", "blue"], "accounts": [["name": "Ann"]]]
        var app = try InAppSession(view: .inApp, stores: stores, size: ScreenSize(width: 80, height: 70))
        app.session.select("Tags")
        app.send(.down, .character("x"))
        #expect(Self.stored(app, "tags") == .array(["red", "blue"]))
        #expect(app.session.state.message?.notice == .deleted(item: "green"))
        app.send(.delete)
        #expect(Self.stored(app, "tags") == .array(["red"]))
        app.send(.character("u"), .character("u"))
        #expect(Self.stored(app, "tags") == .array(["red", "green", "blue"]))
        // Accounts is not Deletable.
        app.session.select("Accounts")
        #expect(app.session.state.selectedItem == .listItem(group: 26, position: 0))
        #expect(Self.writes(app.session.send(.character("x"))).isEmpty)
        #expect(app.session.state.message?.notice == .notDeletable(group: "Accounts"))
    }

    @Test func listGroupChildPaneAddAppendsAnEmptyDictionary() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["accounts": [["name": "Ann"]]]
        var app = try InAppSession(view: .inApp, stores: stores, size: ScreenSize(width: 80, height: 70))
        app.session.select("Accounts")
        app.send(.down)
        #expect(app.session.state.selectedItem == .listAdd(group: 26))
        app.send(.enter)
        #expect(Self.stored(app, "accounts") == .array([["name": "Ann"], .dictionary([:])]))
        // The page's lines follow the array: the new item's line is in the Accounts section.
        let lines = app.session.frame.textLines
        let header = try #require(lines.firstIndex { $0.contains("ACCOUNTS") })
        let add = try #require(lines.firstIndex { $0.contains("+ New account") })
        #expect(add == header + 3)
    }

    @Test func listGroupEditorFrame() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["tags": ["red", "green"]]
        var app = try InAppSession(view: .inApp, stores: stores)
        app.session.select("Tags")
        app.send(.down, .enter)
        app.session.type("!")
        assertSnapshot(app.session.frame, named: "iask-listgroup-editing-80x24")
    }
}
