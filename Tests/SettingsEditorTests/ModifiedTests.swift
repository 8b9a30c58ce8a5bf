import Defaults
import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SettingsEditor

/// `m`: the rows stored in the application domain or a suite, across pages, with their defaults.
@Suite struct ModifiedTests: ShowcaseScripts {
    var stores: MemoryStore {
        var stores = MemoryStore()
        stores.domains[domain] = ["notifications_sound": "yes", "advanced_debug": true, "appearance_theme": "dark"]
        stores.domains[Fixtures.showcaseSuite] = ["widgets_style": "detailed"]
        // Not in a writable domain: never listed.
        stores.global = ["appearance_bold": true]
        stores.arguments = ["profile_name": "Ann"]
        return stores
    }

    @Test func listsStoredKeysAcrossPagesWithTheirDefaults() throws {
        var session = try showcase(stores: stores)
        #expect(session.send(.character("m")) == [])
        #expect(session.state.screen.kind == .modified)
        let keys = session.state.modifiedRows().compactMap {
            session.state.specifier(app: $0.app, page: $0.page, index: $0.specifier)?.key
        }
        #expect(Set(keys) == ["notifications_sound", "advanced_debug", "appearance_theme", "widgets_style"])
        #expect(keys.count == 4)
        // Aligned columns: path, key, value, the tag, the registered default (no "default"
        // label that could be read as the tag).
        session.send(.resize(width: 120, height: 24))
        let theme = try #require(session.line(containing: "Theme"))
        #expect(theme.contains("Showcase › Theme"))
        #expect(!theme.contains("default"))
        let titles = try #require(session.line(containing: "PATH"))
        let rows = [
            theme, try #require(session.line(containing: "Showcase › Advanced › Debug Mode")),
            try #require(session.line(containing: "Showcase › Shared with Widgets › Widget Style")),
        ]
        func column(_ line: String, _ text: String) -> Int? {
            line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        let keyColumn = try #require(column(titles, "KEY"))
        let valueColumn = try #require(column(titles, "VALUE"))
        let defaultColumn = try #require(column(titles, "DEFAULT"))
        #expect(column(theme, "appearance_theme") == keyColumn)
        #expect(column(theme, "Dark") == valueColumn)
        #expect(column(theme, "Automatic") == defaultColumn)
        #expect(column(rows[1], "advanced_debug") == keyColumn)
        #expect(column(rows[2], "Detailed") == valueColumn)
        #expect(column(rows[2], "Compact") == defaultColumn)
        #expect(column(theme, "*app") == column(rows[2], "*suite"))
    }

    @Test func enterJumpsToTheRowAndBackReturnsToTheList() throws {
        var session = try showcase(stores: stores)
        session.send(.character("m"))
        let position = try #require(
            session.state.modifiedRows().firstIndex {
                session.state.specifier(app: $0.app, page: $0.page, index: $0.specifier)?.key == "advanced_debug"
            })
        session.send(.home)
        for _ in 0..<position { session.send(.down) }
        session.send(.enter)
        #expect(session.selectedTitle == "Debug Mode")
        #expect(session.state.backLabel == "Modified")
        session.send(.escape)
        #expect(session.state.screen.kind == .modified)
        #expect(session.state.screen.selection == position)
    }

    @Test func resetOnTheListRemovesTheKeyAndTheRowLeaves() throws {
        var session = try showcase(stores: stores)
        session.send(.character("m"), .end)
        let last = try #require(session.state.modifiedRows().last)
        let key = try #require(session.state.specifier(app: .showcase, page: last.page, index: last.specifier)?.key)
        let effects = session.send(.character("r"))
        #expect(effects.count == 1)
        let request = try #require(
            effects.first.flatMap { effect -> WriteRequest? in
                if case .write(let request) = effect { return request }
                return nil
            }, "expected a write, got \(effects)")
        #expect(request.storeKey.key == key && request.isReset)
        #expect(session.state.modifiedRows().count == 3)
        #expect(session.state.screen.selection == 2)
    }

    @Test func anEmptyListSaysSo() throws {
        var session = try showcase()
        session.send(.character("m"))
        #expect(session.screenText.contains("Nothing is stored"))
        #expect(session.send(.enter) == [])
    }

    @Test func modifiedIsDrawnAt80x24() throws {
        var session = try showcase(stores: stores)
        session.send(.character("m"))
        assertSnapshot(session.frame, named: "modified-80x24")
    }
}
